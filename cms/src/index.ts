import type { Core } from '@strapi/strapi';
import { ensureRoles } from './bulletin/roles-setup';
import { ensureUniqueIndexes } from './bulletin/db-constraints';
import { ensureReadPathIndexes } from './bulletin/db-indexes';
import { ensureSearchIndex } from './bulletin/search-index';
import { ensureCategoryCounts } from './bulletin/category-counts';
import { ensureCategoryOrder } from './bulletin/category-order';
import { ensureAdminAccount } from './bulletin/admin-account';
import { seedDemoContent } from './bulletin/seed';
import { sweepExpired } from './bulletin/revocation';
import { startViewCounter, stopViewCounter } from './bulletin/view-counter';
import { startPurgeNotices } from './bulletin/purge-notices';
import { watchPublicWrites } from './bulletin/purge-watch';
import { watchAuditedWrites } from './bulletin/audit';
import { watchArticleRevisions } from './bulletin/revisions';
import { startScheduleWatch, stopScheduleWatch } from './bulletin/schedule-watch';
import { watchDbTime } from './bulletin/db-time';
import { ensureSignInLimits } from './bulletin/sign-in-throttle';

export default {
  register() {},

  /** Idempotent start-up: roles and permissions, database constraints, the admin account, demo content. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Each request's database time, for its log line and Server-Timing (bulletin/db-time.ts).
    watchDbTime(strapi);
    const roles = await ensureRoles(strapi);
    await ensureUniqueIndexes(strapi);
    await ensureReadPathIndexes(strapi);
    await ensureSearchIndex(strapi);
    await ensureCategoryOrder(strapi);
    await ensureCategoryCounts(strapi);
    await ensureSignInLimits(strapi);
    await ensureAdminAccount(strapi, roles.admin);
    await seedDemoContent(strapi, roles.reporter);
    await sweepExpired(strapi);
    setInterval(() => void sweepExpired(strapi).catch(() => undefined), 6 * 3_600_000).unref();
    startViewCounter(strapi);
    // From here on (the demo content above is not announced), public writes and due times send purge notices.
    startPurgeNotices(strapi);
    watchPublicWrites(strapi);
    // From here on every newsroom write is recorded in the audit log (bulletin/audit.ts).
    watchAuditedWrites(strapi);
    // From here on every article create and update stores a revision (bulletin/revisions.ts).
    watchArticleRevisions(strapi);
    startScheduleWatch(strapi);
  },

  /** Graceful shutdown (SIGTERM, Ctrl-C): the schedule watch stops; pending view counts are written before the database closes. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopScheduleWatch();
    await stopViewCounter(strapi);
  },
};
