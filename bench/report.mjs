// What every benchmark result carries (date, machine, settings) and how it is written: each run to
// bench/results/runs/<name>-<date>.json|md (ignored by git), and the newest to bench/results/<name>-latest.json|md,
// the one copy kept in git (docs/performance.md quotes it). Used by every benchmark and by `npm run size`.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(root, 'bench/results');
/** Every run, dated: a local record, not kept in git (git's history holds the runs that were committed). */
export const RUNS_DIR = path.join(RESULTS_DIR, 'runs');

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    // Other work on the machine during the run (1, 5 and 15 min averages at the end): figures are comparable only at similar load.
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** `2026-11-23T18-40-05Z`: sortable, safe in a file name, one file per run. */
export function stamp(date = new Date()) {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/** A Markdown table: `columns` are header texts, `rows` arrays of cells. */
export function markdownTable(columns, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The same table padded for a terminal. */
export function textTable(columns, rows) {
  const widths = columns.map((c, i) => Math.max(String(c).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function machineLine(m) {
  return `${m.cpus} × ${m.model}, ${m.memoryGb} GB, Node ${m.node}, ${m.platform}, load average ${m.loadAverage.join(' / ')} at the end`;
}

/**
 * Writes the run as `runs/<name>-<stamp>.json` (the data) and `.md` (for people) and, unless `latest` is false (a run
 * that failed, whose figures are not valid), as `<name>-latest.json|md`, replacing the previous latest. Returns the
 * paths written.
 */
export function writeResults(name, date, data, markdown, { latest = true } = {}) {
  mkdirSync(RUNS_DIR, { recursive: true });
  const json = `${JSON.stringify(data, null, 2)}\n`;
  const md = markdown.endsWith('\n') ? markdown : `${markdown}\n`;
  const run = path.join(RUNS_DIR, `${name}-${stamp(date)}`);
  writeFileSync(`${run}.json`, json);
  writeFileSync(`${run}.md`, md);
  const written = { json: `${run}.json`, md: `${run}.md` };
  if (!latest) return written;
  const newest = path.join(RESULTS_DIR, `${name}-latest`);
  writeFileSync(`${newest}.json`, json);
  writeFileSync(`${newest}.md`, md);
  return { ...written, latestJson: `${newest}.json`, latestMd: `${newest}.md` };
}

/** One line naming the files `writeResults` wrote, relative to the repository. */
export function writtenLine(files) {
  const rel = (file) => path.relative(root, file);
  const latest = files.latestMd ? `; latest: ${rel(files.latestJson)}, ${rel(files.latestMd)}` : '; not kept as the latest (the run failed)';
  return `Results: ${rel(files.json)}, ${rel(files.md)}${latest}`;
}
