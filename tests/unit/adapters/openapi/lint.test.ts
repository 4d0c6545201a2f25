import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { openApiDocument } from '../../../../adapters/src/openapi/document.js';

/**
 * The OpenAPI document passes Redocly's `recommended` rules with no error and no warning (docs/api.md#openapi):
 * every tag described, a 4xx answer on every operation, a licence, valid schemas and examples.
 */
describe('the OpenAPI document under Redocly lint (recommended)', () => {
  it('has no problem at all', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument()), absoluteRef: 'openapi.json', config });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(listed).toEqual([]);
  });
});
