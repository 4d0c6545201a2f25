import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { PUBLISHED, type StatusFilter } from '@bulletin/contract';
import { tableOf } from '../db/tables';
import { roleOf } from './roles';
import { isStaffCaller, type Caller } from './caller';
import { creditedTo } from './credits';

/**
 * What a caller may see: "the public sees only published" (docs/decisions/0002-editorial-status.md) as a query
 * filter (`publicArticleFilter`), as a raw SQL condition (`wherePublic`, derived from the filter) and as a
 * predicate (`isPubliclyVisible`), and what staff may list or open. All three agree: an article is public when
 * its status is published and its publish date is set and has come; a missing publish date is never due (SQL's
 * `NULL <= now` is not true). Pinned by tests/unit/cms/access/visibility.test.ts.
 */
export type StatusParam = StatusFilter;

export function publicArticleFilter(now = new Date()) {
  return { editorialStatus: { $eq: PUBLISHED }, publishDate: { $lte: now.toISOString() } };
}

/** The public rule as a predicate over one article's stored facts (same answer as the filter's query). */
export function isPubliclyVisible(
  article: { editorialStatus?: string | null; publishDate?: string | Date | null },
  now = new Date(),
): boolean {
  const rule = publicArticleFilter(now);
  if (article.editorialStatus !== rule.editorialStatus.$eq || article.publishDate == null) return false;
  const due = new Date(article.publishDate).getTime();
  return !Number.isNaN(due) && due <= new Date(rule.publishDate.$lte).getTime();
}

/** The part of a knex query the rule needs. */
interface Where {
  where(column: string, value: unknown): this;
  andWhere(column: string, op: string, value: unknown): this;
}

/**
 * The public rule on a raw query of the article table (`alias`: the table's name or alias in the query), from
 * `publicArticleFilter`. Dates are stored as PostgreSQL `timestamp` (UTC) and as SQLite epoch milliseconds.
 */
export function wherePublic<Q extends Where>(strapi: Core.Strapi, query: Q, alias: string, now = new Date()): Q {
  const rule = publicArticleFilter(now);
  const { column } = tableOf(strapi, 'api::article.article');
  return query
    .where(`${alias}.${column('editorialStatus')}`, rule.editorialStatus.$eq)
    .andWhere(`${alias}.${column('publishDate')}`, '<=', publicDueTime(strapi, now));
}

/**
 * The public rule's due time (`publishDate <= …`) as the database stores dates: PostgreSQL `timestamp` (UTC),
 * SQLite epoch milliseconds. For raw SQL over publish dates (`wherePublic`, the category order and counts).
 */
export function publicDueTime(strapi: Core.Strapi, now = new Date()): string | number {
  const due = publicArticleFilter(now).publishDate.$lte;
  return strapi.db.dialect.client === 'postgres' ? due : new Date(due).getTime();
}

/**
 * The one filter that decides which articles a caller may list. Without a status everybody, staff included,
 * sees published articles whose publish date has come. Staff may ask for a status or `all`; a reporter then
 * sees the published, due articles plus their own — those crediting them, as author or co-author (access/credits.ts) —
 * (their scheduled ones included, never another's).
 */
export function visibilityFilter(caller: Caller, status: StatusParam | undefined, now = new Date()) {
  if (!status) return publicArticleFilter(now);
  if (!isStaffCaller(caller)) {
    if (status === PUBLISHED) return publicArticleFilter(now);
    throw new errors.ForbiddenError('Only newsroom staff can list unpublished articles');
  }
  const own = creditedTo(caller?.id);
  if (roleOf(caller) === 'reporter') {
    // What the public sees, and their own articles: another's scheduled (published, not yet due) one stays hidden.
    if (status === 'all') return { $or: [publicArticleFilter(now), own] };
    if (status === PUBLISHED) return { $or: [publicArticleFilter(now), { $and: [{ editorialStatus: { $eq: PUBLISHED } }, own] }] };
    return { $and: [{ editorialStatus: { $eq: status } }, own] };
  }
  return status === 'all' ? {} : { editorialStatus: { $eq: status } };
}

/**
 * Which single articles this caller may open (by id or slug, and so comment on, like, edit or delete):
 * the list's rule for `status=all`. The public and users: published and due; a reporter: published and due, plus
 * their own; editors and admins: every article. Anything else is a 404, as if it did not exist.
 */
export function readableArticleFilter(caller: Caller, now = new Date()) {
  return isStaffCaller(caller) ? visibilityFilter(caller, 'all', now) : publicArticleFilter(now);
}
