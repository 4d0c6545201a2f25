import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ERROR_MESSAGES, ownProfileSchema, PROFILE_MESSAGES } from '@bulletin/contract';
import { isStaffCaller, type RequestUser } from '../access/caller';
import { queryOf } from '../db/queries';
import { contractInput, fieldError } from '../requests/contract-input';
import { isRecord } from '../requests/input';

/**
 * One's own public profile (docs/product.md#author-pages): a member of staff changes their biography, X handle and
 * photo, and nothing else of their account. The account is the token's (no id is named); a reader (`user`) has no
 * public profile and is refused. The photo is the address of an uploaded file (the adapters store a new image
 * through the upload plugin first), the photo already stored, or none. The write goes through the query engine,
 * so the audit log (`user.update`) and the purge of the author page and bylines (purge/public-writes.ts) see it.
 */
const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

/** The account fields the own account's answers carry (`GET` and `PUT /session/me`). */
export const OWN_ACCOUNT_FIELDS = [
  'id',
  'documentId',
  'username',
  'email',
  'firstName',
  'lastName',
  'companyName',
  'bio',
  'avatar',
  'slug',
  'xHandle',
  'createdAt',
  'lastLogin',
] as const;

/** The signed-in caller's own account, with their role. */
export async function ownAccount(strapi: Core.Strapi, id: number) {
  const row = await queryOf(strapi, USER).findOne({
    where: { id },
    select: OWN_ACCOUNT_FIELDS,
    populate: { role: { select: ['id', 'name', 'type'] } },
  });
  if (!row) throw new errors.UnauthorizedError(ERROR_MESSAGES.signInRequired);
  return row;
}

const avatarRefused = () => fieldError('avatar', PROFILE_MESSAGES.avatarInvalid);

/** The profile a request sends (`{data: {bio?, xHandle?, avatar?}}`), laid over the stored one and checked. */
export async function updateOwnProfile(strapi: Core.Strapi, caller: RequestUser, body: unknown) {
  if (!isStaffCaller(caller)) throw new errors.PolicyError(PROFILE_MESSAGES.staffOnly);
  const stored = await ownAccount(strapi, caller.id);
  const sent = isRecord(body) && isRecord(body.data) ? body.data : {};
  const input = contractInput(ownProfileSchema, {
    bio: stored.bio,
    xHandle: stored.xHandle,
    avatar: stored.avatar,
    ...sent,
  });
  // A new photo must be a file the upload plugin stored (never a data URL or another site's address).
  if (input.avatar && input.avatar !== stored.avatar) {
    if (/^data:/i.test(input.avatar)) throw avatarRefused();
    const file = await queryOf(strapi, FILE).findOne({ where: { url: input.avatar }, select: ['id'] });
    if (!file) throw avatarRefused();
  }
  await queryOf(strapi, USER).update({
    where: { id: caller.id },
    data: { bio: input.bio, xHandle: input.xHandle, avatar: input.avatar },
  });
  return ownAccount(strapi, caller.id);
}
