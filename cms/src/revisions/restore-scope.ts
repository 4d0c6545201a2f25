import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A restore of an article revision in progress (POST /articles/:id/revisions/:revisionId/restore): the article's
 * update runs inside `withRestore`, so the write's lifecycles know it is one — the audit log records
 * `article.restore` instead of an edit or a status change, and the new revision notes which one it restored.
 */
const scope = new AsyncLocalStorage<{ revisionId: string }>();

export function withRestore<T>(revisionId: string, work: () => Promise<T>): Promise<T> {
  return scope.run({ revisionId }, work);
}

/** The revision being restored by the current write, or null. */
export function restoringRevision(): string | null {
  return scope.getStore()?.revisionId ?? null;
}
