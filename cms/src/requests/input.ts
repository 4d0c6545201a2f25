/** A plain object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of `values` (a status, a sort field…), compared exactly. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.some((v) => v === value);

/** The `data` of a request body in Strapi's REST shape (`{ "data": { … } }`); an empty object when there is none. */
export function bodyData(body: unknown): Record<string, unknown> {
  return isRecord(body) && isRecord(body.data) ? body.data : {};
}
