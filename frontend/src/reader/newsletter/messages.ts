import type { AreaCatalogs } from '../../i18n/area';

/**
 * The newsletter preferences page's messages (i18n/catalogs/newsletter/), loaded with that page only, in the page's
 * language (docs/product.md#newsletter).
 */
export const NEWSLETTER_MESSAGES: AreaCatalogs = {
  en: () => import('../../i18n/compiled/newsletter/en'),
  hi: () => import('../../i18n/compiled/newsletter/hi'),
  mr: () => import('../../i18n/compiled/newsletter/mr'),
  kn: () => import('../../i18n/compiled/newsletter/kn'),
  ta: () => import('../../i18n/compiled/newsletter/ta'),
  bn: () => import('../../i18n/compiled/newsletter/bn'),
  ml: () => import('../../i18n/compiled/newsletter/ml'),
  te: () => import('../../i18n/compiled/newsletter/te'),
  gu: () => import('../../i18n/compiled/newsletter/gu'),
};
