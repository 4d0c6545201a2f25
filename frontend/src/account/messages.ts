import type { AreaCatalogs } from '../i18n/area';

/** The account screens' messages (i18n/catalogs/account/), loaded with those screens in the page's language. */
export const ACCOUNT_MESSAGES: AreaCatalogs = {
  en: () => import('../i18n/compiled/account/en'),
  hi: () => import('../i18n/compiled/account/hi'),
  mr: () => import('../i18n/compiled/account/mr'),
  kn: () => import('../i18n/compiled/account/kn'),
  ta: () => import('../i18n/compiled/account/ta'),
  bn: () => import('../i18n/compiled/account/bn'),
  ml: () => import('../i18n/compiled/account/ml'),
  te: () => import('../i18n/compiled/account/te'),
  gu: () => import('../i18n/compiled/account/gu'),
};
