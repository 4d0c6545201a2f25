import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { publicArticleFilter } from '../../../access/visibility';
import { rowId } from '../../../db/ids';
import type { Filters } from '../../../db/documents';

/**
 * `GET /api/redirects/wordpress?p=<post id>` or `?slug=<WordPress slug>` → `{ data: { slug } }`: the slug of the
 * article an imported WordPress post became, when the public may read it (the same visibility rule as every
 * public read: published and due). Anything else is a 404, so an old link never reveals a draft.
 * A slug is looked up as WordPress had it (`wordpressSlug`, kept by the import), then as an article slug.
 */
const UID = 'api::article.article';

async function slugWhere(filters: Filters<typeof UID>): Promise<string | null> {
  const doc = await strapi.documents(UID).findFirst({
    filters: { $and: [filters, publicArticleFilter()] },
    fields: ['slug'],
  });
  return doc?.slug ?? null;
}

export default {
  async wordpress(ctx: Context) {
    const { p, slug }: Record<string, unknown> = ctx.query;
    let found: string | null = null;
    if (p !== undefined) {
      const id = rowId(p);
      if (id) found = await slugWhere({ wordpressId: { $eq: id } });
    } else if (typeof slug === 'string' && slug !== '' && slug.length <= 400) {
      const wanted = slug.normalize('NFC').toLowerCase();
      found = (await slugWhere({ wordpressSlug: { $eq: wanted } })) ?? (await slugWhere({ slug: { $eq: wanted } }));
    }
    if (!found) throw new errors.NotFoundError('Article not found');
    ctx.body = { data: { slug: found }, meta: {} };
  },
};
