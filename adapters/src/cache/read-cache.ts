import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { NO_STORE } from '../middleware/cache-control.js';
import { createAnswerStore, type StoredAnswer } from './answer-store.js';
import { API, rememberRoutes } from './cache-route.js';
import { encodings } from './encode.js';
import { createFiller, type FilledAnswer } from './fill.js';
import { sendAnswer } from './send-answer.js';
import { ALL, dropsAnswer, tagsForAnswer, tagsForChange, tagsForFeed, tagsForPage } from './tags.js';
import type { PurgeChange as Change } from '@bulletin/contract';
import { log, requestIdHeader } from '../middleware/request-log.js';
import { ERROR_MESSAGES } from '@bulletin/contract';

export type ReadCacheOptions = {
  /** Bytes of answers kept (all encodings counted); 0 turns the cache off. */
  maxBytes: number;
  /** An answer younger than this is served as it is. */
  freshMs: number;
  /** After that, for this long it is still served while one refresh runs in the background. */
  staleMs: number;
  /** While the content service does not answer (a 5xx, or no answer within STALE_IF_ERROR_WAIT_MS), a kept answer
   * younger than this is served instead (`STALE-IF-ERROR`); 0: never. */
  staleIfErrorMs?: number;
  /** Whether reader pages are rendered on the server (adapters/src/pages) and so may be kept. */
  pages?: boolean;
  /** The frontend build now served (e.g. index.html's mtime): a page rendered with another is not served. */
  currentBuild?: () => string;
  /** Whether a bearer token is a plain reader's (cache/reader-roles.ts); without it, token requests skip the cache. */
  isPlainReader?: (token: string) => Promise<boolean>;
};

/** No header of a stored answer replaced (an anonymous reader's request). */
const NO_OVERRIDES: Record<string, string> = Object.freeze({}) as Record<string, string>;

type Fill = { startedAt: number; done: Promise<StoredAnswer> };

/** The tags of a JSON API answer (null: not JSON, or not an address the cache can purge). */
function apiTags(apiPath: string, body: Buffer): string[] | null {
  try {
    return tagsForAnswer(apiPath, JSON.parse(body.toString('utf8')));
  } catch {
    return null;
  }
}

/** A reader page is kept only as the HTML the renderer made (not a fallback file or an error page). */
function pageTags(filled: FilledAnswer, path: string): string[] | null {
  return /^text\/html\b/.test(filled.headers['content-type'] ?? '') && filled.headers['x-bulletin-page'] === 'rendered' ? tagsForPage(path) : null;
}

/**
 * How long a reader waits for a refresh when a kept answer could stand in for it: after this the kept answer is
 * served (the refresh goes on and keeps its answer), so a content service that hangs holds nobody for long.
 */
export const STALE_IF_ERROR_WAIT_MS = 5000;

/** Answers that say the address names nothing any more. */
const GONE = new Set([404, 410]);

/** One answer never takes more than this share of the store. */
const MAX_SHARE = 8;

/**
 * The public read cache, in front of the Express app (docs/product.md#freshness; docs/decisions/0007-read-cache.md). A GET that any
 * reader would be answered the same way (`apiCacheScope` says public) is served from memory; many readers
 * missing the same answer at once share one fill; an answer past `freshMs` is served once more while it is
 * refreshed. `purge(changes)` supersedes exactly the answers a write made stale (kept only to stand in while the
 * content service is away; an article's own answers and page are dropped); a fill that was already running
 * when its answer's tags were purged is answered but not kept, so an old answer cannot come back.
 */
