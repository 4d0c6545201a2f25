import { factories, type Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ALL_LOCALES, CATEGORY_NAME_MIN_LENGTH, categoryTranslationsField, DEFAULT_LOCALE, ERROR_MESSAGES, isLocale, type Locale, MESSAGES } from '@bulletin/contract';
import { uniqueSlug } from '../../../articles/slug';
import { idOrSlugFilter } from '../../../db/ids';
import { publishedCountsByCategory } from '../../../categories/counts';
import { categoryAncestors } from '../../../categories/ancestors';
import { inputFor } from '../../../db/documents';
import { bodyData } from '../../../requests/input';
import { fieldError } from '../../../requests/contract-input';

const UID = 'api::category.category';
/** With `translations`, its names in the other languages: the adapters answer in the language asked for. */
const FIELDS = ['name', 'slug', 'description', 'color', 'icon', 'order', 'translations', 'createdAt', 'updatedAt'] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UID>;
const POPULATE = {
  parentCategory: { fields: ['name', 'slug', 'translations'] },
  subCategories: { fields: ['name', 'slug', 'color', 'icon', 'order', 'translations'], sort: ['order:asc', 'name:asc'] },
} satisfies Modules.Documents.Params.Populate.Any<typeof UID>;
const WRITABLE = ['name', 'description', 'color', 'icon', 'order', 'parentCategory', 'translations'] as const;

/** `?locale=`: the language whose published articles `articleCount` counts (absent: English; `all`: every language). */
function countedLocale(value: unknown): Locale | null {
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  if (value === ALL_LOCALES) return null;
  if (isLocale(value)) return value;
  throw fieldError('locale', MESSAGES.unknownLanguage);
}

/** Translations written by any route (the panel, Strapi's REST API) have the contract's shape; a 400 otherwise. */
function checkTranslations(data: Record<string, unknown>) {
  if (data.translations === undefined) return;
  const parsed = categoryTranslationsField.safeParse(data.translations);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(['translations', ...issue.path.map(String)], issue.message);
  }
  data.translations = parsed.data;
}

/** A category with its subcategories, as the category endpoints read it. */
type CategoryDoc = { id: number | string; subCategories?: Array<{ id: number | string }> | null };

function pickWritable(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE) if (data[key] !== undefined) out[key] = data[key];
  return out;
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);

  async function withCounts<D extends CategoryDoc>(docs: D[], locale: Locale | null) {
    const counts = await publishedCountsByCategory(strapi, new Date(), locale);
    return docs.map((doc) => ({
      ...doc,
      articleCount: counts.get(Number(doc.id)) ?? 0,
      subCategories: (doc.subCategories ?? []).map((sub) => ({ ...sub, articleCount: counts.get(Number(sub.id)) ?? 0 })),
    }));
  }

  async function loadOne(idOrSlug: string, locale: Locale | null = DEFAULT_LOCALE) {
    const doc = await documents().findFirst({ filters: idOrSlugFilter(idOrSlug), fields: FIELDS, populate: POPULATE });
    if (!doc) throw new errors.NotFoundError(ERROR_MESSAGES.categoryNotFound);
    const [withCount] = await withCounts([doc], locale);
    return withCount;
  }

  /** A category cannot sit under itself or under one of its own descendants. */
  async function assertNoCycle(documentId: string, parentId: unknown) {
    let current = typeof parentId === 'string' ? parentId : null;
    for (let depth = 0; current && depth < 100; depth += 1) {
      if (current === documentId) {
        throw fieldError('parentCategory', ERROR_MESSAGES.categoryOwnAncestor);
      }
      const parent = await documents().findOne({ documentId: current, fields: ['name'], populate: { parentCategory: { fields: ['name'] } } });
      current = parent?.parentCategory?.documentId ?? null;
    }
  }

  async function assertParentExists(parentId: unknown) {
    if (parentId === null || parentId === undefined) return;
    const parent = typeof parentId === 'string' ? await documents().findOne({ documentId: parentId, fields: ['name'] }) : null;
    if (!parent) {
      throw fieldError('parentCategory', ERROR_MESSAGES.parentCategoryNotFound);
    }
  }

  return {
    async find(ctx) {
      const locale = countedLocale(ctx.query.locale);
      const docs = await documents().findMany({ fields: FIELDS, populate: POPULATE, sort: ['order:asc', 'name:asc'], limit: 1000 });
      ctx.body = { data: await withCounts(docs, locale), meta: {} };
    },

    /** One category, with the categories above it (`ancestors`, the top one first): its page's breadcrumb trail. */
    async findOne(ctx) {
      const doc = await loadOne(String(ctx.params.id), countedLocale(ctx.query.locale));
      ctx.body = { data: { ...doc, ancestors: await categoryAncestors(strapi, doc.id) }, meta: {} };
    },

    async create(ctx) {
      const data = pickWritable(bodyData(ctx.request.body));
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      if (name.length < CATEGORY_NAME_MIN_LENGTH) {
        const message = name ? MESSAGES.categoryNameTooShort : MESSAGES.categoryNameRequired;
        throw fieldError('name', message);
      }
      await assertParentExists(data.parentCategory);
      checkTranslations(data);
      data.slug = await uniqueSlug(name, async (slug) => (await documents().count({ filters: { slug } })) > 0);
      const created = await documents().create({ data: inputFor(UID, data), fields: ['name'] });
      ctx.status = 201;
      ctx.body = { data: await loadOne(created.documentId), meta: {} };
    },

    async update(ctx) {
      const documentId = String(ctx.params.id);
      if (!(await documents().findOne({ documentId, fields: ['name'] }))) throw new errors.NotFoundError(ERROR_MESSAGES.categoryNotFound);
      const data = pickWritable(bodyData(ctx.request.body));
      if (data.parentCategory !== undefined) {
        await assertParentExists(data.parentCategory);
        await assertNoCycle(documentId, data.parentCategory);
      }
      checkTranslations(data);
      await documents().update({ documentId, data: inputFor(UID, data) });
      ctx.body = { data: await loadOne(documentId), meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const doc = await documents().findOne({ documentId, fields: ['name'] });
      if (!doc) throw new errors.NotFoundError(ERROR_MESSAGES.categoryNotFound);
      const articles = await strapi.documents('api::article.article').count({ filters: { category: { id: doc.id } } });
      if (articles > 0) ctx.throw(409, ERROR_MESSAGES.categoryHasArticles);
      const subs = await documents().count({ filters: { parentCategory: { id: doc.id } } });
      if (subs > 0) ctx.throw(409, ERROR_MESSAGES.categoryHasSubcategories);
      await documents().delete({ documentId });
      ctx.body = { data: { documentId }, meta: {} };
    },
  };
});
