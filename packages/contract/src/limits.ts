/** The product's limits (docs/product.md#validation, docs/product.md#constants), stated once for every side. */

/** A comment: 1–2,000 characters (code points) of plain text. */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * An article as stored: its title and excerpt at most this many characters (the article type's columns,
 * `cms/src/api/article/content-types/article/schema.json`, hold the same numbers), its HTML content at most 2 MB
 * (UTF-8), the largest body Strapi reads (`cms/config/middlewares.ts`): what the API can store, the import too.
 */
export const ARTICLE_TITLE_MAX_LENGTH = 300;
export const ARTICLE_EXCERPT_MAX_LENGTH = 1000;
export const ARTICLE_CONTENT_MAX_BYTES = 2 * 1024 * 1024;

/** Co-authors an article may credit beside its author (docs/product.md#author-pages). */
export const MAX_CO_AUTHORS = 5;

/** A review note (an editor's reason when sending an article back to its writer): at most 1,000 characters of plain text. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/** A correction's text, in characters (docs/product.md#corrections). */
export const CORRECTION_MAX_LENGTH = 1000;
/** How many corrections the site-wide list (`GET /corrections`, `/corrections`, its feed) shows at most. */
export const CORRECTIONS_LIST_MAX = 50;

/** Lists: `page` from 1 (default 1), `limit` from 1 to 100 (default 12). */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** Names of categories and people: at least 2 characters once trimmed. */
export const CATEGORY_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MIN_LENGTH = 2;

/** A person's biography (the user form, one's own profile): at most 2,000 characters, as the account's column holds. */
export const BIO_MAX_LENGTH = 2000;

/**
 * An X (Twitter) handle as a person gives it (docs/product.md#author-pages): `@name` or `name`, 1 to 15 letters,
 * digits or `_`; stored without the `@`. The site's own account (`SITE_X_HANDLE`) follows the same rule.
 */
export const X_HANDLE_PATTERN = /^@?[A-Za-z0-9_]{1,15}$/;

/** Passwords: 6+ to sign in, 8+ to register or be set by an admin. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;

/** A conventional address pattern: local part, '@', domain with a 2+ letter ending. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** The longest address a mail system delivers to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** A tag: at most 60 characters (longer ones are cut). */
export const TAG_MAX_LENGTH = 60;

export const DEFAULT_CATEGORY_COLOR = '#007bff';

/**
 * An image (an article's, a live entry's, an upload, an imported file): at most 10 MB. Stated here, where the
 * browser can read it; `@bulletin/images` (Node) re-exports it for the adapters and Strapi.
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The longest address of a stored image an input may name: the adapters look it up in Strapi's query string, and a
 * longer one is no stored file (and would make that address too long for Strapi).
 */
export const IMAGE_URL_MAX_LENGTH = 2048;

/** An image an input may name: a data URL (a new upload, checked by its bytes later) or a stored file's address. */
export function isImageReference(value: string): boolean {
  return /^data:/i.test(value) || value.length <= IMAGE_URL_MAX_LENGTH;
}

/** True when an image of `byteLength` bytes is within the limit (exactly IMAGE_MAX_BYTES is). */
export function isWithinImageLimit(byteLength: number): boolean {
  return byteLength <= IMAGE_MAX_BYTES;
}

/** What a 503 asks a client to wait before it tries again (`Retry-After`, seconds): about one restart of Strapi. */
export const RETRY_AFTER_SECONDS = 30;
