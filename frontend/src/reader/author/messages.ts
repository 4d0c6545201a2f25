import type { AreaCatalogs } from '../../i18n/area';

/** The author pages' messages (i18n/catalogs/author/), loaded with those pages in the page's language. */
export const AUTHOR_MESSAGES: AreaCatalogs = {
  en: () => import('../../i18n/compiled/author/en'),
  hi: () => import('../../i18n/compiled/author/hi'),
  mr: () => import('../../i18n/compiled/author/mr'),
  kn: () => import('../../i18n/compiled/author/kn'),
  ta: () => import('../../i18n/compiled/author/ta'),
  bn: () => import('../../i18n/compiled/author/bn'),
  ml: () => import('../../i18n/compiled/author/ml'),
  te: () => import('../../i18n/compiled/author/te'),
  gu: () => import('../../i18n/compiled/author/gu'),
};
