import type { Context } from 'koa';
import { publicArticleFilter } from '../../../bulletin/access';
import { tableOf } from '../../../bulletin/lookup';

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
      articles.count({} as never),
      strapi.db.connection(table).sum({ total: viewsColumn }).first(),
      strapi.db.query('plugin::users-permissions.user').count({}),
      articles.count({ filters: { ...published, publishDate: { $gte: startOfDay.toISOString(), $lte: new Date().toISOString() } } } as never),
      articles.count({ filters: { ...published, breaking: true } } as never),
      articles.count({ filters: { ...published, featured: true } } as never),
      strapi.documents('api::category.category').count({} as never),
    ]);
    ctx.body = {
      data: {
        totalArticles,
        totalViews: Number((viewsRow as { total?: unknown } | undefined)?.total ?? 0),
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
