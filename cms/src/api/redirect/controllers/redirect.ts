import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { ERROR_MESSAGES, parsePublishDate } from '@bulletin/contract';
import { isPubliclyVisible } from '../../../access/visibility';
import { rowId } from '../../../db/ids';
import type { Filters } from '../../../db/documents';

/**
 * `GET /api/redirects/wordpress?p=<post id>` or `?slug=<WordPress slug>&date=YYYY-MM-DD` → `{ data: { slug } }`:
 * the slug of the article an imported WordPress post became, when the public may read it (the same visibility
 * rule as every public read: published and due). Anything else is a 404, so an old link never reveals a draft.
 *
 * A dated address is WordPress's own, `/YYYY/MM/DD/slug/`: it leads to the article whose old address it is, by
 * the slug WordPress had (`wordpressSlug`) and the day in it (`wordpressDate`, the post's local date, both kept by
 * the import); an article imported before the day was kept matches when its publish date lies within a day of it
 * (a local day is within a day of the UTC one). An article's own slug is no old address: an article made here was
 * never on WordPress. When two articles have the same old address, the one that had it first (the older article)
 * keeps it, public or not: an import never points an address that led somewhere elsewhere
 * (docs/decisions/0019-wordpress-import.md).
 */
const UID = 'api::article.article';
const DAY_MS = 86_400_000;

type Target = { slug: string; editorialStatus: string | null; publishDate: string | null };

async function first(filters: Filters<typeof UID>): Promise<Target | null> {
  const doc = await strapi.documents(UID).findFirst({
    filters,
    fields: ['slug', 'editorialStatus', 'publishDate'],
    sort: ['id:asc'],
  });
  return doc ? { slug: String(doc.slug), editorialStatus: doc.editorialStatus ?? null, publishDate: doc.publishDate ? String(doc.publishDate) : null } : null;
}

function dated(slug: string, day: string) {
  const start = new Date(`${day}T00:00:00.000Z`).getTime();
  return {
    wordpressSlug: { $eq: slug },
    $or: [
      { wordpressDate: { $eq: day } },
      {
        wordpressDate: { $null: true },
        publishDate: { $gte: new Date(start - DAY_MS).toISOString(), $lt: new Date(start + 2 * DAY_MS).toISOString() },
      },
    ],
  };
}

export default {
  async wordpress(ctx: Context) {
    const { p, slug, date }: Record<string, unknown> = ctx.query;
    let found: Target | null = null;
    if (p !== undefined) {
      const id = rowId(p);
      if (id) found = await first({ wordpressId: { $eq: id } });
    } else if (typeof slug === 'string' && slug !== '' && slug.length <= 400 && typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && parsePublishDate(date)) {
      found = await first(dated(slug.normalize('NFC').toLowerCase(), date));
    }
    if (!found || !isPubliclyVisible(found)) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
    ctx.body = { data: { slug: found.slug }, meta: {} };
  },
};
