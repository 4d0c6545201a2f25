import type { AreaCatalogs } from '../../i18n/area';

/** The content pages' messages (i18n/catalogs/content/), loaded with those pages in the page's language. */
export const CONTENT_MESSAGES: AreaCatalogs = {
  en: () => import('../../i18n/compiled/content/en'),
  hi: () => import('../../i18n/compiled/content/hi'),
  mr: () => import('../../i18n/compiled/content/mr'),
  kn: () => import('../../i18n/compiled/content/kn'),
  ta: () => import('../../i18n/compiled/content/ta'),
  bn: () => import('../../i18n/compiled/content/bn'),
  ml: () => import('../../i18n/compiled/content/ml'),
  te: () => import('../../i18n/compiled/content/te'),
  gu: () => import('../../i18n/compiled/content/gu'),
};
