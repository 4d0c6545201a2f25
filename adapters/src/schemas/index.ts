export * from './constants.js';
export { emailField, optionalText, passwordField, personName, requiredText } from './fields.js';
export * from './auth.js';
export * from './user.js';
export * from './article.js';
export * from './category.js';
export * from './comment.js';
export * from './newsletter.js';