export async function createReadCache(app: RequestListener, options: ReadCacheOptions) {
  const store = createAnswerStore(options.maxBytes);
  const filler = await createFiller(app);
  const fills = new Map<string, Fill>();
  /** A clock of purges: each purge's number, and the last number that purged each tag. */
  let purges = 0;
  const purgedAt = new Map<string, number>();

  function wasPurgedSince(tags: string[], since: number): boolean {
    return (purgedAt.get(ALL) ?? 0) > since || tags.some((tag) => (purgedAt.get(tag) ?? 0) > since);
  }

  async function toAnswer(filled: FilledAnswer, path: string, startedAt: number, key: string, build: string): Promise<StoredAnswer> {
    const answer: StoredAnswer = {
      status: filled.status,
      headers: filled.headers,
      body: filled.body,
      gzip: null,
      br: null,
      etag: filled.headers.etag ?? '',
      tags: [],
      storedAt: Date.now(),
    };
    // Public answers, and reader pages (`no-cache`: browsers revalidate them with the ETag, answered here).
    const shared = /^public\b/.test(filled.headers['cache-control'] ?? '') || (!path.startsWith(`${API}/`) && filled.headers['cache-control'] === 'no-cache');
    // What is gone (a 404 or 410: unpublished, deleted) takes its kept answer with it; a refresh that fails
    // otherwise (a 5xx: Strapi down) leaves the kept answer for the rest of its stale time.
    if (GONE.has(filled.status)) store.delete(key);
    if (filled.status !== 200 || !shared) return answer;
    const tags = path.startsWith(`${API}/`) ? apiTags(path.slice(API.length), filled.body) : (tagsForFeed(path) ?? pageTags(filled, path));
    if (!tags) return answer;
    if (tags.includes('pages')) answer.build = build;
    Object.assign(answer, await encodings(filled.body), { tags });
    if (!wasPurgedSince(tags, startedAt) && answer.body.length * MAX_SHARE <= options.maxBytes) store.set(key, answer);
    return answer;
  }

  function startFill(key: string, req: IncomingMessage, path: string): Fill {
    const startedAt = purges;
    const build = options.currentBuild?.() ?? '';
    // The fill asks for the key itself (the normalised address), so what is kept under it is what it names.
    const done = filler
      .fill(key, req.headers)
      .then((filled) => toAnswer(filled, path, startedAt, key, build))
      .finally(() => {
        if (fills.get(key) === fill) fills.delete(key);
        // With no fill running, no answer can predate a purge: the purge clock's memory can go.
        if (fills.size === 0) purgedAt.clear();
      });
    const fill: Fill = { startedAt, done };
    fills.set(key, fill);
    return fill;
  }

  /** The running fill of this key, unless a purge came after it began (its answer may be from before it). */
  function currentFill(key: string, req: IncomingMessage, path: string): { fill: Fill; shared: boolean } {
    const running = fills.get(key);
    if (running && running.startedAt === purges) return { fill: running, shared: true };
    return { fill: startFill(key, req, path), shared: false };
  }

  /** Answers from memory (HIT, STALE) or through one shared fill (MISS, SHARED). */
  function answer(req: IncomingMessage, res: ServerResponse, key: string, path: string, overrides: Record<string, string>): void {
    let stored = store.get(key);
    // A page rendered with an earlier frontend build names assets that may be gone: render it again.
    if (stored?.build !== undefined && stored.build !== (options.currentBuild?.() ?? '')) stored = undefined;
    const age = stored ? Date.now() - stored.storedAt : Infinity;
    // A superseded answer (a write made it stale) is asked for afresh; it may only stand in below.
    const current = stored?.superseded ? undefined : stored;
    if (current && age < options.freshMs) return sendAnswer(req, res, current, 'HIT', overrides);
    if (current && age < options.freshMs + options.staleMs) {
      sendAnswer(req, res, current, 'STALE', overrides);
      currentFill(key, req, path).fill.done.catch(() => undefined);
      return;
    }
    // Stale-if-error (docs/product.md#when-the-cms-is-away): a kept answer past its stale time, or superseded by a
    // write, stands in for a refresh that fails or does not come within STALE_IF_ERROR_WAIT_MS.
    const fallback = stored && age < (options.staleIfErrorMs ?? 0) ? stored : undefined;
    const { fill, shared } = currentFill(key, req, path);
    let waited: ReturnType<typeof setTimeout> | undefined;
    const standIn = () => {
      clearTimeout(waited);
      if (res.headersSent || res.destroyed) return false;
      sendAnswer(req, res, fallback!, 'STALE-IF-ERROR', overrides);
      return true;
    };
    if (fallback) waited = setTimeout(standIn, STALE_IF_ERROR_WAIT_MS);
    fill.done.then(
      (filled) => {
        clearTimeout(waited);
        if (res.headersSent || res.destroyed) return;
        if (fallback && filled.status >= 500) standIn();
        else sendAnswer(req, res, filled, shared ? 'SHARED' : 'MISS', overrides);
      },
      (error: unknown) => {
        log.error({ err: error }, 'read cache fill failed');
        if (fallback && standIn()) return;
        if (!res.headersSent) {
          res.writeHead(502, ['content-type', 'application/json; charset=utf-8', 'cache-control', NO_STORE, ...requestIdHeader()]);
          res.end(JSON.stringify({ success: false, message: ERROR_MESSAGES.contentServiceFailed }));
        }
      },
    );
  }

  const routeOf = rememberRoutes(options.pages ?? false);

  /** True when the request is answered here; false hands it to the Express app. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const route = routeOf(req.url ?? '/');
    if (!route) return false;
    const authorization = req.headers.authorization;
    if (route.forEveryone || authorization === undefined) {
      answer(req, res, route.key, route.pathname, NO_OVERRIDES);
      return true;
    }
    // A signed-in plain reader shares the anonymous answer, kept private in their browser.
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token || !options.isPlainReader || !route.sharedWithReaders) return false;
    options.isPlainReader(token).then(
      (plain) => (plain ? answer(req, res, route.key, route.pathname, { 'cache-control': NO_STORE }) : app(req, res)),
      () => app(req, res),
    );
    return true;
  }

  return {
    serve,
    purge(changes: Change[]): void {
      purges += 1;
      const tags = new Set(changes.flatMap(tagsForChange));
      if (fills.size > 0) for (const tag of tags) purgedAt.set(tag, purges);
      store.purge(tags, dropsAnswer);
    },
    stats: () => ({ entries: store.size, bytes: store.bytes, fills: fills.size }),
    close: () => filler.close(),
  };
}

export type ReadCache = Awaited<ReturnType<typeof createReadCache>>;
