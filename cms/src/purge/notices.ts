import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER, signPurgeNotice, type PurgeChange } from '@bulletin/contract';
import type { PurgeConfig } from '../../config/purge';
import { isRecord } from '../requests/input';

/**
 * Purge notices: Strapi tells the adapters' read cache what a committed write made stale
 * (docs/decisions/0008-purge-notices-from-strapi.md).
 *
 * - A notice is `POST PURGE_URL {"changes":[...]}` with `X-Bulletin-Timestamp` (ms) and `X-Bulletin-Signature`
 *   (hex HMAC-SHA256 over "<timestamp>.<body>" keyed with PURGE_SECRET). Nothing is sent without a secret.
 * - It leaves only after the commit: `public-writes.ts` hands changes over in the transaction's commit callback
 *   (or at once when the write ran without a transaction, i.e. auto-committed).
 * - Within a scope (an HTTP request, or a document-service call made outside one) the changes are collected and
 *   sent as one notice when the scope ends, before Strapi answers: the caller (the adapters' write route) gets
 *   its answer only once the cache is purged. Outside any scope (the schedule timer, a commit callback that runs
 *   after its scope ended) they are sent at once.
 * - A notice waits at most PURGE_TIMEOUT_MS; a failure is one log line (no secret) and never fails the write.
 */
/** A change Strapi reports (the contract's shape; "all" is the adapters' own, after a lost connection). */
export type Change = Exclude<PurgeChange, { type: 'all' }>;

type Scope = { changes: Map<string, Change>; closed: boolean };

const scopes = new AsyncLocalStorage<Scope>();
let settings: PurgeConfig | null = null;
let log: Core.Strapi['log'] | null = null;

/** At bootstrap: read the settings; without a secret, say once that no notice will be sent. */
export function startPurgeNotices(strapi: Core.Strapi): void {
  settings = strapi.config.get<PurgeConfig>('purge');
  log = strapi.log;
  if (!settings.secret) {
    strapi.log.warn('[purge] PURGE_SECRET is not set: no purge notices are sent; cached public answers go stale only when they expire');
  }
}

function keyOf(change: Change): string {
  return change.type === 'comment' ? `comment:${change.articleId}` : `${change.type}:${change.id}`;
}

/** One entry per thing; an article's categories are merged (before and after of several writes). */
function add(into: Map<string, Change>, change: Change): void {
  const key = keyOf(change);
  const known = into.get(key);
  if (known?.type === 'article' && change.type === 'article') {
    into.set(key, { ...change, categoryIds: [...new Set([...known.categoryIds, ...change.categoryIds])] });
  } else {
    into.set(key, change);
  }
}

/** Merges a list of changes (before and after of one write) into one list, one entry per thing. */
export function mergeChanges(changes: Change[]): Change[] {
  const merged = new Map<string, Change>();
  for (const change of changes) add(merged, change);
  return [...merged.values()];
}

async function send(changes: Change[]): Promise<void> {
  const config = settings;
  if (!config?.secret || changes.length === 0) return;
  const body = JSON.stringify({ changes });
  const timestamp = String(Date.now());
  const where = (() => {
    const url = new URL(config.url);
    return `${url.origin}${url.pathname}`;
  })();
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PURGE_TIMESTAMP_HEADER]: timestamp,
        [PURGE_SIGNATURE_HEADER]: signPurgeNotice(createHmac, config.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    await res.arrayBuffer();
    if (!res.ok) log?.warn(`[purge] ${where} answered ${res.status} to a notice of ${changes.length} change(s)`);
  } catch (error) {
    const failure = isRecord(error) ? error : {};
    const reason = failure.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : String(failure.message ?? error);
    log?.warn(`[purge] notice of ${changes.length} change(s) to ${where} failed: ${reason}`);
  }
}

/**
 * Hands over changes of a committed write: into the current scope (sent when it ends), or straight out.
 * The promise settles when the notice has been sent (at once: no later than PURGE_TIMEOUT_MS), or immediately
 * when the scope will send it.
 */
export function deliver(changes: Change[]): Promise<void> {
  if (!settings?.secret || changes.length === 0) return Promise.resolve();
  const scope = scopes.getStore();
  if (scope && !scope.closed) {
    for (const change of changes) add(scope.changes, change);
    return Promise.resolve();
  }
  return send(mergeChanges(changes));
}

/**
 * Runs `work` in a notice scope and sends what its committed writes changed, as one notice, before returning
 * (also when `work` throws: what was committed stays committed). Inside another scope it just runs `work`.
 */
export async function withNoticeScope<T>(work: () => Promise<T>): Promise<T> {
  const current = scopes.getStore();
  if (current && !current.closed) return work();
  const scope: Scope = { changes: new Map(), closed: false };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.closed = true;
    await send([...scope.changes.values()]);
  }
}
