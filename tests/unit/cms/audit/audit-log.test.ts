import { describe, expect, it } from 'vitest';
import { statusAction } from '../../../../cms/src/audit/audit-log.js';

describe('statusAction', () => {
  it.each([
    ['draft', 'review', 'article.submit'],
    ['review', 'published', 'article.publish'],
    ['draft', 'published', 'article.publish'],
    ['review', 'draft', 'article.reject'],
    ['published', 'draft', 'article.unpublish'],
    ['published', 'archived', 'article.archive'],
    ['archived', 'draft', 'article.status'],
  ])('%s → %s is %s', (from, to, action) => {
    expect(statusAction(from, to)).toBe(action);
  });
});
