import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, DEFAULT_STATUS, STATUS_LABELS } from '@bulletin/contract';

/** Strapi's article schema is the one allowed restatement of the contract's status list; it must agree. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const schema = JSON.parse(readFileSync(path.join(root, 'cms/src/api/article/content-types/article/schema.json'), 'utf8')) as {
  attributes: { editorialStatus: { enum: string[]; default: string } };
};

describe('article statuses', () => {
  it("Strapi's editorialStatus enum is the contract's list, in order", () => {
    expect(schema.attributes.editorialStatus.enum).toEqual([...ARTICLE_STATUSES]);
  });

  it("Strapi's default status is the contract's", () => {
    expect(schema.attributes.editorialStatus.default).toBe(DEFAULT_STATUS);
  });

  it('every status has a label', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...ARTICLE_STATUSES].sort());
  });
});
