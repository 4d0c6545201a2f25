/**
 * @bulletin/contract — the API contract stated once (docs/decisions/0011-contract-package.md): the forms' and the
 * server's zod schemas, statuses, roles and the editorial workflow, limits, messages, text helpers, the API's
 * shapes. Browser-safe (zod only).
 */
export * from './statuses.js';
export * from './roles.js';
export * from './limits.js';
export * from './locales.js';
export * from './messages.js';
export * from './error-messages.js';
export * from './workflow.js';
export * from './article-edits.js';
export * from './co-authors.js';
export * from './article-list.js';
export * from './text.js';
export * from './person.js';
export * from './screens.js';
export * from './article-html-policy.js';
export * from './purge-notice.js';
export * from './live.js';
export * from './time-zone.js';
export * from './media-storage.js';
export * from './schemas/index.js';
export type * from './server-entry.js';
