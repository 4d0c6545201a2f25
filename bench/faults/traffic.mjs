// Traffic for the fault bench: readers of the site's article pages (kept in its read cache) and writers of draft
// articles as the admin. Every write the site acknowledged (a 201 with an id) is remembered with what was sent, so
// that afterwards each one can be checked: there, and whole.

/** A request limited to 15 s: one that took longer than 10 s is counted as hanging. */
async function timed(stats, call) {
  const started = Date.now();
  try {
    return await call(AbortSignal.timeout(15_000));
  } finally {
    const ms = Date.now() - started;
    stats.slowest = Math.max(stats.slowest, ms);
    if (ms > 10_000) stats.over10s += 1;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const counts = () => ({ ok: 0, failed: 0, statuses: {}, slowest: 0, over10s: 0, lastFailure: 0, firstFailure: 0 });

/** A failure, counted by its status (0: no answer). */
function failedAt(stats, status = 0) {
  stats.failed += 1;
  stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  stats.lastFailure = Date.now();
  stats.firstFailure ||= stats.lastFailure;
}

/**
 * Starts `readers` loops over `pages`, `writers` loops creating drafts in `category` (waiting `writePauseMs` after
 * each) and `uncached` loops of searches never asked before; `stop()` ends them and resolves to
 * `{ reads, writes, fresh, acknowledged }`.
 */
export function startTraffic(site, { pages, category, readers, writers, uncached = 0, writePauseMs = 0, label = 'fault' }) {
  const reads = { ...counts(), samples: [] };
  const writes = { ...counts(), refused: 0, enveloped: 0 };
  // Reads of answers nobody asked for before (a new search each time): they need the CMS, so a 503 is their honest answer while it is away.
  const fresh = { ...counts(), refused: 0 };
  const acknowledged = [];
  let running = true;
  let n = 0;

  const reader = async () => {
    while (running) {
      const url = pages[Math.floor(Math.random() * pages.length)];
      const answer = await timed(reads, async (signal) => {
        const res = await fetch(url, { signal });
        const text = await res.text();
        return { status: res.status, cache: res.headers.get('x-cache'), text };
      }).catch((error) => ({ status: 0, cache: null, text: error.message }));
      if (answer.status === 200) reads.ok += 1;
      else {
        failedAt(reads, answer.status);
        // The first failures as seen, to tell why (the read cache's X-Cache, the start of the answer).
        if (reads.samples.length < 20) reads.samples.push({ at: Date.now(), url, status: answer.status, cache: answer.cache, text: answer.text.slice(0, 120) });
        await pause(50);
      }
    }
  };

  const freshReader = async () => {
    while (running) {
      const status = await timed(fresh, async (signal) => {
        const res = await fetch(`${site.url}/api/articles?limit=5&q=${label}${Math.random().toString(36).slice(2)}`, { signal });
        await res.arrayBuffer();
        return res.status;
      }).catch(() => 0);
      if (status === 200) fresh.ok += 1;
      else {
        if (status === 503) fresh.refused += 1;
        failedAt(fresh, status);
        await pause(50);
      }
    }
  };

  const writer = async () => {
    while (running) {
      n += 1;
      const sent = { title: `${label} write ${n} ${Date.now()}`, content: `<p>Written during the ${label} run, number ${n}.</p>`, category, status: 'draft' };
      const answer = await timed(writes, async (signal) => {
        const res = await fetch(`${site.url}/api/articles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${site.token}` },
          body: JSON.stringify(sent),
          signal,
        });
        return { status: res.status, body: await res.json().catch(() => null) };
      }).catch(() => null);
      if (answer?.status === 201 && answer.body?.data?._id) {
        writes.ok += 1;
        acknowledged.push({ id: answer.body.data._id, title: sent.title, content: sent.content });
        if (writePauseMs) await pause(writePauseMs);
      } else {
        // A 503 while the CMS is away is the honest answer; no answer at all is a failure too. `enveloped`: refusals in
        // the API's error shape ({success: false, message}), not a proxy's page.
        if (answer?.status === 503) writes.refused += 1;
        if (answer?.body?.success === false && typeof answer.body.message === 'string') writes.enveloped += 1;
        failedAt(writes, answer?.status);
        await pause(100);
      }
    }
  };

  const loops = [reader, writer, freshReader].flatMap((loop, i) => Array.from({ length: [readers, writers, uncached][i] }, loop));
  return {
    reads,
    writes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return { reads, writes, fresh, acknowledged };
    },
  };
}

/** Each acknowledged write read back as the admin: `{ found, missing, altered }` (altered: there, but not as sent). */
export async function checkWrites(site, acknowledged) {
  const result = { found: 0, missing: [], altered: [] };
  for (const write of acknowledged) {
    const res = await fetch(`${site.url}/api/articles/${write.id}`, { headers: { authorization: `Bearer ${site.token}` } });
    const body = await res.json().catch(() => null);
    if (res.status !== 200 || !body?.data) result.missing.push(`${write.id} (${res.status})`);
    else if (body.data.title !== write.title || body.data.content !== write.content) result.altered.push(write.id);
    else result.found += 1;
  }
  return result;
}

/** The share of `stats` that succeeded, in per cent. */
export const successShare = (stats) => (stats.ok + stats.failed === 0 ? 100 : (100 * stats.ok) / (stats.ok + stats.failed));
