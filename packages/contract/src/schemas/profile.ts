/**
 * One's own public profile (docs/product.md#author-pages): what a member of staff edits of themself on the
 * newsroom's profile screen and sends to `PUT /auth/me` — their biography, X handle and photo. Their name, e-mail,
 * role and password are not part of it (an admin changes those on the users screen).
 */
import { z } from 'zod';
import { isImageReference, X_HANDLE_PATTERN } from '../limits.js';
import { bioField } from './fields.js';

/**
 * What the profile's checks say, word for word on every side. Not in MESSAGES: that object is in every reader page's
 * JavaScript, and only the newsroom and the API say these.
 */
export const PROFILE_MESSAGES = {
  xHandleInvalid: 'X handle must be 1 to 15 letters, digits or underscores, with or without @',
  /** A profile photo that is neither a new upload (a data URL), the current photo, nor null (remove it). */
  avatarInvalid: 'Photo must be an uploaded image file, or null to remove it',
  /** `PUT /auth/me` by an account that is not newsroom staff: 403 (only staff have a public profile). */
  staffOnly: 'Only newsroom staff have a public profile',
} as const;

/** An X handle as typed: trimmed, `@name` or `name`; the output is `name` (no `@`), or null when left empty. */
export function xHandleField() {
  return z
    .string({ error: PROFILE_MESSAGES.xHandleInvalid })
    .trim()
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || X_HANDLE_PATTERN.test(v), PROFILE_MESSAGES.xHandleInvalid)
    .transform((v) => v.replace(/^@/, '') || null);
}

/**
 * A profile photo: a new image as a data URL (checked by its bytes on the server, as the article editor's images),
 * the address of the photo already stored (kept as it is), or null or '' to remove it.
 */
export function avatarField() {
  return z
    .string({ error: PROFILE_MESSAGES.avatarInvalid })
    .refine(isImageReference, PROFILE_MESSAGES.avatarInvalid)
    .nullish()
    .transform((v) => v || null);
}

/**
 * `PUT /auth/me`: the whole profile. The API overlays the body on the stored profile first, so a caller may send
 * only what changes; any other field (role, email, names, password) is ignored.
 */
export const ownProfileSchema = z.object({
  bio: bioField(),
  xHandle: xHandleField(),
  avatar: avatarField(),
});

export type OwnProfileFormValues = z.input<typeof ownProfileSchema>;
export type OwnProfileInput = z.output<typeof ownProfileSchema>;
