import { describe, expect, it } from 'vitest';
import {
  ARTICLE_SORT_FIELDS,
  articleListParamsSchema,
  auditListParamsSchema,
  liveListParamsSchema,
  liveStoryParamsSchema,
  liveStreamParamsSchema,
  revisionListParamsSchema,
  STATUS_FILTERS,
} from '@bulletin/contract';
import { openApiDocument } from '../../../../adapters/src/openapi/document.js';

type Parameter = { name: string; in: string; required: boolean; description?: string; schema: { type?: string; enum?: string[] } };
type Operation = { parameters?: Parameter[] };

const operation = (method: string, path: string) =>
  ((openApiDocument() as { paths: Record<string, Record<string, Operation>> }).paths[path]![method] as Operation);
const queryOf = (method: string, path: string) => (operation(method, path).parameters ?? []).filter((p) => p.in === 'query');

/** A route's documented query parameters are the very schema the adapters parse its query with. */
describe('the OpenAPI document of list queries', () => {
  it('GET /articles: the parameters of articleListParamsSchema, with its sort fields and statuses', () => {
    const params = queryOf('get', '/articles');
    expect(params.map((p) => p.name)).toEqual(Object.keys(articleListParamsSchema.shape));
    expect(params.every((p) => !p.required)).toBe(true);
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(byName.sortBy!.schema.enum).toEqual([...ARTICLE_SORT_FIELDS]);
    expect(byName.status!.schema.enum).toEqual([...STATUS_FILTERS]);
    expect(byName.limit!.description).toBe('1..100, default 12');
  });

  it.each([
    ['get', '/audit', auditListParamsSchema],
    ['get', '/articles/{id}/revisions', revisionListParamsSchema],
    ['get', '/live', liveListParamsSchema],
    ['get', '/live/{slug}', liveStoryParamsSchema],
    ['get', '/live/{slug}/stream', liveStreamParamsSchema],
  ] as const)('%s %s: the parameters of the schema its route parses', (method, path, schema) => {
    expect(queryOf(method, path).map((p) => p.name)).toEqual(Object.keys(schema.shape));
  });
});
