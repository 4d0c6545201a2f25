import type { Core } from '@strapi/strapi';
import { ensureRoles } from './bulletin/roles-setup';
import { ensureUniqueIndexes } from './bulletin/db-constraints';
import { ensureReadPathIndexes } from './bulletin/db-indexes';
import { ensureSearchIndex } from './bulletin/search-index';
import { ensureCategoryCounts } from './bulletin/category-counts';
import { ensureCategoryOrder } from './bulletin/category-order';
import { ensureSitemapStamp } from './bulletin/sitemap-files';
import { ensureAdminAccount } from './bulletin/admin-account';
import { seedDemoContent } from './bulletin/seed';
import { sweepExpired } from './bulletin/revocation';
import { startViewCounter, stopViewCounter } from './bulletin/view-counter';
import { startPurgeNotices } from './bulletin/purge-notices';
import { watchPublicWrites } from './bulletin/purge-watch';
import { auditWritesSettled, watchAuditedWrites } from './bulletin/audit';
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
    await ensureSitemapStamp(strapi);
    await ensureSignInLimits(strapi);
    // A command-line task on the site's database (`npm run import`, BULLETIN_TASK) prepares what it writes
    // through (schema, roles, indexes) but not the site's first start: no admin account, no demo content.
    if (!process.env.BULLETIN_TASK) {
      await ensureAdminAccount(strapi, roles.admin);
      await seedDemoContent(strapi, roles.reporter);
    }
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

  /** Graceful shutdown (SIGTERM, Ctrl-C): the schedule watch stops; pending view counts and audit entries are written before the database closes. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopScheduleWatch();
    await stopViewCounter(strapi);
    // Audit entries of writes already committed are stored before the database closes.
    await auditWritesSettled();
  },
};
