// `npm run bench:load`: mixed traffic against the adapters with the read cache on — reads of many articles,
// lists and searches, views, likes by many readers, comments, an editor publishing and editing — then every
// count checked against what the server acknowledged. Exits non-zero on any error or mismatch. Options:
//   --duration=60 (s) --connections=50 --users=200 --edit-every=3 (s) --settle=8 (s) --db=sqlite|postgres
import { httpClient, percentiles } from './load-http.mjs';
import { checkLedger } from './load-check.mjs';
import { signInEditor, signUpReaders, snapshot } from './load-setup.mjs';
import { runTraffic } from './load-traffic.mjs';
import { postgresServer, positive, readOptions } from './options.mjs';
import { machine, machineLine, markdownTable, textTable, writeResults, writtenLine } from './report.mjs';
import { startBenchStack } from './stack.mjs';

const options = readOptions({ duration: '60', connections: '50', users: '200', 'edit-every': '3', settle: '8', db: 'sqlite' });
const settings = {
  duration: positive(options, 'duration'),
  connections: positive(options, 'connections'),
  users: positive(options, 'users'),
  editEvery: positive(options, 'edit-every'),
  // Views are written every second; cached answers stay fresh up to READ_CACHE_FRESH_MS (5 s by default).
  settle: positive(options, 'settle'),
  db: options.db,
};

async function main() {
  const date = new Date();
  console.log(`[load] starting Strapi + adapters (cache on) + adapters (cache off) on ${settings.db} with the demo content…`);
  const stack = await startBenchStack({ postgresServer: postgresServer(options), seed: true });
  const call = httpClient(settings.connections);
  const warmApi = `${stack.warmUrl}/api`;
  const coldApi = `${stack.coldUrl}/api`;
  let outcome;
  try {
    const editor = await signInEditor(call, warmApi, stack.admin);
    console.log(`[load] signing up ${settings.users} readers…`);
    const readers = await signUpReaders(call, warmApi, settings.users);
    const { pool, categories } = await snapshot(call, coldApi, editor.token);
    console.log(`[load] ${pool.length} articles; ${settings.connections} connections for ${settings.duration} s, an edit every ${settings.editEvery} s…`);
    const started = Date.now();
    const ledger = await runTraffic({
      call,
      warmApi,
      pool,
      readers,
      categories,
      editorToken: editor.token,
      connections: settings.connections,
      durationMs: settings.duration * 1000,
      editEveryMs: settings.editEvery * 1000,
    });
    const elapsed = (Date.now() - started) / 1000;
    console.log(`[load] traffic done; waiting ${settings.settle} s for view flushes and cache freshness, then checking…`);
    await new Promise((r) => setTimeout(r, settings.settle * 1000));
    const check = await checkLedger({ call, coldApi, warmApi, staffToken: editor.token, pool, ledger });
    outcome = { ledger, check, elapsed, articles: pool.length };
  } finally {
    await stack.stop();
  }
  report(date, outcome);
}

function report(date, { ledger, check, elapsed, articles }) {
  const m = machine();
  const actions = Object.keys(ledger.latencies).sort();
  const rows = actions.map((action) => {
    const { p50, p99, max } = percentiles(ledger.latencies[action]);
    const done = ledger.done[action] ?? 0;
    return [action, done, ledger.latencies[action].length - done, Math.round((done / elapsed) * 10) / 10, p50, p99, max];
  });
  const total = actions.reduce((sum, a) => sum + (ledger.done[a] ?? 0), 0);
  const columns = ['action', 'acknowledged', 'failed', 'per s', 'p50 ms', 'p99 ms', 'max ms'];
  const likedPairs = [...ledger.liked.values()].filter(Boolean).length;
  const passed = ledger.failureCount === 0 && check.mismatches.length === 0;
  const summary = [
    `${total} calls acknowledged in ${elapsed.toFixed(1)} s (${Math.round(total / elapsed)}/s), ${ledger.failureCount} failed.`,
    `${articles} articles checked: views, likes (${likedPairs} reader–article pairs liked at the end), comments; ${ledger.edits.size} edited and ${ledger.created.length} new articles checked as anonymous readers see them.`,
    passed ? 'PASS: every count matches what the server acknowledged, every edit is visible, zero errors.' : `FAIL: ${ledger.failureCount} failed call(s), ${check.mismatches.length} mismatch(es).`,
  ];
  console.log(`\n${textTable(columns, rows)}\n\n${summary.join('\n')}`);
  if (!passed) {
    for (const f of ledger.failures.slice(0, 20)) console.error(`  failed ${f.action} ${f.path}: ${f.status} ${f.answer}`);
    for (const x of check.mismatches.slice(0, 50)) console.error(`  mismatch ${x.what}: expected ${JSON.stringify(x.expected)}, found ${JSON.stringify(x.found)}`);
    process.exitCode = 1;
  }
  const when = date.toISOString();
  const settingsLine = `${settings.connections} connections, ${settings.duration} s, ${settings.users} readers, an edit every ${settings.editEvery} s, ${settings.db}, demo content`;
  const data = {
    date: when,
    machine: m,
    settings,
    passed,
    elapsedSeconds: elapsed,
    actions: Object.fromEntries(rows.map(([action, done, failed, perSecond, p50, p99, max]) => [action, { done, failed, perSecond, p50, p99, max }])),
    likedPairs,
    edits: ledger.edits.size,
    created: ledger.created.length,
    failures: ledger.failures,
    failureCount: ledger.failureCount,
    mismatches: check.mismatches,
  };
  const markdown = [
    `# Load test — ${when}`,
    '',
    `Machine: ${machineLine(m)}. Settings: ${settingsLine}.`,
    '',
    markdownTable(columns, rows),
    '',
    ...summary,
    ...check.mismatches.slice(0, 50).map((x) => `- mismatch ${x.what}: expected ${JSON.stringify(x.expected)}, found ${JSON.stringify(x.found)}`),
    ...ledger.failures.slice(0, 20).map((f) => `- failed ${f.action} \`${f.path}\`: ${f.status} ${f.answer}`),
  ].join('\n');
  console.log(writtenLine(writeResults('load', date, data, markdown, { latest: passed })));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
