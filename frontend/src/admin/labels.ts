/**
 * The contract's names of statuses, roles and languages as the newsroom shows them, in the page's language
 * (docs/product.md#languages): English word for word as the contract says them.
 */
import { LOCALE_INFO, type ArticleStatus, type Locale, type Role } from '@bulletin/contract';
import type { Translate } from '../i18n/context';

const STATUS_IDS = {
  draft: 'newsroom.status.draft',
  review: 'newsroom.status.review',
  published: 'newsroom.status.published',
  archived: 'newsroom.status.archived',
} as const satisfies Record<ArticleStatus, string>;

const ROLE_IDS = {
  user: 'newsroom.role.user',
  reporter: 'newsroom.role.reporter',
  editor: 'newsroom.role.editor',
  admin: 'newsroom.role.admin',
} as const satisfies Record<Role, string>;

/** 'Under Review' (the contract's STATUS_LABELS) in the page's language. */
export const statusLabel = (t: Translate, status: ArticleStatus): string => t(STATUS_IDS[status]);

/** 'Administrator' (the contract's ROLE_LABELS) in the page's language. */
export const roleLabel = (t: Translate, role: Role): string => t(ROLE_IDS[role]);

/** An article's language as the newsroom names it: its English name on an English page, else its own ('தமிழ்'). */
export const languageLabel = (language: Locale, page: Locale): string =>
  page === 'en' ? LOCALE_INFO[language].name : LOCALE_INFO[language].nativeName;
