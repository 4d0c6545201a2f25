import { errors } from '@strapi/utils';

/** A schema of the contract (zod), as far as a request needs it. */
type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
};

/** A request body the contract's schema accepts, or Strapi's 400 naming each field (the adapters' envelope keeps them). */
export function contractInput<T>(schema: Schema<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { issues } = result.error;
  throw new errors.ValidationError(issues[0]?.message ?? 'Invalid input', {
    errors: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  });
}
