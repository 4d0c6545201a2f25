// `npm run bench:mail`: one breaking article alerted to many subscribers through the delivery queue
// (docs/product.md#newsletter, docs/decisions/0027-mail-queue.md), delivered to an SMTP server on loopback
// (bench/mail-server.mjs) that counts each recipient's messages. The site (Strapi + adapters, demo content) sends at
// MAIL_RATE_PER_SECOND; the subscribers are written straight into its database (bench/mail-subscribers.mjs); an
// editor publishes the article through the API. The cached article read of `npm run bench` is measured before and
// while the alerts go. Every subscriber must get exactly one alert; the run fails (exit 1) otherwise. Options:
//   --subscribers=10000 --rate=100 (MAIL_RATE_PER_SECOND) --duration=10 (s per read run) --connections=20 --db=sqlite|postgres
//   --concurrency=20 (MAIL_CONCURRENCY: messages in flight, and SMTP connections kept open)
//   --pool=yes|no (no: SMTP_URL ends in `?pool=false`, a new connection for every message, as before the pool)
import { fork } from 'node:child_process';
import path from 'node:path';
import { failed, runAutocannon } from './autocannon-run.mjs';
import { capture } from './capture.mjs';
import { httpClient } from './load-http.mjs';
import { signInEditor } from './load-setup.mjs';
import { addSubscribers } from './mail-subscribers.mjs';
import { postgresServer, positive, readOptions } from './options.mjs';
import { readScenarios } from './read-scenarios.mjs';
import { machine, machineLine, markdownTable, textTable, writeResults, writtenLine } from './report.mjs';
import { startBenchStack } from './stack.mjs';
import { root } from './support.mjs';

const options = readOptions({ subscribers: '10000', rate: '100', concurrency: '20', duration: '10', connections: '20', db: 'sqlite', pool: 'yes' });
if (!['yes', 'no'].includes(options.pool)) throw new Error(`--pool must be yes or no (got ${options.pool})`);
const settings = {
  subscribers: positive(options, 'subscribers'),
  // A realistic relay's rate (a transactional e-mail service's default sending rate is tens to a few hundred a second).
  rate: positive(options, 'rate'),
  // In flight at once: at 100 a second, a round trip of up to 200 ms keeps the rate.
  concurrency: positive(options, 'concurrency'),
  duration: positive(options, 'duration'),
  connections: positive(options, 'connections'),
  db: options.db,
  pool: options.pool === 'yes',
  headers: { accept: 'application/json', 'accept-encoding': 'gzip, br' },
};
/** Once every alert is in: how much longer to listen for a second copy. */
const LINGER_MS = 5_000;
const seconds = (ms) => Math.round(ms / 100) / 10;

/** The SMTP server's process; `ask('progress' | 'counts')` resolves with its answer (one question at a time). */
async function startMailServer() {
  const child = fork(path.join(root, 'bench/mail-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`SMTP server exited (${code})`)));
  });
  let asking = Promise.resolve();
  const ask = (question) => {
    const answer = asking.then(() => new Promise((resolve) => (child.once('message', resolve), child.send(question))));
    asking = answer.catch(() => undefined);
    return answer;
  };
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.disconnect())));
  return { url: `smtp://bench:bench@127.0.0.1:${port}`, ask, stop };
}

/** The cached article read of `npm run bench`, one autocannon run. */
function readRun(url) {
  return runAutocannon({ url, connections: settings.connections, duration: settings.duration, headers: settings.headers });
}

