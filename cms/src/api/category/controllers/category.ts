import { factories, type Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CATEGORY_NAME_MIN_LENGTH, MESSAGES } from '@bulletin/contract';
import { uniqueSlug } from '../../../articles/slug';
import { idOrSlugFilter } from '../../../db/ids';
import { publishedCountsByCategory } from '../../../categories/counts';
import { inputFor } from '../../../db/documents';
import { bodyData } from '../../../requests/input';

const UID = 'api::category.category';
const FIELDS = ['name', 'slug', 'description', 'color', 'icon', 'order', 'createdAt', 'updatedAt'] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UID>;
const POPULATE = {
  parentCategory: { fields: ['name', 'slug'] },
  subCategories: { fields: ['name', 'slug', 'color', 'icon', 'order'], sort: ['order:asc', 'name:asc'] },
} satisfies Modules.Documents.Params.Populate.Any<typeof UID>;
const WRITABLE = ['name', 'description', 'color', 'icon', 'order', 'parentCategory'] as const;

/** A category with its subcategories, as the category endpoints read it. */
type CategoryDoc = { id: number | string; subCategories?: Array<{ id: number | string }> | null };

function pickWritable(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE) if (data[key] !== undefined) out[key] = data[key];
  return out;
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);

  async function withCounts<D extends CategoryDoc>(docs: D[]) {
    const counts = await publishedCountsByCategory(strapi);
    return docs.map((doc) => ({
      ...doc,
      articleCount: counts.get(Number(doc.id)) ?? 0,
      subCategories: (doc.subCategories ?? []).map((sub) => ({ ...sub, articleCount: counts.get(Number(sub.id)) ?? 0 })),
    }));
  }

  async function loadOne(idOrSlug: string) {
    const doc = await documents().findFirst({ filters: idOrSlugFilter(idOrSlug), fields: FIELDS, populate: POPULATE });
    if (!doc) throw new errors.NotFoundError('Category not found');
    const [withCount] = await withCounts([doc]);
    return withCount;
  }

  /** A category cannot sit under itself or under one of its own descendants. */
  async function assertNoCycle(documentId: string, parentId: unknown) {
    let current = typeof parentId === 'string' ? parentId : null;
    for (let depth = 0; current && depth < 100; depth += 1) {
      if (current === documentId) {
        throw new errors.ValidationError('A category cannot be its own parent or ancestor', {
          errors: [{ path: ['parentCategory'], message: 'A category cannot be its own parent or ancestor' }],
        });
      }
      const parent = await documents().findOne({ documentId: current, fields: ['name'], populate: { parentCategory: { fields: ['name'] } } });
      current = parent?.parentCategory?.documentId ?? null;
    }
  }

  async function assertParentExists(parentId: unknown) {
    if (parentId === null || parentId === undefined) return;
    const parent = typeof parentId === 'string' ? await documents().findOne({ documentId: parentId, fields: ['name'] }) : null;
    if (!parent) {
      throw new errors.ValidationError('Parent category not found', { errors: [{ path: ['parentCategory'], message: 'Parent category not found' }] });
    }
  }

  return {
    async find(ctx) {
      const docs = await documents().findMany({ fields: FIELDS, populate: POPULATE, sort: ['order:asc', 'name:asc'], limit: 1000 });
      ctx.body = { data: await withCounts(docs), meta: {} };
    },

    async findOne(ctx) {
      ctx.body = { data: await loadOne(String(ctx.params.id)), meta: {} };
    },

    async create(ctx) {
      const data = pickWritable(bodyData(ctx.request.body));
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      if (name.length < CATEGORY_NAME_MIN_LENGTH) {
        const message = name ? MESSAGES.categoryNameTooShort : MESSAGES.categoryNameRequired;
        throw new errors.ValidationError(message, { errors: [{ path: ['name'], message }] });
      }
      await assertParentExists(data.parentCategory);
      data.slug = await uniqueSlug(name, async (slug) => (await documents().count({ filters: { slug } })) > 0);
      const created = await documents().create({ data: inputFor(UID, data), fields: ['name'] });
      ctx.status = 201;
      ctx.body = { data: await loadOne(created.documentId), meta: {} };
    },

    async update(ctx) {
      const documentId = String(ctx.params.id);
      if (!(await documents().findOne({ documentId, fields: ['name'] }))) throw new errors.NotFoundError('Category not found');
      const data = pickWritable(bodyData(ctx.request.body));
      if (data.parentCategory !== undefined) {
        await assertParentExists(data.parentCategory);
        await assertNoCycle(documentId, data.parentCategory);
      }
      await documents().update({ documentId, data: inputFor(UID, data) });
      ctx.body = { data: await loadOne(documentId), meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const doc = await documents().findOne({ documentId, fields: ['name'] });
      if (!doc) throw new errors.NotFoundError('Category not found');
      const articles = await strapi.documents('api::article.article').count({ filters: { category: { id: doc.id } } });
      if (articles > 0) ctx.throw(409, 'This category still has articles. Move or delete them first.');
      const subs = await documents().count({ filters: { parentCategory: { id: doc.id } } });
      if (subs > 0) ctx.throw(409, 'This category still has subcategories. Move or delete them first.');
      await documents().delete({ documentId });
      ctx.body = { data: { documentId }, meta: {} };
    },
  };
});
