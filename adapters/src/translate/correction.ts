import { DEFAULT_LOCALE, isLocale, type Correction, type CorrectionList } from '@bulletin/contract';
import type { StrapiCorrection, StrapiCorrectionEntry } from './types.js';

/** An article's corrections as the API answers them, oldest first (none stored: an empty list). */
export function correctionsFromStrapi(stored: StrapiCorrection[] | null | undefined): Correction[] {
  return (stored ?? []).map((c) => ({ _id: c.id, text: c.text, at: c.at }));
}

/** The site-wide list (GET /corrections), newest first as Strapi orders it. */
export function correctionListFromStrapi(entries: StrapiCorrectionEntry[]): CorrectionList {
  return {
    corrections: entries.map((e) => ({
      _id: e.id,
      text: e.text,
      at: e.at,
      article: { _id: e.article.documentId, slug: e.article.slug, title: e.article.title, locale: isLocale(e.article.language) ? e.article.language : DEFAULT_LOCALE },
    })),
  };
}
