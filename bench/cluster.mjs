// `npm run bench:cluster`: the scaled form of docker-compose.yml run natively (tests/support/cluster.ts): PostgreSQL
// (TEST_DATABASE_URL, else a throw-away server of its own), an S3-compatible bucket (s3rver), two Strapi, two adapters
// and nginx with a configuration generated from deploy/balancer.conf. First the correctness checks of
// tests/support/cluster-checks.ts; then --duration seconds of reads through nginx (cached article pages and API reads)
// with an editor writing drafts, during which one adapters process is killed with SIGKILL (started again after
// --down s), then one Strapi process (the same), and at the end both Strapi processes for --down-all s.
// Targets (docs/performance.md#cluster-npm-run-benchcluster): every check holds; no cached page read fails while an adapters process is
// down; writes fail only while no Strapi is up, and then cleanly (a 5xx in the API's error shape, never over 10 s);
// every acknowledged write is there afterwards. Figures: bench/results/cluster-latest.json|md; exit code 1 on a miss.
// Options: --duration=60 --readers=6 --down=10 --down-all=5
import { positive, readOptions } from './options.mjs';
import { benchPostgres } from './postgres.mjs';
import { machine, machineLine, markdownTable, textTable, writeResults, writtenLine } from './report.mjs';
import { importSupport } from './support.mjs';
import { checkWrites, startTraffic, successShare } from './faults/traffic.mjs';

const options = readOptions({ duration: '60', readers: '6', down: '10', 'down-all': '5' });
const duration = positive(options, 'duration') * 1000;
const down = positive(options, 'down') * 1000;
const downAll = positive(options, 'down-all') * 1000;
const date = new Date();
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

let postgres;
let cluster;
let stopping;
const cleanUp = () =>
  (stopping ??= (async () => {
    await cluster?.stop();
    await postgres?.stop();
  })());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n[cluster] ${signal}: stopping nginx, Strapi, the adapters, s3rver and PostgreSQL…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function json(url, method, body, token) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** The admin, an editor of their making, a category and `count` published articles: their page and API addresses. */
