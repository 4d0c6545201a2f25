// Before the load: an editor, many reader accounts (signed up through the API, as readers do) and the starting
// counts of every published article, read with the cache out of the way.
import { randomBytes } from 'node:crypto';

const ok = (res) => res.status >= 200 && res.status < 300;
const fail = (what, res) => new Error(`${what}: ${res.status} ${res.error ?? JSON.stringify(res.body).slice(0, 300)}`);

/** Runs `task(i)` for i in 0..count-1, `parallel` at a time. */
async function inParallel(count, parallel, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** An editor account, created by the admin and signed in. */
export async function signInEditor(call, siteApi, admin) {
  const adminLogin = await call(siteApi, 'POST', '/auth/login', { body: admin });
  if (!ok(adminLogin)) throw fail('admin sign-in', adminLogin);
  const email = `editor-${randomBytes(4).toString('hex')}@bench.test`;
  const password = 'Editor-Pass-123';
  const created = await call(siteApi, 'POST', '/auth/register', {
    token: adminLogin.body.data.token,
    body: { firstName: 'Bench', lastName: 'Editor', email, password, role: 'editor', bio: '' },
  });
  if (!ok(created)) throw fail('create the editor', created);
  const login = await call(siteApi, 'POST', '/auth/login', { body: { email, password } });
  if (!ok(login)) throw fail('editor sign-in', login);
  return { token: login.body.data.token };
}

/** `count` reader accounts signed up anonymously through the API: [{ id, token }]. */
export async function signUpReaders(call, siteApi, count) {
  const run = randomBytes(3).toString('hex');
  return inParallel(count, 6, async (i) => {
    const password = `Reader-${run}-${i}A`;
    const res = await call(siteApi, 'POST', '/auth/register', {
      body: { firstName: 'Reader', lastName: `Number ${i}`, email: `reader-${run}-${i}@bench.test`, password, confirmPassword: password, terms: true },
    });
    if (!ok(res)) throw fail(`sign up reader ${i}`, res);
    return { id: res.body.data.user._id, token: res.body.data.token };
  });
}

/** Views, likes and comment count of one article, asked of the cache-off adapters with a staff token (private). */
export async function countsOf(call, coldApi, token, id) {
  const [article, comments] = await Promise.all([
    call(coldApi, 'GET', `/articles/${encodeURIComponent(id)}`, { token }),
    call(coldApi, 'GET', `/articles/${encodeURIComponent(id)}/comments`, { token }),
  ]);
  if (!ok(article)) throw fail(`read article ${id}`, article);
  if (!ok(comments)) throw fail(`read comments of ${id}`, comments);
  const a = article.body.data;
  return { views: a.views, likes: a.likes, comments: comments.body.data.length, title: a.title, excerpt: a.excerpt, slug: a.slug };
}

/** Every published article with its starting counts, and the categories. */
export async function snapshot(call, coldApi, token) {
  const articles = [];
  for (let page = 1; ; page++) {
    const res = await call(coldApi, 'GET', `/articles?limit=100&page=${page}`, { token });
    if (!ok(res)) throw fail('list articles', res);
    articles.push(...res.body.data.articles);
    if (page >= res.body.data.pages) break;
  }
  const pool = await inParallel(articles.length, 4, async (i) => {
    const { _id, slug, category } = articles[i];
    return { id: _id, slug, category: category?._id ?? null, start: await countsOf(call, coldApi, token, _id) };
  });
  const categories = await call(coldApi, 'GET', '/categories');
  if (!ok(categories)) throw fail('list categories', categories);
  return { pool, categories: categories.body.data };
}
