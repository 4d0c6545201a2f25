import type { Messages } from '@lingui/core';
import type { AreaCatalogs } from '../i18n/area';

/**
 * The newsroom's messages (i18n/catalogs/newsroom/), loaded by its layout in the page's language, never by a reader
 * page (docs/decisions/0025-interface-languages.md). Each language's catalog brings dayjs's words for that language
 * (month names, digits), so the newsroom's dates read in it too (admin/dates.ts); English needs none.
 */
export const NEWSROOM_MESSAGES: AreaCatalogs = {
  en: () => import('../i18n/compiled/newsroom/en'),
  hi: () => withDates(import('../i18n/compiled/newsroom/hi'), import('dayjs/locale/hi')),
  mr: () => withDates(import('../i18n/compiled/newsroom/mr'), import('dayjs/locale/mr')),
  kn: () => withDates(import('../i18n/compiled/newsroom/kn'), import('dayjs/locale/kn')),
  ta: () => withDates(import('../i18n/compiled/newsroom/ta'), import('dayjs/locale/ta')),
  bn: () => withDates(import('../i18n/compiled/newsroom/bn'), import('dayjs/locale/bn')),
  ml: () => withDates(import('../i18n/compiled/newsroom/ml'), import('dayjs/locale/ml')),
  te: () => withDates(import('../i18n/compiled/newsroom/te'), import('dayjs/locale/te')),
  gu: () => withDates(import('../i18n/compiled/newsroom/gu'), import('dayjs/locale/gu')),
};

async function withDates(catalog: Promise<{ messages: Messages }>, dates: Promise<unknown>): Promise<{ messages: Messages }> {
  const [loaded] = await Promise.all([catalog, dates]);
  return loaded;
}
