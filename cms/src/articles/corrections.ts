import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CORRECTIONS_LIST_MAX, correctionSchema, ERROR_MESSAGES, MESSAGES, PUBLISHED } from '@bulletin/contract';
import { publicArticleFilter } from '../access/visibility';
import { lockForEdit } from './edit-conflict';
import { queryOf } from '../db/queries';
import { readsOf } from '../db/documents';
import { isRecord } from '../requests/input';

/**
 * Corrections of published articles (docs/product.md#corrections, docs/decisions/0030-corrections.md): the one
 * place their rules live. A correction is plain text with the moment it was attached, kept in the article's
 * `corrections` (oldest first); `correctedAt` is the moment of the newest, for the site-wide list. Attaching or
 * changing one is an update of the article through the document service, so its `updatedAt` moves, a revision
 * records it (revisions/snapshots.ts), the audit log names it (audit/audit-log.ts) and the read cache is purged
 * (purge/public-writes.ts). No correction is ever deleted.
 */
const ARTICLE = 'api::article.article';

/** A correction as the article stores it. */
export type StoredCorrection = { id: string; text: string; at: string };

const isStored = (value: unknown): value is StoredCorrection =>
  isRecord(value) && typeof value.id === 'string' && typeof value.text === 'string' && typeof value.at === 'string';

/** The corrections of a stored article (its JSON column), oldest first; anything else in it is left out. */
export function correctionsOf(value: unknown): StoredCorrection[] {
  return Array.isArray(value) ? value.filter(isStored) : [];
}

/** The correction's text from a request's body, checked by the contract's schema (a 400 naming `text` otherwise). */
export function correctionText(body: unknown): string {
  const data = isRecord(body) && isRecord(body.data) ? body.data : body;
  const parsed = correctionSchema.safeParse(isRecord(data) ? data : {});
  if (parsed.success) return parsed.data.text;
  const fieldErrors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  throw new errors.ValidationError(fieldErrors[0]?.message ?? MESSAGES.correctionRequired, { errors: fieldErrors });
}

/**
 * Changes the corrections of the article `documentId` inside one transaction, the article row locked: a 404 for
 * no article, a 409 for one that is not published. `change` returns the new list, or null to write nothing.
 */
async function changeCorrections(
  strapi: Core.Strapi,
  documentId: string,
  change: (stored: StoredCorrection[]) => { corrections: StoredCorrection[]; correctedAt?: string } | null,
  conflict: (message: string) => never,
): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    const locked = await lockForEdit(strapi, trx, documentId);
    if (!locked) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
    if (locked.editorialStatus !== PUBLISHED) conflict(MESSAGES.correctionNotPublished);
    const row = await queryOf(strapi, ARTICLE).findOne({ where: { id: locked.id }, select: ['id', 'corrections'] });
    const next = change(correctionsOf(row?.corrections));
    if (!next) return;
    await strapi.documents(ARTICLE).update({ documentId, data: next, fields: ['documentId'] });
  });
}

/** Attaches a correction (now) to the published article `documentId`. */
export async function addCorrection(strapi: Core.Strapi, documentId: string, text: string, conflict: (message: string) => never): Promise<void> {
  const at = new Date().toISOString();
  await changeCorrections(strapi, documentId, (stored) => ({ corrections: [...stored, { id: randomUUID(), text, at }], correctedAt: at }), conflict);
}

/** Changes the text of one correction (it keeps its moment); the same text again writes nothing. */
export async function editCorrection(
  strapi: Core.Strapi,
  documentId: string,
  correctionId: string,
  text: string,
  conflict: (message: string) => never,
): Promise<void> {
  await changeCorrections(
    strapi,
    documentId,
    (stored) => {
      const found = stored.find((c) => c.id === correctionId);
      if (!found) throw new errors.NotFoundError(MESSAGES.correctionNotFound);
      if (found.text === text) return null;
      return { corrections: stored.map((c) => (c === found ? { ...c, text } : c)) };
    },
    conflict,
  );
}

/** One line of the site-wide list: the correction and what its link needs of the article. */
export type CorrectionEntry = StoredCorrection & { article: { documentId: string; slug: string; title: string; language: string } };

/**
 * The latest corrections across the site, newest first, at most CORRECTIONS_LIST_MAX, of articles the public may
 * read only. The newest CORRECTIONS_LIST_MAX corrections are among those of the CORRECTIONS_LIST_MAX articles
 * corrected last (`correctedAt`), so only those are read.
 */
export async function latestCorrections(strapi: Core.Strapi, now = new Date()): Promise<CorrectionEntry[]> {
  const articles = await readsOf(strapi, ARTICLE).findMany({
    filters: { $and: [publicArticleFilter(now), { correctedAt: { $notNull: true } }] },
    fields: ['title', 'slug', 'language', 'corrections'],
    sort: ['correctedAt:desc', 'id:desc'],
    limit: CORRECTIONS_LIST_MAX,
  });
  const entries = articles.flatMap((a) =>
    correctionsOf(a.corrections).map((c) => ({ ...c, article: { documentId: a.documentId, slug: a.slug ?? '', title: a.title ?? '', language: a.language ?? 'en' } })),
  );
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, CORRECTIONS_LIST_MAX);
}
