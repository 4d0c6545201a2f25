// The mixed traffic of `npm run bench:load` and its ledger: what the server acknowledged, counted on the client.
// `connections` workers each send one request at a time until the time is up (a worker finishes the call it
// is making, so nothing is left half-sent: every view the server counted is a view the client saw answered).
// Each reader account belongs to one worker, so a reader's like toggles happen in order and the expected
// state of every (reader, article) pair is known exactly.

/** Read, view, like and comment shares of the traffic, in percent. */
const MIX = [
  ['article', 25],
  ['list', 15],
  ['search', 10],
  ['view', 20],
  ['like', 15],
  ['comment', 15],
];
const pickAction = () => {
  let roll = Math.random() * 100;
  for (const [action, share] of MIX) if ((roll -= share) < 0) return action;
  return 'article';
};
const any = (list) => list[Math.floor(Math.random() * list.length)];
const ok = (res) => res.status >= 200 && res.status < 300;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function newLedger() {
  return {
    views: new Map(), // article id → acknowledged views
    liked: new Map(), // `${reader id}:${article id}` → expected state after the acknowledged toggles
    likeDisagreements: [], // a toggle answered `liked` other than the expected state
    comments: new Map(), // article id → acknowledged comments
    edits: new Map(), // article id → the last acknowledged excerpt
    created: [], // articles the editor published: { id, slug, title }
    failures: [], // the first 50 failures, for the report
    failureCount: 0,
    done: {}, // action → acknowledged count
    latencies: {}, // action → ms per call
  };
}

function record(ledger, action, res, path) {
  (ledger.latencies[action] ??= []).push(res.ms);
  if (ok(res)) {
    ledger.done[action] = (ledger.done[action] ?? 0) + 1;
    return true;
  }
  ledger.failureCount += 1;
  if (ledger.failures.length < 50) {
    ledger.failures.push({ action, path, status: res.status, answer: res.error ?? JSON.stringify(res.body)?.slice(0, 200) });
  }
  return false;
}

const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
/** Views sent so far, by every worker: each is a visitor of its own. */
let visitors = 0;

/** One worker: its own readers, one call at a time until `end`. */
async function worker({ call, warmApi, pool, readers, words, categorySlugs, ledger, end }) {
  let n = 0;
  while (Date.now() < end) {
    let action = pickAction();
    if ((action === 'like' || action === 'comment') && readers.length === 0) action = 'view';
    const article = any(pool);
    const id = encodeURIComponent(article.id);
    if (action === 'article') {
      const path = `/articles/${encodeURIComponent(article.slug)}`;
      record(ledger, action, await call(warmApi, 'GET', path), path);
    } else if (action === 'list') {
      const path = any([
        '/articles?limit=12',
        '/articles?sort=date&limit=8',
        '/articles?featured=true&limit=6',
        `/articles?category=${any(categorySlugs)}&sortBy=publishDate&sortOrder=desc&page=${1 + Math.floor(Math.random() * 2)}&limit=12`,
      ]);
      record(ledger, action, await call(warmApi, 'GET', path), path);
    } else if (action === 'search') {
      const path = `/articles?q=${encodeURIComponent(any(words))}&page=1&limit=12`;
      record(ledger, action, await call(warmApi, 'GET', path), path);
    } else if (action === 'view') {
      const path = `/articles/${id}/view`;
      // Each view a reader of their own: a view counts once per visitor (address and browser) and article.
      const userAgent = `bench-reader-${++visitors}`;
      if (record(ledger, action, await call(warmApi, 'POST', path, { userAgent }), path)) bump(ledger.views, article.id);
    } else if (action === 'like') {
      const reader = any(readers);
      const key = `${reader.id}:${article.id}`;
      const expected = !(ledger.liked.get(key) ?? false);
      const path = `/articles/${id}/like`;
      const res = await call(warmApi, 'POST', path, { token: reader.token });
      if (record(ledger, action, res, path)) {
        ledger.liked.set(key, expected);
        if (res.body?.data?.liked !== expected) ledger.likeDisagreements.push({ key, expected, answered: res.body?.data?.liked });
      }
    } else {
      const reader = any(readers);
      const path = `/articles/${id}/comments`;
      const body = { content: `Comment ${++n} from ${reader.id} under load.` };
      if (record(ledger, action, await call(warmApi, 'POST', path, { token: reader.token, body }), path)) bump(ledger.comments, article.id);
    }
  }
}

/** The editor: every `everyMs`, publishes a new article or edits an existing one (alternately). */
async function editor({ call, warmApi, token, pool, seeded, categoryIds, ledger, end, everyMs }) {
  let last = Date.now();
  for (let n = 1; ; n++) {
    // Every `everyMs` from the start of the previous change, however long that one took.
    await sleep(Math.max(0, last + everyMs - Date.now()));
    if (Date.now() >= end) return;
    last = Date.now();
    if (n % 2 === 1) {
      const title = `Bench breaking story ${n} ${Date.now().toString(36)}`;
      const body = {
        title,
        excerpt: `Developing story number ${n}.`,
        content: `<p>Story ${n}: the newsroom publishes while readers pile in.</p>`,
        category: categoryIds[n % categoryIds.length],
        status: 'published',
        breaking: true,
        tags: ['bench'],
      };
      const res = await call(warmApi, 'POST', '/articles', { token, body });
      if (record(ledger, 'publish', res, '/articles')) {
        const a = res.body.data;
        ledger.created.push({ id: a._id, slug: a.slug, title: a.title });
        pool.push({ id: a._id, slug: a.slug, start: { views: a.views ?? 0, likes: a.likes ?? 0, comments: 0 } });
      }
    } else {
      const target = seeded[(n / 2) % seeded.length];
      const excerpt = `Updated under load at ${new Date().toISOString()} (edit ${n}).`;
      const path = `/articles/${encodeURIComponent(target.id)}`;
      if (record(ledger, 'edit', await call(warmApi, 'PUT', path, { token, body: { excerpt } }), path)) ledger.edits.set(target.id, excerpt);
    }
  }
}

/**
 * Runs the traffic for `durationMs`; `pool` (articles with their start counts) grows as the editor publishes.
 * @returns {Promise<ReturnType<typeof newLedger>>}
 */
export async function runTraffic({ call, warmApi, pool, readers, categories, editorToken, connections, durationMs, editEveryMs }) {
  const ledger = newLedger();
  const end = Date.now() + durationMs;
  const seeded = [...pool];
  const words = [...new Set(pool.flatMap((a) => a.slug.split('-').filter((w) => w.length >= 5)))];
  const categorySlugs = categories.map((c) => c.slug);
  const categoryIds = categories.filter((c) => !c.parentCategory).map((c) => c._id);
  await Promise.all([
    ...Array.from({ length: connections }, (_, w) =>
      worker({ call, warmApi, pool, readers: readers.filter((_, i) => i % connections === w), words, categorySlugs, ledger, end }),
    ),
    editor({ call, warmApi, token: editorToken, pool, seeded, categoryIds, ledger, end, everyMs: editEveryMs }),
  ]);
  return ledger;
}
