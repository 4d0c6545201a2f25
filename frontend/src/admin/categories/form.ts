/**
 * The category side form: the server's `categorySchema` (from '@bulletin/contract') over the form's text fields,
 * with the name and description in every other language (docs/product.md#languages).
 */
import {
  categorySchema,
  DEFAULT_CATEGORY_COLOR,
  TRANSLATED_LOCALES,
  type CategoryInput,
  type CategoryTranslations,
  type TranslatedLocale,
} from '@bulletin/contract';
import type { Category } from '../../lib/types';

export const categoryFormSchema = categorySchema;
export type CategoryFormOutput = CategoryInput;

type TranslationFields = { name: string; description: string };

/** What the inputs hold (all text; the schema turns order into a number and '' parent into null). */
export type CategoryFormFields = {
  name: string;
  description: string;
  color: string;
  order: string;
  parentCategory: string;
  /** Every other language, empty where the category has no translation. */
  translations: Record<TranslatedLocale, TranslationFields>;
};

/** A colour input only takes #rrggbb. */
export function colorForInput(color: string | null | undefined): string {
  if (!color) return DEFAULT_CATEGORY_COLOR;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_CATEGORY_COLOR;
}

function translationValues(saved: CategoryTranslations | undefined): Record<TranslatedLocale, TranslationFields> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { name: saved?.[locale]?.name ?? '', description: saved?.[locale]?.description ?? '' }]),
  ) as Record<TranslatedLocale, TranslationFields>;
}

/** The inputs' values for a new category, or for `category` (read with `locale=all`, so with its translations). */
export function categoryFormValues(category: Category | null): CategoryFormFields {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    color: colorForInput(category?.color),
    order: String(category?.order ?? 0),
    parentCategory: category?.parentCategory?._id ?? '',
    translations: translationValues(category?.translations),
  };
}

/**
 * What the form sends: the checked values, with every language named. An edit merges translations language by
 * language, so a language whose name and description were emptied is sent as `null` (removed), not left out (kept).
 */
export function categoryPayload(values: CategoryFormOutput) {
  const translations = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, values.translations[locale] ?? null]));
  return { ...values, translations };
}
