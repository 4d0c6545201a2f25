import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ALL_LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  MESSAGES,
  translationExistsMessage,
  type Locale,
} from '@bulletin/contract';
import { withSetupLock } from '../db/setup-lock';
import { tableOf } from '../db/tables';
import { readsOf } from '../db/documents';
import { queryOf } from '../db/queries';
import { readableArticleFilter } from '../access/visibility';
import { isStaffCaller, type Caller } from '../access/caller';
import { fieldError } from '../requests/contract-input';

/**
 * Articles in several languages (docs/decisions/0023-languages.md, docs/product.md#languages). An article has one
 * `language`; a translation is an article of its own (its own id, address, status, schedule, revisions and audit
 * trail) that shares the `translationGroup` of the article it translates. A story has at most one article per
 * language: a unique index on `(translationGroup, language)` holds it under concurrency, and the checks here
 * answer the clear 409 first.
 */
const UID = 'api::article.article';

/** A story of its own: the group a new article starts (a translation takes its original's instead). */
export const newTranslationGroup = (): string => randomUUID();

function names(strapi: Core.Strapi) {
  const { table, column } = tableOf(strapi, UID);
  return { table, language: column('language'), group: column('translationGroup'), documentId: column('documentId') };
}

const UNIQUE_INDEX = (table: string) => `${table}_translation_language_uq`;

/**
 * At bootstrap, before the kept category order and counts (which read the language): articles stored before
 * languages existed are English stories of their own, and the one-article-per-language index.
 */
export async function ensureArticleLanguages(strapi: Core.Strapi): Promise<void> {
  const n = names(strapi);
  await withSetupLock(strapi, async (db) => {
    await db.raw(`UPDATE ${n.table} SET ${n.language} = ? WHERE ${n.language} IS NULL`, [DEFAULT_LOCALE]);
    await db.raw(`UPDATE ${n.table} SET ${n.group} = ${n.documentId} WHERE ${n.group} IS NULL`);
    await db.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${UNIQUE_INDEX(n.table)} ON ${n.table} (${n.group}, ${n.language})`);
  }, [n.table]);
}

/** Whether a failed write broke the one-article-per-language index (two translations into one language at once). */
export function isTranslationClash(strapi: Core.Strapi, err: unknown): boolean {
  const index = UNIQUE_INDEX(names(strapi).table);
  const text = err instanceof Error ? `${err.message} ${(err as { constraint?: string }).constraint ?? ''}` : '';
  const { group, language } = names(strapi);
  return text.includes(index) || (text.includes('UNIQUE constraint failed') && text.includes(group) && text.includes(language));
}

/**
 * `?locale=` of an article list: one language (absent: English); `all` (every language) for newsroom staff only.
 * Anything else is 'Unknown language'.
 */
export function listLocale(value: unknown, caller: Caller): Locale | typeof ALL_LOCALES {
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  if (value === ALL_LOCALES) {
    if (!isStaffCaller(caller)) throw new errors.ForbiddenError(MESSAGES.everyLanguageStaffOnly);
    return ALL_LOCALES;
  }
  if (isLocale(value)) return value;
  throw fieldError('locale', MESSAGES.unknownLanguage);
}

/** An article's language as sent (absent: English); an unknown one is a 400. */
export function writtenLocale(value: unknown): Locale {
  if (value === undefined || value === null || value === '') return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw fieldError('locale', MESSAGES.unknownLanguage);
}

type Conflict = (status: 409, message: string) => never;

/**
 * Whether the story `group` has an article in `locale` other than `exceptId`. Through the query engine: inside an
 * edit's transaction it reads with it (SQLite has one connection).
 */
async function languageTaken(strapi: Core.Strapi, group: string, locale: Locale, exceptId?: number): Promise<boolean> {
  const where = { translationGroup: group, language: locale, ...(exceptId !== undefined ? { id: { $ne: exceptId } } : {}) };
  return Boolean(await queryOf(strapi, UID).findOne({ where, select: ['id'] }));
}

/**
 * A new article's story: its own (a new group), or with `translationOf` the story of that article, which the
 * caller must be able to open (else a 400 on `translationOf`), in another language (409) that the story does not
 * have yet (409).
 */
export async function storyOfNewArticle(
  strapi: Core.Strapi,
  caller: Caller,
  translationOf: unknown,
  locale: Locale,
  conflict: Conflict,
): Promise<{ group: string; original?: { slug: string; locale: Locale } }> {
  if (translationOf === undefined || translationOf === null || translationOf === '') return { group: newTranslationGroup() };
  const notFound = () =>
    fieldError('translationOf', MESSAGES.translationOfNotFound);
  if (typeof translationOf !== 'string') throw notFound();
  const original = await readsOf(strapi, UID).findFirst({
    filters: { $and: [{ documentId: { $eq: translationOf } }, readableArticleFilter(caller)] },
    fields: ['language', 'translationGroup', 'documentId', 'slug'],
  });
  if (!original) throw notFound();
  const originalLocale = isLocale(original.language) ? original.language : DEFAULT_LOCALE;
  if (originalLocale === locale) conflict(409, MESSAGES.translationSameLanguage);
  const group = original.translationGroup ?? original.documentId;
  if (await languageTaken(strapi, group, locale)) conflict(409, translationExistsMessage(locale));
  return { group, original: { slug: original.slug ?? '', locale: originalLocale } };
}

/** An edit that changes an article's language: the story must not have that language yet (409). */
export async function assertLanguageFree(
  strapi: Core.Strapi,
  stored: { id: number; group: string | null | undefined; language: string | null | undefined },
  locale: Locale,
  conflict: Conflict,
): Promise<void> {
  if ((stored.language ?? DEFAULT_LOCALE) === locale || !stored.group) return;
  if (await languageTaken(strapi, stored.group, locale, stored.id)) conflict(409, translationExistsMessage(locale));
}

export type TranslationLink = { locale: Locale; documentId: string; slug: string; title: string };

/**
 * Each article's other languages (`translations`), in the site's language order: the articles of the same story
 * that the caller may open (the public: published and due). Two reads for any number of articles.
 */
export async function attachTranslations<D extends { id: number | string }>(
  strapi: Core.Strapi,
  caller: Caller,
  docs: D[],
  now = new Date(),
): Promise<Array<D & { translations: TranslationLink[] }>> {
  if (!docs.length) return [];
  const reads = readsOf(strapi, UID);
  const own = await reads.findMany({ filters: { id: { $in: docs.map((d) => Number(d.id)) } }, fields: ['translationGroup'] });
  const groupOf = new Map(own.map((row) => [Number(row.id), row.translationGroup ?? null]));
  const groups = [...new Set([...groupOf.values()].filter((g): g is string => Boolean(g)))];
  const siblings = groups.length
    ? await reads.findMany({
        filters: { $and: [{ translationGroup: { $in: groups } }, readableArticleFilter(caller, now)] },
        fields: ['documentId', 'slug', 'title', 'language', 'translationGroup'],
      })
    : [];
  const order = (locale: string) => LOCALES.indexOf(locale as Locale);
  return docs.map((doc) => {
    const group = groupOf.get(Number(doc.id));
    const translations = siblings
      .filter((s) => group && s.translationGroup === group && Number(s.id) !== Number(doc.id) && isLocale(s.language))
      .sort((a, b) => order(a.language ?? '') - order(b.language ?? ''))
      .map((s) => ({ locale: s.language as Locale, documentId: s.documentId, slug: s.slug ?? '', title: s.title ?? '' }));
    return { ...doc, translations };
  });
}
