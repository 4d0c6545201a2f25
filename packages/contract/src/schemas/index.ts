export { bioField, emailField, hasDirectionControls, optionalName, optionalText, passwordField, personName, requiredName, requiredText } from './fields.js';
export * from './auth.js';
export * from './password-reset.js';
export * from './user.js';
export * from './profile.js';
export * from './article.js';
export * from './article-list.js';
export * from './category.js';
export * from './locale.js';
export * from './comment.js';
export * from './correction.js';
export * from './newsletter.js';
export * from './responses.js';
export * from './image-focus.js';
export * from './audit.js';
export * from './live.js';
export * from './live-responses.js';
export {
  paginationParams,
  paginationParamsSchema,
  param as queryParam,
  text as queryText,
  oneOf as queryOneOf,
  wholeNumber as queryWholeNumber,
} from './list-params.js';
export * from './revision.js';
export * from './analytics.js';
export * from './analytics-read.js';
export * from './outbox.js';
export * from './newsletter-desk.js';
