import { describe, expect, it } from 'vitest';
import { createProgress, progressLine, timeLeft } from '../../../../../cms/src/import/wordpress/progress.js';

/** What the import shows while it runs. */
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
