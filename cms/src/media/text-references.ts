import type { UID } from '@strapi/strapi';

/**
 * The stored texts that name uploaded files by their address (not by a media link): an article's and a live
 * entry's HTML, a category's icon, an account's photo. A file one of them names is in use
 * (live/entry-images.ts); a file that moves to the bucket has its address changed in them (media/migrate.ts).
 */
export const MEDIA_TEXT_COLUMNS: ReadonlyArray<readonly [UID.Schema, string]> = [
  ['api::article.article', 'content'],
  ['api::live-entry.live-entry', 'content'],
  ['api::category.category', 'icon'],
  ['plugin::users-permissions.user', 'avatar'],
];
