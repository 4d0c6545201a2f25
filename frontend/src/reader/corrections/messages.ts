import type { AreaCatalogs } from '../../i18n/area';

/**
 * The corrections' messages (i18n/catalogs/corrections/), loaded with the article page and the corrections page in
 * the page's language, never with the home page (docs/product.md#corrections).
 */
export const CORRECTIONS_MESSAGES: AreaCatalogs = {
  en: () => import('../../i18n/compiled/corrections/en'),
  hi: () => import('../../i18n/compiled/corrections/hi'),
  mr: () => import('../../i18n/compiled/corrections/mr'),
  kn: () => import('../../i18n/compiled/corrections/kn'),
  ta: () => import('../../i18n/compiled/corrections/ta'),
  bn: () => import('../../i18n/compiled/corrections/bn'),
  ml: () => import('../../i18n/compiled/corrections/ml'),
  te: () => import('../../i18n/compiled/corrections/te'),
  gu: () => import('../../i18n/compiled/corrections/gu'),
};
