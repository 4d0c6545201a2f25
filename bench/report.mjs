// What every benchmark result carries (date, machine, settings) and how it is written: bench/results/<name>-<date>.json|md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './support.mjs';

export const RESULTS_DIR = path.join(root, 'bench/results');

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

/** Writes `<name>-<stamp>.json` (the data) and `.md` (for people); returns both paths. */
export function writeResults(name, date, data, markdown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const base = path.join(RESULTS_DIR, `${name}-${stamp(date)}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(`${base}.md`, `${markdown}\n`);
  return { json: `${base}.json`, md: `${base}.md` };
}
