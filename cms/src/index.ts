import type { Core } from '@strapi/strapi';
import { ensureRoles } from './access/roles-setup';
import { ensureUniqueIndexes } from './db/unique-indexes';
import { ensureReadPathIndexes } from './db/read-path-indexes';
import { ensureSearchIndex } from './articles/search';
import { ensureArticleLanguages } from './articles/translations';
import { ensureCategoryCounts } from './categories/counts';
import { ensureCategoryOrder } from './categories/order';
import { ensureSitemapStamp } from './articles/sitemap-files';
import { ensureAdminAccount } from './seed/admin-account';
import { seedDemoContent } from './seed/demo-seed';
import { sweepExpired } from './accounts/token-revocation';
import { startViewCounter, stopViewCounter } from './articles/view-counter';
import { startPurgeNotices } from './purge/notices';
import { watchPublicWrites } from './purge/public-writes';
import { auditWritesSettled, watchAuditedWrites } from './audit/audit-log';
import { watchArticleRevisions } from './revisions/snapshots';
import { onArticlesDue, startScheduleWatch, stopScheduleWatch } from './purge/schedule-watch';
import { ensureMailQueue } from './mail/queue';
import { startMailSender, stopMailSender } from './mail/sender';
import { ALERT_KIND, composeAlerts, ensureBreakingAlerts, scanForDueAlerts, startAlertScan, stopAlertScan, watchBreakingAlerts } from './newsletter/breaking-alerts';
import { composeDigests, DIGEST_KIND, ensureDigests, startDigestSchedule, stopDigestSchedule } from './newsletter/daily-digest';
import { watchDbTime } from './db/request-time';
import { backfillAuthorSlugs, watchAuthorSlugs } from './authors/author-slug';
import { ensureLimitCounters } from './requests/counters';
import { emptyOldTombstones } from './live/writes';
import { removePartialFiles } from './media/partial-files';
import { ensureUprightUploads } from './media/upright-uploads';
import { ensureAnalyticsTables } from './analytics/tables';
import type { NewsroomConfig } from '../config/newsroom';
import { recountViews } from './analytics/rebuild';
import { periodsFor } from './analytics/periods';
import { startAnalyticsRetention, stopAnalyticsRetention } from './analytics/retention';

export default {
  register() {},

  /** Idempotent start-up: roles and permissions, database constraints, the admin account, demo content. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Each request's database time, for its log line and Server-Timing (db/request-time.ts).
    watchDbTime(strapi);
    // An upload the disk could not hold leaves no part of it behind (media/partial-files.ts).
    removePartialFiles(strapi);
    await ensureUprightUploads(strapi);
    const roles = await ensureRoles(strapi);
    await ensureUniqueIndexes(strapi);
    // Before the indexes, search and category bookkeeping that read an article's language.
    await ensureArticleLanguages(strapi);
    await ensureReadPathIndexes(strapi);
    await ensureSearchIndex(strapi);
    await ensureCategoryOrder(strapi);
    await ensureCategoryCounts(strapi);
    await ensureSitemapStamp(strapi);
    await ensureLimitCounters(strapi);
    await ensureMailQueue(strapi);
    await ensureBreakingAlerts(strapi);
    await ensureDigests(strapi);
    // Counting tables new to this database: counted from the raw rows kept (analytics/rebuild.ts).
    if (await ensureAnalyticsTables(strapi)) await recountViews(strapi.db.connection, periodsFor(strapi.config.get<NewsroomConfig>('newsroom').timeZone));
    await emptyOldTombstones(strapi);
    // Every account has its author page's slug, given when it is created (authors/author-slug.ts).
    watchAuthorSlugs(strapi);
    await backfillAuthorSlugs(strapi);
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
    // From here on every newsroom write is recorded in the audit log (audit/audit-log.ts).
    watchAuditedWrites(strapi);
    // From here on every article create and update stores a revision (revisions/snapshots.ts).
    watchArticleRevisions(strapi);
    // From here on a breaking article becoming public by a write queues its alerts (newsletter/breaking-alerts.ts).
    watchBreakingAlerts(strapi);
    startScheduleWatch(strapi);
    // The site's processes send the delivery queue, look for breaking articles that came due without a write and
    // queue the day's digest at its hour;
    // a command-line task only queues (docs/decisions/0027-mail-queue.md).
    if (!process.env.BULLETIN_TASK) {
      onArticlesDue(() => void scanForDueAlerts(strapi));
      startAlertScan(strapi);
      startDigestSchedule(strapi);
      startMailSender(strapi, { [ALERT_KIND]: composeAlerts, [DIGEST_KIND]: composeDigests });
      // Raw page views past their retention go, at start and hourly (analytics/retention.ts).
      startAnalyticsRetention(strapi);
    }
  },

  /**
   * Graceful shutdown (SIGTERM, Ctrl-C): the schedule watch, the alert scan and the digest schedule stop; the mail
   * sender records the message in hand and gives back its other claimed rows; pending view counts and audit entries
   * are written before the database closes.
   */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopScheduleWatch();
    await stopAlertScan();
    await stopDigestSchedule();
    await stopMailSender();
    await stopAnalyticsRetention();
    await stopViewCounter(strapi);
    // Audit entries of writes already committed are stored before the database closes.
    await auditWritesSettled();
  },
};
