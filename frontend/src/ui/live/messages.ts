import type { AreaCatalogs } from '../../i18n/area';

/** Live coverage's messages (i18n/catalogs/live/), loaded with the live pages and the newsroom's live desk in the page's language. */
export const LIVE_MESSAGES: AreaCatalogs = {
  en: () => import('../../i18n/compiled/live/en'),
  hi: () => import('../../i18n/compiled/live/hi'),
  mr: () => import('../../i18n/compiled/live/mr'),
  kn: () => import('../../i18n/compiled/live/kn'),
  ta: () => import('../../i18n/compiled/live/ta'),
  bn: () => import('../../i18n/compiled/live/bn'),
  ml: () => import('../../i18n/compiled/live/ml'),
  te: () => import('../../i18n/compiled/live/te'),
  gu: () => import('../../i18n/compiled/live/gu'),
};
