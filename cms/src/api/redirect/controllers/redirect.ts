import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { publicArticleFilter } from '../../../access/visibility';
import { documentsOf } from '../../../db/documents';
import { rowId } from '../../../db/ids';

/**
 * `GET /api/redirects/wordpress?p=<post id>` or `?slug=<WordPress slug>` → `{ data: { slug } }`: the slug of the
 * article an imported WordPress post became, when the public may read it (the same visibility rule as every
 * public read: published and due). Anything else is a 404, so an old link never reveals a draft.
 * A slug is looked up as WordPress had it (`wordpressSlug`, kept by the import), then as an article slug.
 */
const UID = 'api::article.article';

async function slugWhere(filters: object): Promise<string | null> {
  const doc = await documentsOf(strapi, UID).findFirst<{ slug: string }>({
    filters: { $and: [filters, publicArticleFilter()] },
    fields: ['slug'],
  });
  return doc?.slug ?? null;
}

export default {
  async wordpress(ctx: Context) {
    const { p, slug } = ctx.query as Record<string, unknown>;
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
