/**
 * The profile form (docs/product.md#author-pages): the server's schema from '@bulletin/contract' (`ownProfileSchema`,
 * the same one `PUT /auth/me` judges), its fields filled from one's own account.
 */
import type { OwnAccount } from '@bulletin/contract';

export type ProfileFormFields = {
  bio: string;
  /** as typed: `@name` or `name`; '' for none */
  xHandle: string;
  /** the stored photo's address, a new image as a data URL, or null for none */
  avatar: string | null;
};

export const PROFILE_FIELDS = ['bio', 'xHandle', 'avatar'] as const;

export function profileFormValues(account: Pick<OwnAccount, 'bio' | 'xHandle' | 'avatar'>): ProfileFormFields {
  return { bio: account.bio, xHandle: account.xHandle ? `@${account.xHandle}` : '', avatar: account.avatar };
}
