import { z } from 'zod';
import { CATEGORY_NAME_MIN_LENGTH, DEFAULT_CATEGORY_COLOR } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { optionalText, requiredText } from './fields.js';
import { categoryTranslationsField } from './locale.js';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const COLOR_INVALID = 'Color must be a hex colour like #007bff';
const ORDER_INVALID = 'Order must be a whole number';

export const categorySchema = z.object({
  name: requiredText(MESSAGES.categoryNameRequired).refine(
    (v) => v === '' || v.length >= CATEGORY_NAME_MIN_LENGTH,
    MESSAGES.categoryNameTooShort,
  ),
  description: optionalText('Description'),
  color: z
    .string({ error: COLOR_INVALID })
    .trim()
    .nullish()
    .transform((v) => (v ? v : DEFAULT_CATEGORY_COLOR))
    .refine((v) => HEX_COLOR.test(v), COLOR_INVALID),
  icon: optionalText('Icon'),
  order: z
    .union([z.number(), z.string()], { error: ORDER_INVALID })
    .nullish()
    .transform((v, ctx): number => {
      if (v == null) return 0;
      const text = typeof v === 'string' ? v.trim() : null;
      if (text === '') return 0;
      const n = text === null ? v : /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
      if (typeof n === 'number' && Number.isSafeInteger(n)) return n;
      ctx.issues.push({ code: 'custom', message: ORDER_INVALID, input: v });
      return z.NEVER;
    }),
  parentCategory: z
    .string({ error: 'Parent category must be an id or null' })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Its name and description in the other languages (docs/product.md#languages): `{ hi: { name, description } }`. */
  translations: categoryTranslationsField,
});

export type CategoryFormValues = z.input<typeof categorySchema>;
export type CategoryInput = z.output<typeof categorySchema>;
