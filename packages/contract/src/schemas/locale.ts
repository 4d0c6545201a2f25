/**
 * Languages in requests (docs/product.md#languages): an article's `locale`, a list's `?locale=`, and a category's
 * names in the other languages. An unknown language is always the same 400, 'Unknown language'.
 */
import { z } from 'zod';
import { CATEGORY_NAME_MIN_LENGTH } from '../limits.js';
import { ALL_LOCALES, DEFAULT_LOCALE, isLocale, LOCALES, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from '../locales.js';
import { MESSAGES } from '../messages.js';
import { directionControlsMessage, hasDirectionControls } from './fields.js';
import { param } from './list-params.js';

/** An article's language: one of the site's; missing or null is English. */
export const localeField = z
  .enum(LOCALES, { error: MESSAGES.unknownLanguage })
  .nullish()
  .transform((v): Locale => v ?? DEFAULT_LOCALE);

/** `?locale=` on a list: one language, or (`all`) every language. Absent: none named (the list's default). */
export const localeParam = param(z.enum([...LOCALES, ALL_LOCALES], { error: MESSAGES.unknownLanguage }));

/** `?locale=` of `GET /categories` and `GET /categories/:id`. */
export const categoryReadParamsSchema = z.object({
  locale: localeParam.describe(
    "The language of the names and descriptions (each falls back to English) and of the articles `articleCount` counts; default `en`. `all`: English names, every language's articles, and `translations`",
  ),
});

export type CategoryText = { name: string; description: string };
export type CategoryTranslations = Partial<Record<TranslatedLocale, CategoryText>>;

const NAME_MAX_LENGTH = 100;
const TRANSLATIONS_INVALID = 'Translations must map languages to a name and a description';

const categoryText = z.object(
  {
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .nullish()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || v.length >= CATEGORY_NAME_MIN_LENGTH, MESSAGES.categoryNameTooShort)
      .refine((v) => v.length <= NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
      .refine((v) => !hasDirectionControls(v), directionControlsMessage('Name')),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .nullish()
      .transform((v) => v ?? ''),
  },
  { error: TRANSLATIONS_INVALID },
);

/**
 * A category's names and descriptions in other languages: `{ hi: { name, description }, … }`. A language that is
 * not one of the site's (or English, the category's own fields) is 'Unknown language'; `null` for a language, or a
 * language with neither a name nor a description, means no translation (readers then see the English ones).
 */
export const categoryTranslationsField = z
  .record(z.string(), categoryText.nullable(), { error: TRANSLATIONS_INVALID })
  .nullish()
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value ?? {})) {
      if (!isLocale(key) || key === DEFAULT_LOCALE) ctx.addIssue({ code: 'custom', message: MESSAGES.unknownLanguage, path: [key] });
    }
  })
  .transform((value): CategoryTranslations => {
    const out: CategoryTranslations = {};
    for (const locale of TRANSLATED_LOCALES) {
      const text = value?.[locale];
      if (text && (text.name || text.description)) out[locale] = { name: text.name, description: text.description };
    }
    return out;
  });

/**
 * A category's translations after an edit that sends some languages: each language sent replaces the stored one,
 * `null` removes it, the others stay.
 */
export function mergeCategoryTranslations(stored: unknown, sent: unknown): unknown {
  if (sent === undefined) return stored;
  const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isMap(sent) || !isMap(stored)) return sent;
  return { ...stored, ...sent };
}

/**
 * A category's name and description in `locale`, each falling back to the English one when it has no translation.
 */
export function categoryTextIn(
  category: { name?: string | null; description?: string | null; translations?: unknown },
  locale: Locale,
): CategoryText {
  const english = { name: category.name ?? '', description: category.description ?? '' };
  if (locale === DEFAULT_LOCALE) return english;
  const translations = category.translations;
  const own = typeof translations === 'object' && translations !== null ? (translations as Record<string, unknown>)[locale] : undefined;
  const text = typeof own === 'object' && own !== null ? (own as Partial<Record<keyof CategoryText, unknown>>) : {};
  return {
    name: typeof text.name === 'string' && text.name.trim() ? text.name : english.name,
    description: typeof text.description === 'string' && text.description.trim() ? text.description : english.description,
  };
}

/** The stored translations as the API shows them (only well-formed languages with text). */
export function categoryTranslationsOf(translations: unknown): CategoryTranslations {
  const parsed = categoryTranslationsField.safeParse(translations);
  return parsed.success ? parsed.data : {};
}
