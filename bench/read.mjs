// `npm run bench`: one article, the home list, a category page, a search and the Hindi home list, each measured against raw
// Strapi, the adapters with the read cache off ("cold") and on ("warm"), and a node:http server replaying
// the adapters' exact bytes ("baseline"); one run at a time, all on this machine. Options:
//   --duration=10 (s per run) --connections=20 --db=sqlite|postgres --search=<word>
import { fork } from 'node:child_process';
import path from 'node:path';
import { failed as runFailed, runAutocannon } from './autocannon-run.mjs';
import { capture, encodingOf, replayHeaders } from './capture.mjs';
import { postgresServer, positive, readOptions } from './options.mjs';
import { readScenarios } from './read-scenarios.mjs';
import { machine, machineLine, markdownTable, textTable, writeResults, writtenLine } from './report.mjs';
import { startBenchStack } from './stack.mjs';
import { root } from './support.mjs';

const options = readOptions({ duration: '10', connections: '20', db: 'sqlite', search: '' });
const settings = {
  duration: positive(options, 'duration'),
  connections: positive(options, 'connections'),
  db: options.db,
  // Like a browser: the answers may travel compressed.
  headers: { accept: 'application/json', 'accept-encoding': 'gzip, br' },
};
const TARGETS = ['raw Strapi', 'adapters cold', 'adapters warm', 'baseline'];
/** A run with any answer but 2xx, the first (warm-up) request included. */
const failed = (run) => runFailed(run) || run.firstStatus < 200 || run.firstStatus > 299;
/** a ÷ b to three significant digits (0.00412, 1.06, 23.4). */
const ratio = (a, b) => (b > 0 ? Number((a / b).toPrecision(3)) : null);

/** Forks the baseline server with the captured answers; resolves with its URL and a stop function. */
async function startBaseline(answers) {
  const child = fork(path.join(root, 'bench/baseline-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
    child.send({ answers });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.disconnect())) };
}