/** Waits until `expected` messages are in or nothing has arrived for a while; then LINGER_MS more for extra copies. */
async function untilDelivered(mail, expected, log) {
  let last = { delivered: -1 };
  let quietSince = Date.now();
  // Quiet for long enough that the sender must have stopped: the queue retries a refused message after MAIL_RETRY_AFTER (1 m).
  const QUIET_MS = 90_000;
  for (;;) {
    const progress = await mail.ask('progress');
    if (progress.delivered !== last.delivered) quietSince = Date.now();
    if (progress.delivered !== last.delivered && progress.delivered % 1000 < last.delivered % 1000) log(progress);
    last = progress;
    if (progress.delivered >= expected || Date.now() - quietSince > QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
  return mail.ask('counts');
}

async function main() {
  const date = new Date();
  const mail = await startMailServer();
  let stack;
  try {
    console.log(`[bench] starting Strapi + adapters on ${settings.db} with the demo content, MAIL_RATE_PER_SECOND=${settings.rate}, MAIL_CONCURRENCY=${settings.concurrency}, SMTP ${settings.pool ? 'pooled connections' : 'one connection per message'}…`);
    stack = await startBenchStack({
      postgresServer: postgresServer(options),
      seed: true,
      extraEnv: {
        SMTP_URL: settings.pool ? mail.url : `${mail.url}?pool=false`,
        MAIL_RATE_PER_SECOND: String(settings.rate),
        MAIL_CONCURRENCY: String(settings.concurrency),
      },
    });
    const call = httpClient(4);
    const siteApi = `${stack.warmUrl}/api`;
    const editor = await signInEditor(call, siteApi, stack.admin);
    const categories = await call(siteApi, 'GET', '/categories');
    if (categories.status !== 200) throw new Error(`GET /api/categories answered ${categories.status}`);

    process.stdout.write(`[bench] ${settings.subscribers.toLocaleString('en')} confirmed subscribers with alerts, in one transaction… `);
    const started = Date.now();
    const addresses = await addSubscribers(stack.env, settings.subscribers);
    console.log(`${seconds(Date.now() - started)} s`);

    const article = (await readScenarios(stack.warmUrl, '')).find((s) => s.name === 'article');
    const readUrl = `${siteApi}${article.site}`;
    await capture(readUrl, settings.headers); // the read cache's warm-up
    process.stdout.write(`[bench] cached article read before the alerts: ${settings.connections} connections, ${settings.duration} s… `);
    const before = await readRun(readUrl);
    console.log(`p50 ${before.p50} ms, p99 ${before.p99} ms, ${before.rps} req/s`);

    const publishedAt = Date.now();
    const published = await call(siteApi, 'POST', '/articles', {
      token: editor.token,
      body: {
        title: `Breaking: the bench's story ${publishedAt}`,
        excerpt: 'What happened, in one sentence.',
        content: '<p>Body text of the story.</p>',
        status: 'published',
        breaking: true,
        category: categories.body.data[0]._id,
      },
    });
    if (published.status !== 201) throw new Error(`publishing the breaking article answered ${published.status}: ${JSON.stringify(published.body).slice(0, 300)}`);
    console.log(`[bench] breaking article published (${Math.round(published.ms)} ms); the alerts are going`);

    process.stdout.write(`[bench] cached article read while they go: ${settings.connections} connections, ${settings.duration} s… `);
    const duringStart = Date.now() - publishedAt;
    const during = await readRun(readUrl);
    const afterDuring = await mail.ask('progress');
    console.log(`p50 ${during.p50} ms, p99 ${during.p99} ms, ${during.rps} req/s (${afterDuring.delivered.toLocaleString('en')} alerts in by its end)`);

    const final = await untilDelivered(mail, addresses.length, (p) =>
      console.log(`[bench] ${p.delivered.toLocaleString('en')} delivered, ${seconds(Date.now() - publishedAt)} s after publishing`),
    );
    const result = judge(addresses, final, publishedAt);
    result.duringOverlap = { startedAfterMs: duringStart, deliveredByItsEnd: afterDuring.delivered };
    report(date, result, before, during, published.ms);
  } finally {
    await stack?.stop();
    await mail.stop();
  }
}

/** Each subscriber's count of alerts: none missing, none twice, none to anyone else. */
function judge(addresses, final, publishedAt) {
  const counts = new Map(final.counts);
  const wanted = new Set(addresses);
  const missing = addresses.filter((address) => !counts.get(address));
  const duplicates = addresses.filter((address) => (counts.get(address) ?? 0) > 1);
  const others = [...counts.keys()].filter((address) => !wanted.has(address));
  const delivered = addresses.filter((address) => counts.get(address)).length;
  const takenMs = final.last === null ? null : final.last - publishedAt;
  return {
    subscribers: addresses.length,
    delivered,
    messages: final.delivered,
    duplicates: duplicates.length,
    missing: missing.length,
    toOthers: others.length,
    publishToFirstMs: final.first === null ? null : final.first - publishedAt,
    publishToLastMs: takenMs,
    ratePerSecond: takenMs ? Math.round((final.delivered / takenMs) * 10_000) / 10 : null,
    examples: { missing: missing.slice(0, 5), duplicates: duplicates.slice(0, 5), others: others.slice(0, 5) },
  };
}

function report(date, result, before, during, publishMs) {
  const m = machine();
  const ok = result.missing === 0 && result.duplicates === 0 && result.toOthers === 0;
  const readsValid = !failed(before) && !failed(during);
  const when = date.toISOString();
  const settingsLine = `${result.subscribers.toLocaleString('en')} confirmed subscribers with alerts, MAIL_RATE_PER_SECOND=${settings.rate}, MAIL_CONCURRENCY=${settings.concurrency} (one Strapi process), SMTP ${settings.pool ? 'pooled (the default)' : 'one connection per message (`?pool=false`)'}, ${settings.db}, demo content; reads: ${settings.connections} connections, ${settings.duration} s per run, Accept-Encoding: gzip, br`;
  const columns = ['subscribers', 'delivered', 'duplicates', 'missing', 'to others', 'publish → first', 'publish → last', 'rate achieved', 'rate set'];
  const rows = [
    [
      result.subscribers,
      result.delivered,
      result.duplicates,
      result.missing,
      result.toOthers,
      `${seconds(result.publishToFirstMs ?? 0)} s`,
      `${seconds(result.publishToLastMs ?? 0)} s`,
      `${result.ratePerSecond}/s`,
      `${settings.rate}/s`,
    ],
  ];
  const readColumns = ['cached article read', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const readRows = [
    ['before the alerts', before.rps, before.p50, before.p99, before.non2xx, before.errors + before.timeouts],
    ['while they go', during.rps, during.p50, during.p99, during.non2xx, during.errors + during.timeouts],
  ];
  const overlap = `The read "while they go" started ${seconds(result.duringOverlap.startedAfterMs)} s after the publication and ended with ${result.duringOverlap.deliveredByItsEnd.toLocaleString('en')} alerts in.`;
  console.log(`\n${textTable(columns, rows)}\n\n${textTable(readColumns, readRows)}\n\n${overlap}`);
  console.log(`Every subscriber got exactly one alert: ${ok ? 'yes' : 'NO'}`);
  const data = { date: when, machine: m, settings, publishMs: Math.round(publishMs), ...result, reads: { before, during }, ok, readsValid };
  const markdown = [
    `# Mail benchmark — ${when}`,
    '',
    `Machine: ${machineLine(m)}. Settings: ${settingsLine}.`,
    '',
    markdownTable(columns, rows),
    '',
    markdownTable(readColumns, readRows),
    '',
    overlap,
    '',
    `Every subscriber got exactly one alert: ${ok ? 'yes' : 'no'}.`,
    readsValid ? '' : '\n**A read run had non-2xx answers or socket errors: its figures are not valid.**',
  ].join('\n');
  console.log(writtenLine(writeResults('mail', date, data, markdown, { latest: ok && readsValid })));
  if (!ok) {
    console.error(`\n!!! ${result.missing} missing, ${result.duplicates} twice or more, ${result.toOthers} to others: ${JSON.stringify(result.examples)}`);
    process.exitCode = 1;
  }
  if (!readsValid) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
