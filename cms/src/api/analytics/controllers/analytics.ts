import type { Context } from 'koa';
import { publicArticleFilter } from '../../../access/visibility';
import { tableOf } from '../../../db/tables';
import { queryOf } from '../../../db/queries';

/** Newsroom dashboard figures. Counts run in parallel; views are summed in the database. */
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
};