async function main() {
  const date = new Date();
  console.log(`[bench] starting Strapi + adapters (cache on) + adapters (cache off) on ${settings.db} with the demo content…`);
  const stack = await startBenchStack({ postgresServer: postgresServer(options), seed: true });
  let baseline;
  const runs = [];
  try {
    const scenarios = await readScenarios(stack.warmUrl, options.search);
    const urls = (s) => ({
      'raw Strapi': `${stack.cmsUrl}${s.strapi}`,
      'adapters cold': `${stack.coldUrl}/api${s.site}`,
      'adapters warm': `${stack.warmUrl}/api${s.site}`,
      baseline: `BASELINE/api${s.site}`,
    });

    // The baseline replays the warm adapters' answers byte for byte (one capture per scenario).
    const answers = {};
    for (const s of scenarios) {
      const answer = await capture(urls(s)['adapters warm'], settings.headers);
      if (answer.status < 200 || answer.status > 299) throw new Error(`${s.site} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
      answers[`/api${s.site}`] = { status: answer.status, headers: replayHeaders(answer), body: answer.body.toString('base64') };
    }
    baseline = await startBaseline(answers);

    for (const s of scenarios) {
      for (const target of TARGETS) {
        const url = urls(s)[target].replace('BASELINE', baseline.url);
        // One request first: the warm-up of the cache for "warm", and how the answer travels for every target.
        const first = await capture(url, settings.headers);
        const wire = encodingOf(first);
        // What the cache says after the warm-up (HIT once the read cache is there).
        const probe = target === 'adapters warm' ? await capture(url, settings.headers) : first;
        const cacheHeader = probe.headers.find(([name]) => name.toLowerCase() === 'x-cache')?.[1] ?? null;
        process.stdout.write(`[bench] ${s.label} — ${target}: ${settings.connections} connections, ${settings.duration} s… `);
        const result = await runAutocannon({ url, connections: settings.connections, duration: settings.duration, headers: settings.headers });
        const run = { scenario: s.name, label: s.label, target, url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''), firstStatus: first.status, ...wire, xCache: cacheHeader, ...result };
        console.log(`${result.rps} req/s, p99 ${result.p99} ms${failed(run) ? '  ← ERRORS' : ''}`);
        runs.push(run);
      }
    }
  } finally {
    await baseline?.stop();
    await stack.stop();
  }
  report(date, runs);
}

function report(date, runs) {
  const m = machine();
  const scenarios = [...new Set(runs.map((r) => r.scenario))];
  const find = (scenario, target) => runs.find((r) => r.scenario === scenario && r.target === target);
  const ratios = scenarios.map((scenario) => {
    const [raw, cold, warm, base] = TARGETS.map((t) => find(scenario, t)?.rps ?? 0);
    const warmP99 = find(scenario, 'adapters warm')?.p99 ?? Infinity;
    // The read targets (docs/performance.md#targets): warm ≥ 20× raw Strapi and ≥ 0.5× the baseline, p99 ≤ 50 ms.
    const targetsMet = warm >= 20 * raw && warm >= 0.5 * base && warmP99 <= 50;
    return { scenario, label: find(scenario, TARGETS[0]).label, warmOverRaw: ratio(warm, raw), warmOverBaseline: ratio(warm, base), warmOverCold: ratio(warm, cold), targetsMet };
  });
  const failures = runs.filter(failed);
  const columns = ['read', 'target', 'req/s', 'p50 ms', 'p99 ms', 'encoding', 'bytes', 'X-Cache', 'non-2xx', 'errors'];
  const rows = runs.map((r) => [r.label, r.target, r.rps, r.p50, r.p99, r.encoding, r.bytes, r.xCache ?? '-', r.non2xx, r.errors + r.timeouts]);
  const ratioColumns = ['read', 'warm ÷ raw Strapi', 'warm ÷ baseline', 'warm ÷ cold', 'targets (≥ 20× raw, ≥ 0.5× baseline, p99 ≤ 50 ms)'];
  const ratioRows = ratios.map((r) => [r.label, r.warmOverRaw, r.warmOverBaseline, r.warmOverCold, r.targetsMet ? 'met' : 'not met']);
  const compressed = runs.filter((r) => r.target !== 'raw Strapi').every((r) => r.encoding !== 'identity');
  const when = date.toISOString();
  const settingsLine = `${settings.connections} connections, ${settings.duration} s per run, one run at a time, Accept-Encoding: gzip, br, ${settings.db}, demo content`;

  console.log(`\n${textTable(columns, rows)}\n\n${textTable(ratioColumns, ratioRows)}\n`);
  console.log(`Answers through the adapters travel compressed: ${compressed ? 'yes' : 'NO'}`);
  const data = { date: when, machine: m, settings: { ...settings, targets: TARGETS }, runs, ratios, compressed, failures: failures.length };
  const markdown = [
    `# Reads benchmark — ${when}`,
    '',
    `Machine: ${machineLine(m)}. Settings: ${settingsLine}.`,
    '',
    markdownTable(columns, rows),
    '',
    markdownTable(ratioColumns, ratioRows),
    '',
    'Paths (adapters and baseline under `/api`; raw Strapi its own route with the query the adapters send):',
    '',
    ...[...new Set(runs.map((r) => `- ${r.label} / ${r.target}: \`${r.url}\``))],
    '',
    `Answers through the adapters travel compressed: ${compressed ? 'yes' : 'no'}.`,
    failures.length ? `\n**${failures.length} run(s) had non-2xx answers or socket errors: the figures above are not valid.**` : '',
  ].join('\n');
  console.log(writtenLine(writeResults('read', date, data, markdown, { latest: failures.length === 0 })));
  if (failures.length) {
    console.error(`\n!!! ${failures.length} RUN(S) HAD ERRORS: ${failures.map((r) => `${r.label} / ${r.target}: first answer ${r.firstStatus}, statuses ${JSON.stringify(r.statusCodes)}, socket errors ${r.errors}, timeouts ${r.timeouts}`).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
