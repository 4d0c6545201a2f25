import { describe, expect, it } from 'vitest';
import { emptySummary, exitStatus, summaryLines } from '../../../../../cms/src/import/wordpress/summary.js';

/** What the import says when it ends. */
describe('summary', () => {
  it('says what came over, what was left and why', () => {
    const s = emptySummary('/exports/site.xml');
    s.site = { title: 'Gazette', link: 'https://old.example' };
    Object.assign(s.articles, { created: 5, published: 3, scheduled: 1, drafts: 1, review: 1, alreadyThere: 2, failed: 1 });
    s.skipped = { private: 2, 'in the trash': 1 };
    s.authors = { created: ['a@x.example'], existing: 1, mapped: 2 };
    s.comments = { created: 4, alreadyThere: 0, leftOut: { 'not approved': 2, spam: 1 } };
    s.failures = ['post 9 "Bad" (line 40): Content is required'];
    s.seconds = 1.25;
    const text = summaryLines(s).join('\n');
    expect(text).toContain('WordPress import of /exports/site.xml (Gazette, https://old.example) in 1.3 s');
    expect(text).toContain('articles:   5 imported (2 published, 1 scheduled, 1 draft, 1 in review), 2 already imported, 1 failed');
    expect(text).toContain('skipped:    3 (private: 2, in the trash: 1)');
    expect(text).toContain('authors:    1 reporter accounts created (blocked until an admin sets a password), 1 already here, 2 under existing accounts (--map-authors)');
    expect(text).toContain('comments:   4 imported, 0 already imported, left out: 3 (not approved: 2, spam: 1)');
    expect(text).toContain('New accounts (no password yet, blocked):\n  a@x.example');
    expect(text).toContain('Failed (1, nothing of them was written):\n  post 9 "Bad" (line 40): Content is required');
    expect(exitStatus(s)).toBe(2);
    expect(exitStatus(emptySummary('x'))).toBe(0);
  });
});
