/**
 * The query parameters every list shares (GET /articles, GET /audit): one value per name, trimmed, and page /
 * limit with the contract's bounds and messages. Browser-safe (zod only), like every schema here.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.js';
import { MESSAGES } from '../messages.js';

/**
 * One query value as text, as Express's query parser gives it: repeated params give their first value;
 * numbers and booleans become text; text is trimmed, and '' or whitespace is no value. Anything else (a
 * nested object such as `q[$ne]=x`) is left as it is, for the schema to refuse.
 */
function firstValue(value: unknown): unknown {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}

export const param = <S extends z.ZodType>(schema: S) => z.preprocess(firstValue, schema.optional());

export const text = (field: string) => param(z.string({ error: `${field} must be text` }));

export const oneOf = <const T extends readonly [string, ...string[]]>(allowed: T, message: string) =>
  param(z.enum(allowed, { error: message }));

/** A whole number in min..max written in digits ('+3' too; not '1.5', '1e2' or '0x10'). */
export const wholeNumber = (min: number, max: number, message: string) =>
  param(
    z
      .string({ error: message })
      .refine((v) => {
        const n = /^\+?\d+$/.test(v) ? Number(v) : NaN;
        return Number.isSafeInteger(n) && n >= min && n <= max;
      }, message)
      .transform(Number),
  );

export const paginationParams = {
  page: wholeNumber(1, Number.MAX_SAFE_INTEGER, MESSAGES.pageInvalid).describe('From 1'),
  limit: wholeNumber(1, MAX_PAGE_SIZE, MESSAGES.limitInvalid).describe(`1..${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}`),
};

/** page (from 1, default 1) and limit (1..100, default 12) of any list; other parameters are ignored. */
export const paginationParamsSchema = z.object(paginationParams);

