import { errors } from '@strapi/utils';

/** A schema of the contract (zod), as far as a request needs it. */
type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
};

/**
 * Strapi's 400 on one field of a request (`path` within `data`), with the field's message as the answer's; the
 * adapters' envelope keeps the field.
 */
export const fieldError = (path: string | string[], message: string) =>
  new errors.ValidationError(message, { errors: [{ path: typeof path === 'string' ? [path] : path, message }] });

/** A request body the contract's schema accepts, or Strapi's 400 naming each field (the adapters' envelope keeps them). */
export function contractInput<T>(schema: Schema<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { issues } = result.error;
  throw new errors.ValidationError(issues[0]?.message ?? 'Invalid input', {
    errors: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  });
}

/**
 * One field of a request (`data[field]`) the contract's schema accepts, or Strapi's 400 on that field with the
 * schema's first message (`fallback` when it has none).
 */
export function contractField<T>(schema: Schema<T>, value: unknown, field: string, fallback: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? fallback;
  throw fieldError(field, message);
}