async function content(api, admin, count) {
  const login = await json(`${api}/auth/login`, 'POST', admin);
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status}`);
  const adminToken = login.body.data.token;
  const editor = { email: `editor-${Date.now()}@example.test`, password: 'Editor-Pass-123' };
  const made = await json(`${api}/auth/register`, 'POST', { firstName: 'Bench', lastName: 'Editor', role: 'editor', bio: '', ...editor }, adminToken);
  if (made.status !== 201) throw new Error(`editor: ${made.status} ${JSON.stringify(made.body)}`);
  const token = (await json(`${api}/auth/login`, 'POST', editor)).body.data.token;
  const category = (await json(`${api}/categories`, 'POST', { name: `Cluster bench ${Date.now()}` }, adminToken)).body.data._id;
  const articles = [];
  for (let i = 0; i < count; i++) {
    const res = await json(`${api}/articles`, 'POST', { title: `Cluster story ${i} ${Date.now()}`, content: `<p>Story ${i}.</p>`, category, status: 'published' }, adminToken);
    if (res.status !== 201) throw new Error(`article: ${res.status} ${JSON.stringify(res.body)}`);
    articles.push(res.body.data);
  }
  return { token, category, articles };
}

/** Counters of the traffic now, to tell the phases apart afterwards. */
const snapshot = (pages, apiReads, label) => ({
  label,
  at: Date.now(),
  pages: { ok: pages.reads.ok, failed: pages.reads.failed },
  api: { ok: apiReads.reads.ok, failed: apiReads.reads.failed },
  writes: { ok: pages.writes.ok, failed: pages.writes.failed, enveloped: pages.writes.enveloped, refused: pages.writes.refused },
});
const minus = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] - b[k]]));

async function main() {
  const results = { checks: [], phases: [], reads: null, writes: null, acknowledged: null };
  const missed = [];
  console.log('[cluster] PostgreSQL…');
  postgres = await benchPostgres();
  console.log(`[cluster] ${postgres.own ? 'a throw-away server of its own' : 'TEST_DATABASE_URL'}; s3rver, two Strapi, two adapters, nginx…`);
  const { startCluster } = await importSupport('cluster');
  const { runClusterChecks } = await importSupport('cluster-checks');
  const { ADMIN } = await importSupport('stack');
  const { bmp, imageDataUrl } = await importSupport('images');
  cluster = await startCluster({ postgresUrl: postgres.url, balancer: true });
  const site = cluster.siteUrl;

  console.log('[cluster] correctness checks…');
  results.checks = await runClusterChecks(cluster, imageDataUrl(bmp(64, 48)));
  for (const check of results.checks) if (!check.ok) missed.push(`${check.name}: ${check.detail}`);
  const media = results.checks[1]?.ok ? 'served through nginx /media/' : 'not checked';

  const { token, category, articles } = await content(`${site}/api`, ADMIN, 10);
  const pageUrls = articles.map((a) => `${site}/article/${a.slug}`);
  const apiUrls = [`${site}/api/articles?limit=10`, ...articles.map((a) => `${site}/api/articles/${a._id}`)];
  // Both instances' caches hold every page and answer before the faults (each instance keeps its own).
  for (const node of cluster.adapters) {
    for (const url of [...pageUrls, ...apiUrls]) await fetch(url.replace(site, node.siteUrl)).then((r) => r.arrayBuffer());
  }

  console.log(`[cluster] ${duration / 1000} s of reads through nginx with an editor writing; processes killed with SIGKILL…`);
  const readers = positive(options, 'readers');
  const pages = startTraffic({ url: site, token }, { pages: pageUrls, category, readers, writers: 1, writePauseMs: 300, label: 'cluster' });
  const apiReads = startTraffic({ url: site, token }, { pages: apiUrls, category, readers: Math.max(1, Math.floor(readers / 2)), writers: 0, label: 'cluster-api' });
  const started = Date.now();
  const marks = [snapshot(pages, apiReads, 'steady')];
  const mark = (label) => {
    marks.push(snapshot(pages, apiReads, label));
    console.log(`[cluster] ${((Date.now() - started) / 1000).toFixed(1)} s: ${label}`);
  };
  const [, adapters] = cluster.adapters;
  const [, cms] = cluster.cms;
  const at = (fraction) => pause(started + fraction * duration - Date.now());
  let traffic;
  let apiTraffic;
  try {
    for (const [fraction, phase, member] of [[0.1, 'an adapters process down', adapters], [0.4, 'a Strapi process down', cms]]) {
      await at(fraction);
      mark(phase);
      member.kill();
      await pause(down);
      await member.start();
      mark('steady');
    }
    await at(0.8);
    mark('both Strapi processes down');
    await cluster.killAllCms();
    await pause(downAll);
    mark('both Strapi processes starting');
    const starting = [cluster.stack.startCms(), cms.start()];
    await Promise.race(starting);
    // From here one Strapi answers: writes are taken again.
    mark('one Strapi process up');
    await Promise.all(starting);
    mark('recovered');
    // Traffic goes on a while with Strapi back: writes are taken again.
    await pause(Math.max(5000, started + duration - Date.now()));
  } finally {
    mark('end');
    traffic = await pages.stop();
    apiTraffic = await apiReads.stop();
  }

  // Per phase: what each counter gained between its start and the next mark.
  for (let i = 0; i + 1 < marks.length; i++) {
    const [from, to] = [marks[i], marks[i + 1]];
    if (to.at - from.at < 50) continue;
    results.phases.push({ phase: from.label, seconds: (to.at - from.at) / 1000, pages: minus(to.pages, from.pages), api: minus(to.api, from.api), writes: minus(to.writes, from.writes) });
  }
  results.reads = { pages: traffic.reads, api: apiTraffic.reads };
  results.writes = traffic.writes;
  results.acknowledged = await checkWrites({ url: site, token }, traffic.acknowledged);

  // Targets.
  const adaptersDown = results.phases.filter((p) => p.phase === 'an adapters process down');
  const pageFailuresAdaptersDown = adaptersDown.reduce((n, p) => n + p.pages.failed, 0);
  if (pageFailuresAdaptersDown > 0) missed.push(`${pageFailuresAdaptersDown} cached page reads failed while an adapters process was down`);
  // A write in flight in the process killed is lost with it, never replayed (it may have been committed): a 502 in
  // the API's error shape, from the adapters when a Strapi process dies under it, from nginx (deploy/balancer.conf
  // `@unanswered`) when an adapters instance does. The one writer has at most one in flight at each such kill.
  const noStrapi = (p) => p.phase.startsWith('both Strapi processes');
  const withStrapi = results.phases.filter((p) => !noStrapi(p));
  const writesFailedWithStrapi = withStrapi.reduce((n, p) => n + p.writes.failed, 0);
  const inFlightAtKills = results.phases.filter((p) => p.phase === 'a Strapi process down' || p.phase === 'an adapters process down').length;
  if (writesFailedWithStrapi > inFlightAtKills) missed.push(`${writesFailedWithStrapi} writes failed while a Strapi process was up (at most ${inFlightAtKills}: one in flight at each kill)`);
  const unclean = results.phases.reduce((n, p) => n + p.writes.failed - p.writes.enveloped, 0) + (traffic.writes.statuses[0] ?? 0);
  if (unclean > 0) missed.push(`${unclean} failed writes were not a 5xx in the API's error shape (statuses ${JSON.stringify(traffic.writes.statuses)})`);
  const recovered = results.phases.find((p) => p.phase === 'recovered');
  if (!recovered || recovered.writes.ok === 0) missed.push('no write was taken once Strapi was back');
  const hanging = traffic.reads.over10s + apiTraffic.reads.over10s + traffic.writes.over10s;
  if (hanging > 0) missed.push(`${hanging} requests waited over 10 s`);
  const { missing, altered, found } = results.acknowledged;
  if (missing.length || altered.length) missed.push(`acknowledged writes lost (${missing.length}, e.g. ${missing.slice(0, 3).join(', ')}) or altered (${altered.length})`);
  if (successShare(traffic.reads) < 99.9) missed.push('at least 99.9 % of cached page reads over the whole run');

  const failedShare = (s) => `${(100 - successShare(s)).toFixed(3)} % of ${(s.ok + s.failed).toLocaleString('en')}`;
  const phaseRows = results.phases.map((p) => [p.phase, p.seconds.toFixed(1), `${p.pages.failed} of ${p.pages.ok + p.pages.failed}`, `${p.api.failed} of ${p.api.ok + p.api.failed}`, `${p.writes.ok} ok, ${p.writes.failed} failed (${p.writes.enveloped} in the error shape)`]);
  const phaseColumns = ['phase', 's', 'failed page reads', 'failed API reads', 'writes'];
  const checkRows = results.checks.map((c) => [c.ok ? 'yes' : '**no**', c.name, c.detail]);
  const m = machine();
  const markdown = [
    `# npm run bench:cluster — ${date.toISOString()}`,
    '',
    `PostgreSQL (${postgres.own ? 'a throw-away server' : 'TEST_DATABASE_URL'}), s3rver, 2 Strapi, 2 adapters, nginx (deploy/balancer.conf); ${machineLine(m)}.`,
    '',
    markdownTable(['holds', 'check', 'seen'], checkRows),
    '',
    markdownTable(phaseColumns, phaseRows),
    '',
    `Failed reads over the run: cached pages ${failedShare(traffic.reads)} (statuses ${JSON.stringify(traffic.reads.statuses)}), API ${failedShare(apiTraffic.reads)} (statuses ${JSON.stringify(apiTraffic.reads.statuses)}); slowest read ${Math.max(traffic.reads.slowest, apiTraffic.reads.slowest)} ms, slowest write ${traffic.writes.slowest} ms. ` +
      `Writes: ${traffic.writes.ok} acknowledged, ${found} of them there afterwards and whole; ${traffic.writes.failed} failed (statuses ${JSON.stringify(traffic.writes.statuses)}). Media: ${media}.`,
    '',
    ...[...traffic.reads.samples, ...apiTraffic.reads.samples].slice(0, 5).flatMap((f, i) => [
      `${i ? '' : '\n'}- failed read ${((f.at - started) / 1000).toFixed(1)} s in: ${f.url.replace(site, '')} → ${f.status} (X-Cache ${f.cache}) ${f.text.replace(/\s+/g, ' ').slice(0, 80)}`,
    ]),
    '',
    missed.length ? `**Missed:** ${missed.join('; ')}` : 'Every target met.',
  ].join('\n');
  console.log(`\n${textTable(phaseColumns, phaseRows)}\n`);
  for (const c of results.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log(`\n${markdown.slice(markdown.indexOf('Failed reads over the run'))}`);
  const files = writeResults('cluster', date, { date: date.toISOString(), machine: m, options, results, missed }, markdown, { latest: missed.length === 0 });
  console.log(writtenLine(files));
  return missed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`[cluster] the run did not finish: ${error.stack ?? error.message}`);
  const log = await cluster?.balancer?.log();
  if (log) console.error(`[cluster] nginx's error log:\n${log.slice(-3000)}`);
} finally {
  await cleanUp();
}
process.exit(code);
