import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CATEGORY_NAME_MIN_LENGTH, MESSAGES } from '@bulletin/contract';
import { uniqueSlug } from '../../../articles/slug';
import { idOrSlugFilter } from '../../../db/ids';
import { publishedCountsByCategory } from '../../../categories/counts';
import { documentsOf } from '../../../db/documents';

const UID = 'api::category.category';
const FIELDS = ['name', 'slug', 'description', 'color', 'icon', 'order', 'createdAt', 'updatedAt'];
const POPULATE = {
  parentCategory: { fields: ['name', 'slug'] },
  subCategories: { fields: ['name', 'slug', 'color', 'icon', 'order'], sort: ['order:asc', 'name:asc'] },
};
const WRITABLE = ['name', 'description', 'color', 'icon', 'order', 'parentCategory'] as const;

type Sub = { id: number; documentId: string; [k: string]: unknown };
type CategoryDoc = Sub & { parentCategory: Sub | null; subCategories: Sub[] };

function pickWritable(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE) if (data[key] !== undefined) out[key] = data[key];
  return out;
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => documentsOf(strapi, UID);

  async function withCounts(docs: CategoryDoc[]) {
    const counts = await publishedCountsByCategory(strapi);
    return docs.map((doc) => ({
      ...doc,
      articleCount: counts.get(doc.id) ?? 0,
      subCategories: (doc.subCategories ?? []).map((sub) => ({ ...sub, articleCount: counts.get(sub.id) ?? 0 })),
    }));
  }

  async function loadOne(idOrSlug: string) {
    const doc = (await documents().findFirst({ filters: idOrSlugFilter(idOrSlug), fields: FIELDS, populate: POPULATE })) as CategoryDoc | null;
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
      const parent = (await documents().findOne({ documentId: current, fields: ['name'], populate: { parentCategory: { fields: ['name'] } } })) as CategoryDoc | null;
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
      const docs = (await documents().findMany({ fields: FIELDS, populate: POPULATE, sort: ['order:asc', 'name:asc'], limit: 1000 })) as CategoryDoc[];
      ctx.body = { data: await withCounts(docs), meta: {} };
    },

    async findOne(ctx) {
      ctx.body = { data: await loadOne(String(ctx.params.id)), meta: {} };
    },

    async create(ctx) {
      const data = pickWritable((ctx.request.body as { data?: Record<string, unknown> })?.data ?? {});
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      if (name.length < CATEGORY_NAME_MIN_LENGTH) {
        const message = name ? MESSAGES.categoryNameTooShort : MESSAGES.categoryNameRequired;
        throw new errors.ValidationError(message, { errors: [{ path: ['name'], message }] });
      }
      await assertParentExists(data.parentCategory);
      data.slug = await uniqueSlug(name, async (slug) => (await documents().count({ filters: { slug } })) > 0);
      const created = (await documents().create({ data, fields: ['name'] })) as { documentId: string };
      ctx.status = 201;
      ctx.body = { data: await loadOne(created.documentId), meta: {} };
    },

    async update(ctx) {
      const documentId = String(ctx.params.id);
      if (!(await documents().findOne({ documentId, fields: ['name'] }))) throw new errors.NotFoundError('Category not found');
      const data = pickWritable((ctx.request.body as { data?: Record<string, unknown> })?.data ?? {});
      if (data.parentCategory !== undefined) {
        await assertParentExists(data.parentCategory);
        await assertNoCycle(documentId, data.parentCategory);
      }
      await documents().update({ documentId, data });
      ctx.body = { data: await loadOne(documentId), meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const doc = (await documents().findOne({ documentId, fields: ['name'] })) as { id: number } | null;
      if (!doc) throw new errors.NotFoundError('Category not found');
      const articles = await documentsOf(strapi, 'api::article.article').count({ filters: { category: { id: doc.id } } });
      if (articles > 0) ctx.throw(409, 'This category still has articles. Move or delete them first.');
      const subs = await documents().count({ filters: { parentCategory: { id: doc.id } } });
      if (subs > 0) ctx.throw(409, 'This category still has subcategories. Move or delete them first.');
      await documents().delete({ documentId });
      ctx.body = { data: { documentId }, meta: {} };
    },
  };
});
