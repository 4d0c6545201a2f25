import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseWxr, type WxrItem } from '../../../../../cms/src/import/wordpress/wxr.js';
import { planPost, type ArticlePlan } from '../../../../../cms/src/import/wordpress/post-plan.js';

/**
 * The WordPress export the import's unit tests read (tests/fixtures/wordpress/gazette.xml, written from the WXR 1.2
 * format) into records, and what each post becomes, without a database.
 */
export const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/wordpress/gazette.xml');
export const xml = readFileSync(fixture, 'utf8');
export const doc = parseWxr(xml);
export const now = new Date('2026-01-01T00:00:00Z');
export const item = (id: number) => doc.items.find((i): i is WxrItem => i.kind === 'item' && i.id === id)!;
export const plan = (id: number): ArticlePlan => {
  const decision = planPost(item(id), now);
  if (decision.kind !== 'import') throw new Error(`post ${id}: ${decision.kind} ${'reason' in decision ? decision.reason : ''}`);
  return decision.plan;
};
