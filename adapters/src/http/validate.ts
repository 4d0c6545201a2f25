import type { z } from 'zod';
import { BadRequestError, type FieldError } from './errors.js';

const NOT_AN_OBJECT = 'Request body must be a JSON object';

function isRootTypeIssue(issue: z.core.$ZodIssue): boolean {
  return issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object';
}

/**
 * Parses `input` with `schema`, or throws a BadRequestError whose message is
 * the first problem and whose `errors` list every problem by field.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const errors: FieldError[] = result.error.issues.map((issue) =>
    isRootTypeIssue(issue)
      ? { field: '', message: NOT_AN_OBJECT }
      : { field: issue.path.map(String).join('.'), message: issue.message },
  );
  throw new BadRequestError(errors[0]?.message ?? 'Invalid request', errors);
}

/**
 * `parseOrThrow` for a route only some callers may use: when `input` is bad, `askAsCaller` (a harmless call to
 * Strapi with the caller's token) goes first, so a caller who may not use the route hears that (401, 403) and not
 * what a good input would be; then the 400.
 */
export async function parseForCaller<S extends z.ZodType>(schema: S, input: unknown, askAsCaller: () => Promise<unknown>): Promise<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  await askAsCaller();
  return parseOrThrow(schema, input);
}
