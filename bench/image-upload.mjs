// `npm run bench:images`: how the site answers while a reporter uploads the costliest image allowed — a 1-bit BMP of
// exactly the pixel budget (40 megapixels in 5 MB; BMP and ICO are decoded in JavaScript, so each takes seconds, in
// the adapters and again in Strapi). `/api/health` is asked one request after another, on a new connection each
// time, first with nothing else running, then during the uploads; p50, p99 and the slowest answer of each phase are
// written with the upload times. An upload over the budget is timed too (refused from its header). Options:
//   --uploads=3 (worst-case images, one after another) --idle=5 (s of health checks alone) --db=sqlite|postgres
import { request } from 'node:http';
import { percentiles } from './load-http.mjs';
import { postgresServer, positive, readOptions } from './options.mjs';
import { machine, machineLine, markdownTable, textTable, writeResults, writtenLine } from './report.mjs';
import { startBenchStack } from './stack.mjs';
import { importSupport } from './support.mjs';

const options = readOptions({ uploads: '3', idle: '5', db: 'sqlite' });
const settings = { uploads: positive(options, 'uploads'), idle: positive(options, 'idle'), db: options.db };

/** The pixel budget of @bulletin/images (MAX_IMAGE_PIXELS): 40,000 × 1,000 is exactly it. */
const WORST = { width: 40_000, height: 1_000 };

/** One GET of /api/health on a new connection: its time in ms, or a failure. */
function health(siteUrl) {
  const url = new URL('/api/health', siteUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
    });
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    req.end();
  });
}

/** Health checks one after another (20 ms apart) until `until` settles or `stopAt` passes. */
async function probe(siteUrl, { until, stopAt = Infinity }) {
  let done = false;
  until?.finally(() => (done = true));
  const answers = [];
  while (!done && performance.now() < stopAt) {
    answers.push(await health(siteUrl));
    await new Promise((r) => setTimeout(r, 20));
  }
  return answers;
}

async function json(url, method, body, token) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function main() {
  const date = new Date();
  console.log(`[images] starting Strapi + adapters on ${settings.db}…`);
  const stack = await startBenchStack({ postgresServer: postgresServer(options), seed: false });
  const api = `${stack.warmUrl}/api`;
  let outcome;
  try {
    const login = await json(`${api}/auth/login`, 'POST', stack.admin);
    if (login.status !== 200) throw new Error(`admin sign-in: ${login.status}`);
    const token = login.body.data.token;
    const category = await json(`${api}/categories`, 'POST', { name: `Bench images ${Date.now()}` }, token);
    if (category.status !== 201) throw new Error(`category: ${category.status}`);
    const story = (featuredImage) => ({ title: `Big picture ${Math.random().toString(36).slice(2)}`, content: '<p>Text</p>', category: category.body.data._id, status: 'draft', featuredImage });
    const { bmp, imageDataUrl } = await importSupport('images');
    const worst = imageDataUrl(bmp(WORST.width, WORST.height, 1));
    const over = imageDataUrl(bmp(WORST.width + 1, WORST.height, 1));

    console.log(`[images] ${settings.idle} s of health checks alone…`);
    const idle = await probe(stack.warmUrl, { stopAt: performance.now() + settings.idle * 1000 });

    console.log(`[images] ${settings.uploads} uploads of a ${WORST.width} × ${WORST.height} 1-bit BMP (${Math.round(worst.length / 1024)} kB as a data URL), one after another…`);
    const uploadTimes = [];
    const uploads = (async () => {
      for (let i = 0; i < settings.uploads; i += 1) {
        const started = performance.now();
        const res = await json(`${api}/articles`, 'POST', story(worst), token);
        if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status} ${JSON.stringify(res.body)}`);
        uploadTimes.push(performance.now() - started);
      }
    })();
    const during = await probe(stack.warmUrl, { until: uploads });
    await uploads;

    const refusedStarted = performance.now();
    const refused = await json(`${api}/articles`, 'POST', story(over), token);
    const refusedMs = performance.now() - refusedStarted;
    if (refused.status !== 400) throw new Error(`an image over the budget answered ${refused.status}`);
    outcome = { idle, during, uploadTimes, refusedMs, refusedMessage: refused.body.message };
  } finally {
    await stack.stop();
  }
  report(date, outcome);
}

const round = (n) => Math.round(n * 10) / 10;

function report(date, { idle, during, uploadTimes, refusedMs, refusedMessage }) {
  const m = machine();
  const phase = (name, answers) => {
    const { p50, p99, max } = percentiles(answers.map((a) => a.ms));
    return [name, answers.length, answers.filter((a) => !a.ok).length, p50, p99, max];
  };
  const columns = ['/api/health', 'answers', 'failed', 'p50 ms', 'p99 ms', 'max ms'];
  const rows = [phase('alone', idle), phase(`during ${uploadTimes.length} uploads`, during)];
  const uploadLine = `Each upload (checked by the adapters and again by Strapi, stored): ${uploadTimes.map((t) => `${round(t / 1000)} s`).join(', ')}. One over the budget (${WORST.width + 1} × ${WORST.height}): ${Math.round(refusedMs)} ms, 400 "${refusedMessage}".`;
  console.log(`\n${textTable(columns, rows)}\n\n${uploadLine}`);
  const failed = [...idle, ...during].some((a) => !a.ok);
  if (failed) process.exitCode = 1;
  const when = date.toISOString();
  const data = {
    date: when,
    machine: m,
    settings: { ...settings, image: { ...WORST, bitsPerPixel: 1, format: 'bmp' } },
    health: Object.fromEntries(rows.map(([name, answers, failures, p50, p99, max]) => [name, { answers, failed: failures, p50, p99, max }])),
    uploadSeconds: uploadTimes.map((t) => round(t / 1000)),
    overBudgetMs: Math.round(refusedMs),
  };
  const markdown = [
    `# Image uploads and the site's answers — ${when}`,
    '',
    `Machine: ${machineLine(m)}. Settings: ${settings.uploads} uploads of a ${WORST.width} × ${WORST.height} 1-bit BMP (the pixel budget), ${settings.db}.`,
    '',
    markdownTable(columns, rows),
    '',
    uploadLine,
  ].join('\n');
  console.log(writtenLine(writeResults('image-upload', date, data, markdown, { latest: !failed })));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
