import type { Context } from 'koa';
import { publicArticleFilter } from '../../../access/visibility';
import { tableOf } from '../../../db/tables';
import { queryOf } from '../../../db/queries';
import { PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER, storedViewBatchSchema } from '@bulletin/contract';
import type { PurgeConfig } from '../../../../config/purge';
import { isSignedBatch } from '../../../analytics/signed-batch';
import { storeViews } from '../../../analytics/store-views';

/** Newsroom dashboard figures (counts run in parallel; views are summed in the database), and page views stored. */
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

  /** A signed batch of counted views from the adapters (docs/decisions/0028-analytics-storage.md): 204 once stored. */
  async storeViews(ctx: Context) {
    const { secret } = strapi.config.get<PurgeConfig>('purge');
    const body = JSON.stringify(ctx.request.body ?? null);
    if (!isSignedBatch(secret, ctx.get(PURGE_TIMESTAMP_HEADER) || undefined, ctx.get(PURGE_SIGNATURE_HEADER) || undefined, body)) {
      return ctx.unauthorized('Not a signed batch of views');
    }
    const parsed = storedViewBatchSchema.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Not a batch of views');
    await storeViews(strapi.db.connection, parsed.data.views);
    ctx.status = 204;
  },
};
