import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * Sign-out: a token's sha256 goes on the revoked list and is refused from then on, until it would have
 * expired anyway (then the row is swept). See docs/decisions/0003-session-tokens.md.
 */
const UID = 'api::revoked-token.revoked-token';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function revokeToken(strapi: Core.Strapi, token: string, expSeconds: number | undefined) {
  const tokenHash = hashToken(token);
  const expiresAt = expSeconds ? new Date(expSeconds * 1000) : new Date(Date.now() + 30 * 86_400_000);
  const existing = await strapi.db.query(UID).findOne({ where: { tokenHash } });
  if (!existing) await strapi.db.query(UID).create({ data: { tokenHash, expiresAt } });
}

export async function isRevoked(strapi: Core.Strapi, token: string): Promise<boolean> {
  return Boolean(await strapi.db.query(UID).findOne({ where: { tokenHash: hashToken(token) }, select: ['id'] }));
}

export async function sweepExpired(strapi: Core.Strapi) {
  await strapi.db.query(UID).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
}
