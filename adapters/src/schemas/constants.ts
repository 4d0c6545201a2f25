export const ROLES = ['user', 'reporter', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ARTICLE_STATUSES = ['draft', 'review', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const DEFAULT_CATEGORY_COLOR = '#007bff';

/** A conventional address pattern: local part, '@', domain with a 2+ letter ending. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const COMMENT_MAX_LENGTH = 2000;
