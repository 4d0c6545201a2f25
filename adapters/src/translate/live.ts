import type { LiveEntry, LiveStory, LiveStoryPage, LiveStorySummary } from '@bulletin/contract';
import { mediaMeta, mediaUrl } from './media.js';
import type { StrapiArticleCategory, StrapiMedia, StrapiPagination, StrapiPerson } from './types.js';

/**
 * Live coverage, Strapi's side (cms/src/live/reads.ts) and the contract's (docs/api.md "Live coverage").
 * Pure functions, run by live/events.ts's unit test (tests/unit/adapters/live/events.test.ts).
 */
export type StrapiLiveEntry = {
  id: number;
  documentId: string;
  content: string;
  keyEvent: boolean | null;
  pinned: boolean | null;
  seq: number;
  createdSeq: number;
  /** Always null: a deleted entry is answered as its tombstone (`StrapiLiveTombstone`), and only by `changes`. */
  deletedAt: null;
  createdAt: string;
  updatedAt: string;
  image: StrapiMedia | null;
  author: StrapiPerson | null;
};

/** A deleted entry as `changes` reports it: its ids and sequence numbers, nothing it showed. */
export type StrapiLiveTombstone = { id: number; documentId: string; seq: number; createdSeq: number; deletedAt: string };

export type StrapiLiveStory = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  status: 'running' | 'ended';
  startedAt: string | null;
  endedAt: string | null;
  seq: number | null;
  changedSeq: number | null;
  entryCount: number | null;
  lastEntryAt: string | null;
  createdAt?: string;
  category: StrapiArticleCategory | null;
  article: { documentId: string; slug: string; title: string } | null;
};

/** `GET /live-stories/:slug` on Strapi: the story, a page of entries, the pinned entry, the key events. */
export type StrapiLiveStoryPage = {
  data: { story: StrapiLiveStory; entries: StrapiLiveEntry[]; pinned: StrapiLiveEntry | null; keyEvents: StrapiLiveEntry[] };
  meta: { pagination: StrapiPagination };
};

/** `GET /live-stories/:slug/changes?after=N`: entries changed after N (tombstones too) in `seq` order, and the story now. */
export type StrapiLiveChanges = { story: StrapiLiveStory; entries: Array<StrapiLiveEntry | StrapiLiveTombstone>; more: boolean };

/** Strapi answers dates as ISO text; a number (epoch ms, SQLite) or a Date is turned into that too. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function liveEntryFromStrapi(e: StrapiLiveEntry): LiveEntry {
  return {
    _id: e.documentId,
    content: e.content ?? '',
    image: mediaUrl(e.image),
    imageMeta: mediaMeta(e.image),
    keyEvent: e.keyEvent === true,
    pinned: e.pinned === true,
    createdAt: isoDate(e.createdAt) ?? new Date(0).toISOString(),
    updatedAt: isoDate(e.updatedAt) ?? isoDate(e.createdAt) ?? new Date(0).toISOString(),
    author: e.author
      ? { _id: String(e.author.id), firstName: e.author.firstName ?? null, lastName: e.author.lastName ?? null, avatar: e.author.avatar ?? null }
      : null,
  };
}

export function liveSummaryFromStrapi(s: StrapiLiveStory): LiveStorySummary {
  return {
    _id: s.documentId,
    slug: s.slug,
    title: s.title,
    status: s.status === 'ended' ? 'ended' : 'running',
    startedAt: isoDate(s.startedAt) ?? isoDate(s.createdAt) ?? new Date(0).toISOString(),
    endedAt: isoDate(s.endedAt),
    entryCount: Math.max(0, Number(s.entryCount ?? 0)),
    lastEntryAt: isoDate(s.lastEntryAt),
    category: s.category
      ? { _id: s.category.documentId, name: s.category.name, color: s.category.color ?? null, icon: s.category.icon ?? null, slug: s.category.slug }
      : null,
  };
}

export function liveStoryFromStrapi(s: StrapiLiveStory): LiveStory {
  return {
    ...liveSummaryFromStrapi(s),
    article: s.article ? { _id: s.article.documentId, slug: s.article.slug, title: s.article.title } : null,
    seq: Number(s.seq ?? 0),
  };
}

export function liveStoryPageFromStrapi({ data, meta }: StrapiLiveStoryPage): LiveStoryPage {
  const { page, pageSize, pageCount, total } = meta.pagination;
  return {
    ...liveStoryFromStrapi(data.story),
    entries: data.entries.map(liveEntryFromStrapi),
    pinned: data.pinned ? liveEntryFromStrapi(data.pinned) : null,
    keyEvents: data.keyEvents.map(liveEntryFromStrapi),
    total,
    page,
    limit: pageSize,
    pages: pageCount,
  };
}
