import type { Context, Next } from 'koa';
import { withNoticeScope } from '../purge/notices';

/**
 * Every request is one notice scope: what its committed writes changed goes to the adapters' cache as one purge
 * notice before Strapi answers (bounded by PURGE_TIMEOUT_MS), so a write's caller never reads stale answers
 * after it. Outermost, so the notice also covers a request that fails after a write was committed.
 */
export default () => async (ctx: Context, next: Next) => {
  void ctx;
  await withNoticeScope(() => next());
};
