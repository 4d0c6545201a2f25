/**
 * The import's progress: on a terminal one bar redrawn in place (counts and the time left), elsewhere (a log, a
 * CI job, a pipe) a plain line at every tenth of the way. `progressLine` and `timeLeft` are pure.
 */
export type ProgressCounts = { done: number; total: number; imported: number; failed: number; skipped: number };

/** '12 s', '3 min 5 s', '1 h 2 min': the time the items left will take at the pace so far. */
export function timeLeft(done: number, total: number, elapsedMs: number): string {
  if (done === 0 || done >= total) return done >= total ? '0 s' : '…';
  const seconds = Math.round(((total - done) * elapsedMs) / done / 1000);
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

export function progressLine(c: ProgressCounts, elapsedMs: number, barWidth = 24): string {
  const share = c.total === 0 ? 1 : c.done / c.total;
  const filled = Math.round(share * barWidth);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}]`;
  const counts = `${c.done}/${c.total} posts · ${c.imported} imported · ${c.skipped} skipped · ${c.failed} failed`;
  return `${bar} ${String(Math.floor(share * 100)).padStart(3)}% ${counts} · about ${timeLeft(c.done, c.total, elapsedMs)} left`;
}

type Output = { write(text: string): unknown; isTTY?: boolean };

export function createProgress(out: Output, total: number, now: () => number = Date.now) {
  const started = now();
  const step = Math.max(1, Math.ceil(total / 10));
  let lastDraw = 0;
  let lastLine = 0;
  let lastPrinted = -1;
  const counts: ProgressCounts = { done: 0, total, imported: 0, failed: 0, skipped: 0 };

  function draw(force: boolean) {
    const elapsed = now() - started;
    if (out.isTTY) {
      if (!force && now() - lastDraw < 100) return;
      lastDraw = now();
      out.write(`\r${progressLine(counts, elapsed)}\x1b[K`);
    } else if ((force && lastPrinted !== counts.done) || Math.floor(counts.done / step) !== lastLine) {
      lastLine = Math.floor(counts.done / step);
      lastPrinted = counts.done;
      out.write(`${progressLine(counts, elapsed)}\n`);
    }
  }

  return {
    counts,
    /** After each item: the counts have been updated. */
    update() {
      draw(false);
    },
    /** A line printed above the bar (a failure as it happens). */
    say(line: string) {
      out.write(out.isTTY ? `\r\x1b[K${line}\n` : `${line}\n`);
      if (out.isTTY) draw(true);
    },
    /** The last line: every item done (a plain line unless it was just printed). */
    finish() {
      draw(true);
      if (out.isTTY) out.write('\n');
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
