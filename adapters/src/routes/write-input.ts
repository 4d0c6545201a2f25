import type { z } from 'zod';
import { parseOrThrow } from '../http/validate.js';
import type { StrapiClient } from '../strapi/client.js';

/**
 * What a signed-in write sends, judged after its caller: the token is checked before the body everywhere, so a
 * signed-out caller, a junk token or a signed-out (revoked) token is the 401 it would be with a good body,
 * never a 400 about the fields (nor, for a PUT, a 404 that tells an outsider whether a record exists).
 */

/**
 * A POST's body, validated. No token is a 401 at once; with a bad body the token is checked first (Strapi's
 * /session/me: one call, made only when the body is refused).
 */
export async function createInput<S extends z.ZodType>(strapi: StrapiClient, schema: S, body: unknown): Promise<z.output<S>> {
  const caller = strapi.signedIn();
  if (!schema.safeParse(body).success) await caller.get('/session/me');
  return parseOrThrow(schema, body);
}

export type UpdateOf<R, S extends z.ZodType> = {
  /** Reads the stored record as the caller: a bad token is Strapi's 401, a record they may not open its 404. */
  read: (strapi: StrapiClient) => Promise<R>;
  /** The stored record's fields in the contract's input shape, so a PUT may send only what changes. */
  stored: (record: R) => Record<string, unknown>;
  /** Fields whose sent value is merged with the stored one rather than replacing it (a category's translations). */
  merge?: (stored: Record<string, unknown>, sent: Record<string, unknown>) => Record<string, unknown>;
  schema: S;
};

/**
 * A PUT's input: the stored record read as the caller, its fields overlaid by the body's, and the whole
 * validated with the create schema (a body that is not an object changes nothing and is judged as such).
 */
export async function updateInput<R, S extends z.ZodType>(
  strapi: StrapiClient,
  { read, stored, merge, schema }: UpdateOf<R, S>,
  body: unknown,
): Promise<{ current: R; input: z.output<S> }> {
  const current = await read(strapi.signedIn());
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const before = stored(current);
  return { current, input: parseOrThrow(schema, { ...before, ...sent, ...(merge ? merge(before, sent) : {}) }) };
}
