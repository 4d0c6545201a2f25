/**
 * The category side form: the server's `categorySchema` (from '@bulletin/contract') over the form's text fields.
 */
import { categorySchema, DEFAULT_CATEGORY_COLOR, type CategoryInput } from '@bulletin/contract';
import type { Category } from '../../lib/types';

export const categoryFormSchema = categorySchema;
export type CategoryFormOutput = CategoryInput;

/** What the inputs hold (all text; the schema turns order into a number and '' parent into null). */
export type CategoryFormFields = {
  name: string;
  description: string;
  color: string;
  order: string;
  parentCategory: string;
};

/** A colour input only takes #rrggbb. */
export function colorForInput(color: string | null | undefined): string {
  if (!color) return DEFAULT_CATEGORY_COLOR;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_CATEGORY_COLOR;
}

export function categoryFormValues(category: Category | null): CategoryFormFields {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    color: colorForInput(category?.color),
    order: String(category?.order ?? 0),
    parentCategory: category?.parentCategory?._id ?? '',
  };
}
