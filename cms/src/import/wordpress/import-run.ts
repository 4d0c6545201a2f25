import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { WxrHead, WxrItem } from './wxr';
import { exportItems, readExportHead } from './wxr-file';
import { planPost } from './post-plan';
import { importAuthors } from './authors';
import type { AuthorMap } from './author-map';
import { importCategories } from './categories';
import { attachmentOf, createMediaStore, type Attachment } from './media';
import { importPost, type Directory } from './articles';
import { count, emptySummary, type ImportSummary } from './summary';
import { isRecord } from '../../requests/input';
import type { Progress } from './progress';

/**
 * `npm run import -- wordpress FILE.xml [--media DIR] [--map-authors FILE]` inside a loaded Strapi
 * (scripts/import.mjs boots it on the site's database): authors, then categories, then each post in the file's
 * order. The file is read as a stream, twice: once for its attachments (a post may name one further down) and
 * counts, once for its posts; it is never held whole. One item's failure is reported and the next one goes on;
 * everything is keyed by its WordPress id, so a second run adds only what the first did not
 * (docs/decisions/0019-wordpress-import.md).
 */
export type ImportOptions = {
  file: string;
  /** The channel's head, already read (the command reads it before booting Strapi, so a wrong file fails at once). */
  head?: WxrHead;
  /** Where media files are looked for first (`--media`); the export's own folder is always looked in too. */
  mediaDir?: string | null;
  /** `--map-authors`: the export authors who write under an existing account (author-map.ts). */
  authorMap?: AuthorMap;
  now?: Date;
};

/** The first pass over the items: the attachments by id (small records) and what is counted before posts. */
async function survey(file: string, summary: ImportSummary) {
  const attachments = new Map<number, Attachment>();
  let posts = 0;
  for await (const item of exportItems(file)) {
    if (item.kind === 'broken' || item.type === 'post') posts += 1;
    else if (item.type === 'page') count(summary.skipped, 'pages');
    else if (item.type === 'attachment') {
      const attachment = attachmentOf(item);
      if (attachment) attachments.set(attachment.id, attachment);
    } else count(summary.otherItems, item.type);
  }
  return { attachments, posts };
}

/**
 * SQLite gives a transaction that must wait for the site's own write SQLITE_BUSY at once in some cases (a lock
 * upgrade is never waited for): the post is tried again, a few times, after a short pause. Nothing of a failed
 * try stays (its transaction rolled back; its images are found again by path).
 */
async function withRetries<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const failure = isRecord(error) ? error : {};
      const busy = /SQLITE_BUSY|database is locked/i.test(`${failure.code ?? ''} ${failure.message}`);
      if (!busy || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
}

const label = (item: WxrItem) => `post ${item.id ?? '?'}${item.title.trim() ? ` "${item.title.trim().slice(0, 60)}"` : ''} (line ${item.line})`;

export async function importWordpress(strapi: Core.Strapi, options: ImportOptions, progress: (total: number) => Progress): Promise<ImportSummary> {
  const started = Date.now();
  const summary = emptySummary(options.file);
  const head = options.head ?? (await readExportHead(options.file));
  summary.site = { title: head.site.title, link: head.site.link };
  const { attachments, posts } = await survey(options.file, summary);

  const authors = await importAuthors(strapi, head.authors, options.authorMap);
  summary.authors = { created: authors.outcome.created, existing: authors.outcome.existing, mapped: authors.outcome.mapped };
  summary.notes.push(...authors.outcome.notes);
  const categories = await importCategories(strapi, head.categories);

  const dirs = [options.mediaDir, path.dirname(options.file)].filter((dir): dir is string => Boolean(dir)).map((dir) => path.resolve(dir));
  const media = createMediaStore(strapi, [...new Set(dirs)]);
  const directory: Directory = {
    strapi,
    media,
    attachments,
    attachmentFiles: new Map([...attachments.values()].map((a) => [a.url, a.file])),
    authorsByLogin: authors.byLogin,
    authorsByWordpressId: authors.byWordpressId,
    categoryFor: categories.categoryFor,
  };
  const categorySlugsById = new Map(head.categories.flatMap((c) => (c.termId === null ? [] : [[c.termId, c.slug] as const])));
  const tags = new Set<string>();
  const now = options.now ?? new Date();
  const bar = progress(posts);

  const fail = (line: string) => {
    summary.articles.failed += 1;
    bar.counts.failed += 1;
    summary.failures.push(line);
    bar.say(`failed: ${line}`);
  };

  for await (const item of exportItems(options.file)) {
    if (item.kind === 'item' && item.type !== 'post') continue;
    bar.counts.done += 1;
    if (item.kind === 'broken') {
      fail(`item ${item.position} (line ${item.line}): ${item.message}`);
      bar.update();
      continue;
    }
    const decision = planPost(item, now, categorySlugsById);
    if (decision.kind === 'skip') {
      count(summary.skipped, decision.reason);
      bar.counts.skipped += 1;
    } else if (decision.kind === 'fail') {
      fail(`${label(item)}: ${decision.reason}`);
    } else {
      const { plan } = decision;
      try {
        const outcome = await withRetries(() => importPost(directory, plan));
        summary.comments.created += outcome.comments;
        summary.comments.alreadyThere += outcome.commentsThere;
        for (const [reason, n] of Object.entries(plan.commentsLeftOut)) count(summary.comments.leftOut, reason, n);
        summary.notes.push(...outcome.notes.map((note) => `${label(item)}: ${note}`));
        if (outcome.created) {
          const a = summary.articles;
          a.created += 1;
          bar.counts.imported += 1;
          if (plan.status === 'published') a.published += 1;
          if (plan.scheduled) a.scheduled += 1;
          if (plan.status === 'draft') a.drafts += 1;
          if (plan.status === 'review') a.review += 1;
          for (const tag of plan.tags) tags.add(tag.toLowerCase());
        } else {
          summary.articles.alreadyThere += 1;
          bar.counts.skipped += 1;
        }
      } catch (error) {
        fail(`${label(item)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    bar.update();
  }
  bar.finish();

  summary.categories = { created: categories.outcome.created, existing: categories.outcome.existing };
  summary.notes.push(...categories.outcome.notes);
  summary.tags = tags.size;
  summary.images = { uploaded: media.outcome.uploaded, reused: media.outcome.reused, missing: media.outcome.missing.size };
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
