import { describe, expect, it } from 'vitest';
import { createProgress, progressLine, timeLeft } from '../../cms/src/import/wordpress/progress.js';
import { emptySummary, exitStatus, summaryLines } from '../../cms/src/import/wordpress/summary.js';
import { oldLinkOf } from '../../adapters/src/site/old-links.js';

/** What the import shows while it runs and when it ends, and which addresses are old WordPress links. */
describe('progress', () => {
  it('estimates the time left from the pace so far', () => {
    expect(timeLeft(0, 10, 0)).toBe('…');
    expect(timeLeft(5, 10, 10_000)).toBe('10 s');
    expect(timeLeft(1, 100, 5_000)).toBe('8 min 15 s');
    expect(timeLeft(10, 10, 9_000)).toBe('0 s');
  });

  it('draws a bar with the counts', () => {
    expect(progressLine({ done: 6, total: 12, imported: 4, skipped: 1, failed: 1 }, 3_000, 10)).toBe(
      '[#####-----]  50% 6/12 posts · 4 imported · 1 skipped · 1 failed · about 3 s left',
    );
  });

  it('redraws one line in place on a terminal, and ends it', () => {
    const written: string[] = [];
    let clock = 0;
    const bar = createProgress({ write: (t: string) => written.push(t), isTTY: true }, 3, () => clock);
    for (let i = 0; i < 3; i += 1) {
      clock += 200;
      bar.counts.done += 1;
      bar.counts.imported += 1;
      bar.update();
    }
    bar.finish();
    expect(written.every((t) => t.startsWith('\r') || t === '\n')).toBe(true);
    expect(written.at(-2)).toContain('3/3 posts · 3 imported');
    expect(written.at(-1)).toBe('\n');
  });

  it('prints plain lines at every tenth elsewhere, and the last one once', () => {
    const written: string[] = [];
    const bar = createProgress({ write: (t: string) => written.push(t), isTTY: false }, 40, () => 0);
    for (let i = 0; i < 40; i += 1) {
      bar.counts.done += 1;
      bar.update();
    }
    bar.finish();
    expect(written).toHaveLength(10);
    expect(written.every((t) => t.endsWith('\n') && !t.includes('\r'))).toBe(true);
    expect(written.at(-1)).toContain('40/40 posts');
  });
});

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

describe('oldLinkOf', () => {
  const q = (search = '') => new URLSearchParams(search);

  it('reads /?p=ID and /index.php?p=ID', () => {
    expect(oldLinkOf('/', q('p=123'))).toEqual({ p: '123' });
    expect(oldLinkOf('/index.php', q('p=7&preview=true'))).toEqual({ p: '7' });
    expect(oldLinkOf('/', q('p=abc'))).toBeNull();
    expect(oldLinkOf('/', q('p=0123'))).toBeNull();
    expect(oldLinkOf('/', q())).toBeNull();
  });

  it('reads /YYYY/MM/DD/slug/ with or without the last slash, decoded, with its day', () => {
    expect(oldLinkOf('/2024/05/01/harbour-reopens/', q())).toEqual({ slug: 'harbour-reopens', date: '2024-05-01' });
    expect(oldLinkOf('/2024/05/01/Harbour-Reopens', q())).toEqual({ slug: 'harbour-reopens', date: '2024-05-01' });
    expect(oldLinkOf('/2024/05/04/%D8%B3%D9%88%D9%82/', q())).toEqual({ slug: 'سوق', date: '2024-05-04' });
  });

  it('leaves every other address alone, a day that never was included', () => {
    for (const pathname of ['/2024/13/01/x/', '/2024/05/32/x/', '/2024/02/30/x/', '/2023/02/29/x', '/2024/05/01/', '/2024/05/01/a/b/', '/article/x', '/24/05/01/x', '/2024/05/01/%E0%A4%A/']) {
      expect(oldLinkOf(pathname, q())).toBeNull();
    }
  });
});
