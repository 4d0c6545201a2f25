import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { queryOf } from '../db/queries';

/**
 * Sign-out: a token's sha256 goes on the revoked list and is refused from then on, until it would have
 * expired anyway (then the row is swept). See docs/decisions/0003-session-tokens.md.
 */
const UID = 'api::revoked-token.revoked-token';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function revokeToken(strapi: Core.Strapi, token: string, expSeconds: number | undefined) {
  const tokenHash = hashToken(token);
  const expiresAt = expSeconds ? new Date(expSeconds * 1000) : new Date(Date.now() + 30 * 86_400_000);
  const existing = await queryOf(strapi, UID).findOne({ where: { tokenHash } });
  if (!existing) await queryOf(strapi, UID).create({ data: { tokenHash, expiresAt } });
}

export async function isRevoked(strapi: Core.Strapi, token: string): Promise<boolean> {
  return Boolean(await queryOf(strapi, UID).findOne({ where: { tokenHash: hashToken(token) }, select: ['id'] }));
}

export async function sweepExpired(strapi: Core.Strapi) {
  await queryOf(strapi, UID).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
}

/**
 * A password change or reset, or blocking, ends every earlier token of that user at once: the user's
 * `tokensValidAfter` (milliseconds) moves to now, and tokens issued before it are refused. Unblocking does not
 * move it back, so old tokens stay dead. Tokens carry their issue time in milliseconds (`iatMs`), so a token
 * issued right after the change (the fresh one of a password change) is valid even in the same second.
 */
const USER_UID = 'plugin::users-permissions.user';

function endsEarlierSessions(data: Record<string, unknown> | undefined): boolean {
  if (!data) return false;
  return (typeof data.password === 'string' && data.password !== '') || data.blocked === true;
}

export function markSessionCutoff(data: Record<string, unknown> | undefined) {
  if (data && endsEarlierSessions(data)) data.tokensValidAfter = Date.now();
}

export async function issuedBeforeCutoff(strapi: Core.Strapi, payload: Record<string, unknown>): Promise<boolean> {
  const id = Number(payload.id);
  if (!Number.isInteger(id)) return false;
  const user = await queryOf(strapi, USER_UID).findOne({ where: { id }, select: ['id', 'tokensValidAfter'] });
  const cutoff = Number(user?.tokensValidAfter ?? 0);
  if (!cutoff) return false;
  const issuedMs = typeof payload.iatMs === 'number' ? payload.iatMs : Number(payload.iat ?? 0) * 1000;
  return issuedMs < cutoff;
}
