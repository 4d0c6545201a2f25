import { z } from 'zod';

/**
 * What a write changed, as Strapi reports it after commit (cms/src/bulletin/purge-notices.ts) and as the purge
 * bus carries it between adapters instances. Ids are the contract's `_id`s (documentIds; a user's numeric id).
 */
const id = z.string().min(1).max(200);

export const changeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('article'), id, slug: id.optional(), categoryIds: z.array(id).max(20).default([]) }),
  z.object({ type: z.literal('category'), id }),
  z.object({ type: z.literal('comment'), articleId: id, articleSlug: id.optional() }),
  z.object({ type: z.literal('user'), id }),
  z.object({ type: z.literal('all') }),
]);

export const purgeNoticeSchema = z.object({ changes: z.array(changeSchema).min(1).max(500) });

export type Change = z.infer<typeof changeSchema>;
