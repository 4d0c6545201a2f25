import type { Context } from 'koa';
import { publicArticleFilter } from '../../../access/visibility';
import { tableOf } from '../../../db/tables';
import { queryOf } from '../../../db/queries';
import { PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER, analyticsRangeParamsSchema, storedViewBatchSchema } from '@bulletin/contract';
import { errors } from '@strapi/utils';
import { signedIn } from '../../../access/caller';
import { articleFiguresOf, exportOf, overviewOf, realtimeOf, type Ask } from '../../../analytics/figures';
import type { NewsroomConfig } from '../../../../config/newsroom';
import type { PurgeConfig } from '../../../../config/purge';
import { isSignedBatch } from '../../../analytics/signed-batch';
import { storeViews } from '../../../analytics/store-views';
import { periodsFor } from '../../../analytics/periods';

/**
 * What the newsroom's page-view figures are asked for: the caller (staff: the role matrix lets no one else here) and
 * the range (a bad one is a 400), in the newsroom's time zone (config/newsroom.ts).
 */
function askOf(ctx: Context): Ask {
  const parsed = analyticsRangeParamsSchema.safeParse(ctx.query);
  if (!parsed.success) throw new errors.ValidationError(parsed.error.issues[0]?.message ?? 'Invalid range');
  return { user: signedIn(ctx.state.user), range: parsed.data.range, timeZone: strapi.config.get<NewsroomConfig>('newsroom').timeZone };
}

/**
 * Newsroom dashboard figures (counts run in parallel; views are summed in the database), page views stored, and the
 * page-view figures (docs/decisions/0029-analytics-read.md).
 */
export default {
  async dashboard(ctx: Context) {
    const articles = strapi.documents('api::article.article');
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const published = publicArticleFilter();
    const { table, column } = tableOf(strapi, 'api::article.article');
    const viewsColumn = column('views');

    const [totalArticles, viewsRow, totalUsers, publishedToday, breakingNews, featuredArticles, totalCategories] = await Promise.all([
      articles.count({}),
      strapi.db.connection(table).sum({ total: viewsColumn }).first(),
      queryOf(strapi, 'plugin::users-permissions.user').count({}),
      articles.count({ filters: { ...published, publishDate: { $gte: startOfDay.toISOString(), $lte: new Date().toISOString() } } }),
      articles.count({ filters: { ...published, breaking: true } }),
      articles.count({ filters: { ...published, featured: true } }),
      strapi.documents('api::category.category').count({}),
    ]);
    ctx.body = {
      data: {
        totalArticles,
        totalViews: Number(viewsRow?.total ?? 0),
        totalUsers,
        publishedToday,
        breakingNews,
        featuredArticles,
        totalCategories,
      },
      meta: {},
    };
  },

  async overview(ctx: Context) {
    ctx.body = { data: await overviewOf(strapi, askOf(ctx)), meta: {} };
  },

  async article(ctx: Context) {
    ctx.body = { data: await articleFiguresOf(strapi, String(ctx.params.id ?? ''), askOf(ctx)), meta: {} };
  },

  async realtime(ctx: Context) {
    ctx.body = { data: await realtimeOf(strapi, signedIn(ctx.state.user)), meta: {} };
  },

  async export(ctx: Context) {
    ctx.body = { data: await exportOf(strapi, askOf(ctx)), meta: {} };
  },

  /** A signed batch of counted views from the adapters (docs/decisions/0028-analytics-storage.md): 204 once stored. */
  async storeViews(ctx: Context) {
    const { secret } = strapi.config.get<PurgeConfig>('purge');
    const body = JSON.stringify(ctx.request.body ?? null);
    if (!isSignedBatch(secret, ctx.get(PURGE_TIMESTAMP_HEADER) || undefined, ctx.get(PURGE_SIGNATURE_HEADER) || undefined, body)) {
      return ctx.unauthorized('Not a signed batch of views');
    }
    const parsed = storedViewBatchSchema.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Not a batch of views');
    await storeViews(strapi.db.connection, parsed.data.views, periodsFor(strapi.config.get<NewsroomConfig>('newsroom').timeZone));
    ctx.status = 204;
  },
};
