import { z } from 'zod';

/**
 * Purge notices (docs/decisions/0008-purge-notices-from-strapi.md): what a committed write changed, as Strapi
 * reports it to the adapters' read cache (cms/src/purge/notices.ts → adapters/src/cache/purge-receiver.ts)
 * and as the purge bus carries it between adapters instances. Ids are the contract's `_id`s (documentIds; a
 * user's numeric id). Stated once here: the shape, the headers and how a notice is signed.
 */
const id = z.string().min(1).max(200);

export const purgeChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('article'), id, slug: id.optional(), categoryIds: z.array(id).max(20).default([]) }),
  z.object({ type: z.literal('category'), id }),
  z.object({ type: z.literal('comment'), articleId: id, articleSlug: id.optional() }),
  z.object({ type: z.literal('user'), id }),
  /** A live story or one of its entries changed (its slug: the stream's channel and the reader page's address). */
  z.object({ type: z.literal('live'), id, slug: id }),
  z.object({ type: z.literal('all') }),
]);

export const purgeNoticeSchema = z.object({ changes: z.array(purgeChangeSchema).min(1).max(500) });

export type PurgeChange = z.infer<typeof purgeChangeSchema>;

/** The notice's headers: the time it was signed (ms since the epoch) and the signature. */
export const PURGE_TIMESTAMP_HEADER = 'x-bulletin-timestamp';
export const PURGE_SIGNATURE_HEADER = 'x-bulletin-signature';

/** Node's `createHmac`, passed in so that this package stays free of Node APIs (it is also bundled for browsers). */
export type CreateHmac = (algorithm: 'sha256', key: string) => { update(text: string): { digest(encoding: 'hex'): string } };

/** The signature: hex HMAC-SHA256 over "<timestamp>.<raw body>", keyed with the shared PURGE_SECRET. */
export function signPurgeNotice(createHmac: CreateHmac, secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}
