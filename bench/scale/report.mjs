/** The scale results as a terminal/Markdown table (how each case grows with the article count) and JSON. */
import os from 'node:os';
import { writeResults } from '../report.mjs';

export function machine() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    /** Other work on the machine while the benchmark ran (1, 5, 15 minutes). */
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const cell = (r) => (r ? `${r.p50} / ${r.p95}` : '–');

/** One table per database: a row per case and layer, a column per size, "p50 / p95 ms". */
export function markdown(run) {
  const lines = [`# Scale benchmark, ${run.date}`, '', `Machine: ${run.machine.cpus} CPUs (${run.machine.model}), ${run.machine.memoryGb} GB, Node ${run.machine.node}; load average (1 / 5 / 15 min) ${run.loadAverageStart ? `at the start ${run.loadAverageStart.join(' / ')}, ` : ''}at the end ${run.machine.loadAverage.join(' / ')}.`,
    `Cold reads (read cache off, READ_CACHE_MAX_BYTES=0), ${run.samples} sequential requests per case after ${run.warmup} warm-up requests; p50 / p95 in ms.`, ''];
  for (const [db, bySize] of Object.entries(run.results)) {
    const sizes = Object.keys(bySize);
    lines.push(`## ${db}${db === 'postgres' ? ` (${run.postgresVersion ?? 'PostgreSQL'})` : ''}`, '');
    lines.push(`| case | layer | ${sizes.map((s) => `${Number(s).toLocaleString('en')} articles`).join(' | ')} |`);
    lines.push(`|---|---|${sizes.map(() => '---').join('|')}|`);
    const names = [...new Set(sizes.flatMap((s) => Object.keys(bySize[s].cases)))];
    for (const name of names) {
      for (const layer of ['adapters', 'strapi', 'strapi: its database time', 'database']) {
        const at = (s) => (layer === 'strapi: its database time' ? bySize[s].cases[name]?.strapi?.db : bySize[s].cases[name]?.[layer]);
        if (!sizes.some(at)) continue;
        lines.push(`| ${name} | ${layer} | ${sizes.map((s) => cell(at(s))).join(' | ')} |`);
      }
    }
    lines.push(`| generation (s) | | ${sizes.map((s) => (bySize[s].generateMs / 1000).toFixed(1)).join(' | ')} |`);
    lines.push(`| Strapi start (s) | | ${sizes.map((s) => (bySize[s].startMs / 1000).toFixed(1)).join(' | ')} |`, '');
  }
  return lines.join('\n');
}

/** bench/results/scale-latest.json|md, and a dated copy in bench/results/runs/ (bench/report.mjs). */
export function writeScaleResults(run) {
  return writeResults('scale', new Date(run.date), run, markdown(run));
}
