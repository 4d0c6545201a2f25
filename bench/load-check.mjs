// After the load: the server's counts against the client's ledger, and the editor's work as anonymous readers see it.
import { countsOf } from './load-setup.mjs';

/**
 * @returns {Promise<{ checked: number, mismatches: { what: string, expected: unknown, found: unknown }[] }>}
 */
export async function checkLedger({ call, coldApi, warmApi, staffToken, pool, ledger }) {
  const mismatches = [];
  const expect = (what, expected, found) => {
    if (expected !== found) mismatches.push({ what, expected, found });
  };
  const likedBy = new Map();
  for (const [key, liked] of ledger.liked) {
    const articleId = key.slice(key.indexOf(':') + 1);
    if (liked) likedBy.set(articleId, (likedBy.get(articleId) ?? 0) + 1);
  }

  // Exact counts, read with the cache out of the way (cache-off adapters, staff token: a private answer).
  for (const article of pool) {
    const now = await countsOf(call, coldApi, staffToken, article.id);
    expect(`views of ${article.slug}`, article.start.views + (ledger.views.get(article.id) ?? 0), now.views);
    expect(`likes of ${article.slug}`, article.start.likes + (likedBy.get(article.id) ?? 0), now.likes);
    expect(`comments of ${article.slug}`, article.start.comments + (ledger.comments.get(article.id) ?? 0), now.comments);
  }
  for (const d of ledger.likeDisagreements) mismatches.push({ what: `like toggle ${d.key} answered`, expected: d.expected, found: d.answered });

  // The editor's work, as an anonymous reader sees it through the cached adapters.
  for (const [id, excerpt] of ledger.edits) {
    const res = await call(warmApi, 'GET', `/articles/${encodeURIComponent(id)}`);
    expect(`edited excerpt of ${id} (anonymous, cached adapters)`, excerpt, res.body?.data?.excerpt ?? `HTTP ${res.status}`);
  }
  const latest = await call(warmApi, 'GET', `/articles?sort=date&limit=100`);
  const listed = new Set((latest.body?.data?.articles ?? []).map((a) => a._id));
  for (const a of ledger.created) {
    const res = await call(warmApi, 'GET', `/articles/${encodeURIComponent(a.slug)}`);
    expect(`new article ${a.slug} (anonymous, cached adapters)`, a.title, res.body?.data?.title ?? `HTTP ${res.status}`);
    expect(`new article ${a.slug} in the newest list (anonymous, cached adapters)`, true, listed.has(a.id));
  }
  return { checked: pool.length, mismatches };
}
