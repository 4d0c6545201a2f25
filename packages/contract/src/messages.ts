/**
 * Messages the CMS and the adapters both send, word for word (docs/product.md#validation). The zod schemas hold
 * the form messages; these are the ones Strapi's own checks say too, so both sides say the same.
 */
import {
  ARTICLE_CONTENT_MAX_BYTES,
  ARTICLE_EXCERPT_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  CATEGORY_NAME_MIN_LENGTH,
  COMMENT_MAX_LENGTH,
  CORRECTION_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  MAX_CO_AUTHORS,
  MAX_PAGE_SIZE,
  REVIEW_NOTE_MAX_LENGTH,
} from './limits.js';
import { languageName, type Locale } from './locales.js';

export const MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  /** `coAuthors` (docs/product.md#author-pages): a list of account ids, at most MAX_CO_AUTHORS, each a staff account other than the author. */
  coAuthorsInvalid: 'Co-authors must be a list of account ids',
  coAuthorsTooMany: `An article can have at most ${MAX_CO_AUTHORS} co-authors`,
  coAuthorNotStaff: 'Each co-author must be a newsroom staff account',
  coAuthorIsAuthor: 'The author cannot also be a co-author',
  /** An image that is neither a new upload (a data URL) nor the address of a stored file. */
  imageNotUploaded: 'Images must be uploaded image files',
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
  correctionRequired: 'Correction text is required',
  correctionTooLong: `Correction must be at most ${CORRECTION_MAX_LENGTH} characters`,
  /** A correction is attached to a published article only: 409 otherwise. */
  correctionNotPublished: 'Only a published article can be corrected',
  correctionNotFound: 'Correction not found',
  outboxOff: 'There is no outbox: e-mail is sent through the SMTP server (SMTP_URL).',
  outboxMessageNotFound: 'E-mail not found',
  /** The newsletter desk (docs/product.md#newsletter-desk): retry of a message not in the queue (404), or not failed (409). */
  queueMessageNotFound: 'Message not found',
  queueRetryNotFailed: 'Only a failed message can be sent again',
  /** A test digest on a day with no story to put in it (409): subscribers get no digest that day either. */
  digestEmpty: 'No story was published in the last day, so there is no digest to send.',
  /** Past the comments allowed per account in the window: 429 (the comment form says it in the page's language). */
  commentsTooOften: 'You are commenting too often. Please wait a minute and try again.',
  /** Past the comments allowed per address in the window: 429. */
  commentsFromAddressTooOften: 'Too many comments from this address. Please wait a minute and try again.',
  categoryNameRequired: 'Name is required',
  categoryNameTooShort: `Name must be at least ${CATEGORY_NAME_MIN_LENGTH} characters`,
  emailInvalid: 'Invalid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  roleRequired: 'Role is required',
  pageInvalid: 'page must be a whole number of 1 or more',
  limitInvalid: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  /** `PUT /articles/:id` with an `updatedAt` that is no longer the stored one (docs/product.md#edit-conflicts): 409. */
  editConflict: 'This article was changed by someone else since you opened it.',
  updatedAtInvalid: 'updatedAt must be the date-time the article had when it was loaded (ISO 8601)',
  reviewNoteInvalid: 'Review note must be text',
  titleTooLong: `Title must be at most ${ARTICLE_TITLE_MAX_LENGTH} characters`,
  excerptTooLong: `Excerpt must be at most ${ARTICLE_EXCERPT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  contentTooLarge: `Content must be at most ${ARTICLE_CONTENT_MAX_BYTES / 1024 / 1024} MB`,
  reviewNoteTooLong: `Review note must be at most ${REVIEW_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  /** A `locale` (an article's, a list's, a category translation's) that is not one of the site's languages: 400. */
  unknownLanguage: 'Unknown language',
  /** `?locale=all` (every language) by someone who is not newsroom staff: 403. */
  everyLanguageStaffOnly: 'Only newsroom staff can list every language',
  /** `translationOf` naming no article the caller may open: 400 (docs/product.md#languages). */
  translationOfNotFound: 'The article to translate was not found',
  /** `translationOf` naming an article in the same language: 409. */
  translationSameLanguage: 'A translation must be in another language than the article it translates',
  /**
   * Strapi's upload plugin refusing a file's type or contents ('File is not a valid image', 'MIME type is not
   * allowed', …): the API says it in these words (adapters/src/translate/strapi-error.ts), the ones its own byte check says.
   */
  imageTypeRefused: 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files',
  /** Strapi's upload plugin storing nothing for a file ('Files are empty', 'File name contains invalid characters'). */
  imageNotStored: 'The image could not be stored',
  /** An image over IMAGE_MAX_BYTES, said by the API (413) and by the forms that check before sending. */
  imageTooLarge: `Images must be ${IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller`,
  /** `POST /auth/forgot-password`, whether the address has an account or not (docs/product.md#password-reset). */
  resetLinkSent: 'If an account exists for that e-mail, a reset link is on its way.',
  /** `POST /auth/reset-password` with a used, expired or unknown token: 400. */
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  /** `POST /newsletter/confirm` with a used or unknown token: 400 (docs/product.md#newsletter). */
  confirmLinkInvalid: 'This confirmation link is invalid or has already been used.',
  /** `/newsletter/unsubscribe` with an unknown token: 400. */
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
  /** `/newsletter/preferences` with an unknown token: 400. */
  preferencesLinkInvalid: 'This preferences link is invalid.',
} as const;

/** A second article in a language the story already has (a translation, or a language change): 409. */
export function translationExistsMessage(locale: Locale): string {
  return `This story already has a version in ${languageName(locale)}`;
}
