import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, startStack, type Stack } from '../support/stack.js';
import { createArticle, useStack } from '../support/api.js';
import { runScript, type ScriptRun } from '../support/script.js';

/**
 * `npm run import -- wordpress FILE.xml` (docs/product.md#wordpress-import) against a running site: its own stack
 * (the site as `npm start` runs it, Strapi and the adapters with the read cache on), then the command with the same
 * environment, as an operator would run it beside the site. The export is tests/fixtures/wordpress/gazette.xml,
 * written from the WXR 1.2 format: three authors, nested categories, every post status, a [caption] with an
 * inline image in a copy of wp-content/uploads beside the file, a featured image in a --media folder, comments
 * approved and not, odd characters and a malformed item. Then exports that name what the site already has (an
 * account's e-mail, an article's slug), break its limits or lie beside other files. On SQLite, and on PostgreSQL
 * in the `integration-postgres` project.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'tests/fixtures/wordpress');
const exportFile = path.join(fixtures, 'gazette.xml');
const mediaDir = path.join(fixtures, 'media');
const png = path.join(fixtures, 'wp-content/uploads/2024/05/harbour.png');

let stack: Stack;
let adminToken = '';

type Run = ScriptRun;

/** The command as an operator types it (`npm run import -- …` runs `node scripts/import.mjs …`). */
function runImport(args: string[]): Promise<Run> {
  // ENV_PATH: this checkout's cms/.env (a developer's `npm start` secrets) must not reach the test's stack.
  return runScript('import.mjs', ['wordpress', ...args], { ...stack.env, ENV_PATH: path.join(root, 'tests/fixtures/wordpress/no.env') });
}

async function get(pathAndQuery: string, token?: string) {
  const res = await fetch(`${stack.apiUrl}${pathAndQuery}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function site(pathAndQuery: string) {
  const res = await fetch(`${stack.siteUrl}${pathAndQuery}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

let first: Run;
let articlesBefore: any;

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl });
  useStack(stack);
  const login = await fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  adminToken = ((await login.json()) as any).data.token;
  // A reader's lists are in the read cache before the import (the second read is a HIT).
  await get('/articles?limit=50');
  articlesBefore = await get('/articles?limit=50');
  await get('/categories');
  first = await runImport([exportFile, '--media', mediaDir]);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

describe('npm run import -- wordpress (first run)', () => {
  it('imports every good post, reports the bad ones and goes on (exit 2), and prints a summary', () => {
    expect(first.stderr).not.toMatch(/\[import\] (?!no )/);
    // Strapi's own warnings and errors (a purge notice not delivered, an audit entry lost) would be on stderr.
    expect(first.stderr).not.toMatch(/\b(warn|error)\b/);
    expect(first.code).toBe(2);
    const out = first.stdout;
    expect(out).toContain('WordPress import of');
    expect(out).toContain('(Harbour Gazette, https://old.harbour-gazette.example)');
    expect(out).toContain('articles:   6 imported (3 published, 1 scheduled, 1 draft, 1 in review), 0 already imported, 2 failed');
    expect(out).toContain('skipped:    4 (pages: 1, private: 1, in the trash: 1, password-protected: 1)');
    expect(out).toContain('authors:    3 reporter accounts created (blocked until an admin sets a password), 0 already here');
    expect(out).toContain('categories: 4 created, 0 already here');
    expect(out).toContain('comments:   2 imported, 0 already imported, left out: 1 (not approved: 1)');
    expect(out).toContain('images:     2 uploaded, 1 already stored, 1 not found');
    expect(out).toMatch(/item 12 \(line \d+\): not well-formed XML at line \d+: Expected closing tag 'wp:post_id'/);
    expect(out).toMatch(/post 111 "Empty draft" \(line \d+\): Content is required/);
    expect(out).toContain('image not found: 2024/05/crane-missing.png (left out of the article; add it in the editor)');
  });

  it('shows progress with counts and an estimate (plain lines when not on a terminal)', () => {
    const lines = first.stderr.split('\n').filter((line) => /^\[[#-]{24}\]/.test(line));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.at(-1)).toMatch(/^\[#{24}\] 100% 11\/11 posts · 6 imported · 3 skipped · 2 failed · about 0 s left$/);
    expect(first.stderr).toMatch(/about \d+ s left/);
  });

  it("shows readers the new articles at once, although their list was in the read cache", async () => {
    expect(articlesBefore.headers.get('x-cache')).toBe('HIT');
    const after = await get('/articles?limit=50');
    const titles = after.body.data.articles.map((a: any) => a.title);
    expect(titles).toEqual(['سوق الليل يعود إلى الميناء', 'Café & Bar: “Night Market” returns 🌊', 'Harbour reopens after the storm']);
    // Drafts, the post under review and the scheduled one are not public.
    expect((await get('/articles/tall-ships-2099-regatta')).status).toBe(404);
    expect((await get('/articles/lighthouse-keeper-retires')).status).toBe(404);
  });

  it('maps WordPress statuses and GMT dates (drafts, pending → review, future → scheduled)', async () => {
    const all = (await get('/articles?status=all&limit=100', adminToken)).body.data.articles as any[];
    const bySlug = new Map(all.map((a) => [a.slug, a]));
    expect(bySlug.get('harbour-reopens-after-the-storm')).toMatchObject({ status: 'published', publishDate: '2024-05-01T09:30:00.000Z', createdAt: '2024-05-01T09:30:00.000Z', featured: true });
    expect(bySlug.get('lighthouse-keeper-retires')).toMatchObject({ status: 'review' });
    expect(bySlug.get('tall-ships-2099-regatta')).toMatchObject({ status: 'published', publishDate: '2099-01-01T09:00:00.000Z' });
    expect(bySlug.get('draft-dredging-plans')).toMatchObject({ status: 'draft', title: 'Draft: dredging plans' });
    expect(all.filter((a) => a.title.startsWith('Private') || a.title.startsWith('Trashed') || a.title.startsWith('Members only'))).toEqual([]);
  });

  it('turns the content into Bulletin HTML: blocks gone, [caption] a figure, images uploaded and pointed at', async () => {
    const { body } = await get('/articles/harbour-reopens-after-the-storm');
    const article = body.data;
    expect(article.content).toMatch(/<p>The harbour master opened the gates at six this morning\.<br \/>\nFerries are running again\.<\/p>/);
    expect(article.content).toMatch(/<figure class="image image-style-align-right"><a href="\/uploads\/[^"]+\.png"><img src="(\/uploads\/harbour[^"]+\.png)" alt="The harbour at dawn" width="300" height="200" \/><\/a>\s*<figcaption>The harbour at dawn, <em>quiet again<\/em><\/figcaption>\s*<\/figure>/);
    // No trace of the old site's files: the one whose file was not found is left out (no broken image).
    expect(article.content).not.toMatch(/\[caption|srcset|old\.harbour-gazette\.example/);
    expect(article.content).toContain('<p>Crews worked through the night. </p>');
    expect(article.excerpt).toBe('The gates are open again after three days.');
    expect(article.category).toMatchObject({ slug: 'gazette-harbour', name: 'Harbour & Docks' });
    expect(article.tags).toEqual(['Ferries', 'Gazette News']);
    expect(article.author).toMatchObject({ firstName: 'Mara', lastName: 'Quill' });
    // The inline image (in wp-content/uploads beside the export) and the featured image (from --media) are served by the site.
    const inline = /<img src="(\/uploads\/[^"]+)"/.exec(article.content)![1];
    for (const url of [inline, article.featuredImage]) {
      const res = await fetch(`${stack.siteUrl}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    expect(article.featuredImage).toMatch(/^\/uploads\/ferry/);
    expect(article.featuredImageMeta).toMatchObject({ width: 64, height: 40 });

    const market = (await get('/articles/night-market-returns')).body.data;
    expect(market.content).not.toContain('wp:');
    // Right-to-left text keeps its direction; CDATA split around "]]>" is joined; WordPress's block classes go.
    expect(market.content).toContain('<p dir="rtl">سوق الليل مفتوح حتى منتصف الليل</p>');
    expect(market.content).toContain('<pre><code>if (tide &lt; 2) { close(); } // ]]&gt; stays</code></pre>');
    expect(market.excerpt).toMatch(/^Stalls line the quay from dusk & the smell of grilled fish drifts over the water 🐟\./);
  });

  it('brings approved comments only, with their dates, a guest by the name they gave, an author by their account', async () => {
    const { body } = await get('/articles/harbour-reopens-after-the-storm/comments');
    const comments = body.data.map((c: any) => ({ content: c.content, author: c.author?.firstName ?? null, authorName: c.authorName, createdAt: c.createdAt }));
    expect(comments).toEqual([
      { content: 'Photos from the quay tomorrow.', author: 'Tomasz', authorName: null, createdAt: '2024-05-01T13:00:00.000Z' },
      { content: 'Great news for the island runs!', author: null, authorName: 'Sam Reader', createdAt: '2024-05-01T11:15:00.000Z' },
    ]);
  });

  it('makes the categories with their parents', async () => {
    const harbour = (await get('/categories/gazette-harbour')).body.data;
    expect(harbour.parentCategory).toMatchObject({ slug: 'gazette-local' });
    const local = (await get('/categories/gazette-local')).body.data;
    expect(local).toMatchObject({ name: 'Local News', parentCategory: { slug: 'gazette-news' } });
    expect(local.subCategories.map((c: any) => c.slug)).toEqual(['gazette-harbour']);
    expect((await get('/categories/gazette-news')).body.data).toMatchObject({ description: 'Everything that happens', parentCategory: null });
  });

  it('makes reporter accounts that nobody can sign in to until an admin sets a password', async () => {
    const users = (await get('/users?limit=100', adminToken)).body.data as any[];
    const imported = users.filter((u) => u.email.endsWith('@harbour-gazette.example'));
    expect(imported.map((u) => [u.email, u.role, u.firstName, u.lastName]).sort()).toEqual([
      ['layla.haddad@harbour-gazette.example', 'reporter', 'ليلى', 'حداد'],
      ['mara.quill@harbour-gazette.example', 'reporter', 'Mara', 'Quill'],
      ['tomasz.okafor@harbour-gazette.example', 'reporter', 'Tomasz', 'Okafor'],
    ]);
    const signIn = (email: string, password: string) =>
      fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect((await signIn('layla.haddad@harbour-gazette.example', 'anything-at-all')).status).toBe(401);

    const layla = imported.find((u) => u.email.startsWith('layla'))!;
    const set = await fetch(`${stack.apiUrl}/users/${layla._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ firstName: 'ليلى', lastName: 'حداد', email: layla.email, role: 'reporter', bio: '', password: 'Quay-Pass-2024' }),
    });
    expect(set.status).toBe(200);
    expect((await signIn(layla.email, 'Quay-Pass-2024')).status).toBe(200);
  });
});

describe('old WordPress links', () => {
  it('/?p=ID answers 301 to the article', async () => {
    expect(await site('/?p=101')).toMatchObject({ status: 301, location: '/article/harbour-reopens-after-the-storm' });
    expect(await site('/index.php?p=102')).toMatchObject({ status: 301, location: '/article/night-market-returns' });
  });

  it('/YYYY/MM/DD/slug/ answers 301 to the article, also for a slug WordPress kept percent-encoded', async () => {
    expect(await site('/2024/05/01/harbour-reopens-after-the-storm/')).toMatchObject({ status: 301, location: '/article/harbour-reopens-after-the-storm' });
    expect(await site('/2024/05/03/night-market-returns')).toMatchObject({ status: 301, location: '/article/night-market-returns' });
    expect(await site('/2024/05/04/%d8%b3%d9%88%d9%82-%d8%a7%d9%84%d9%84%d9%8a%d9%84/')).toMatchObject({ status: 301, location: '/article/post-103' });
    const target = await site('/article/post-103');
    expect(target.status).toBe(200);
    expect(target.text).toContain('سوق الليل يعود إلى الميناء');
  });

  it('an unknown old address, or a post the public may not read, is the normal 404 page', async () => {
    for (const address of ['/2024/05/01/no-such-post/', '/2024/05/05/draft-dredging-plans/', '/2099/01/01/tall-ships-2099-regatta/']) {
      const page = await site(address);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<title>Page not found | Bulletin</title>');
    }
    // A draft's id never redirects (the home page answers, as for any other query on "/").
    expect((await site('/?p=104')).status).toBe(200);
  });
});

describe('npm run import -- wordpress (run again)', () => {
  it('duplicates nothing: every post, comment, account, category and image is found from the first run', async () => {
    const again = await runImport([exportFile, '--media', mediaDir, '--json']);
    expect(again.code).toBe(2);
    const summary = JSON.parse(again.stdout);
    expect(summary.articles).toMatchObject({ created: 0, alreadyThere: 6, failed: 2 });
    expect(summary.authors).toEqual({ created: [], existing: 3, mapped: 0 });
    expect(summary.categories).toEqual({ created: 0, existing: 4 });
    expect(summary.comments).toMatchObject({ created: 0, alreadyThere: 2 });
    expect(summary.images).toMatchObject({ uploaded: 0 });

    const all = (await get('/articles?status=all&limit=100', adminToken)).body.data.articles as any[];
    expect(all).toHaveLength(6);
    expect(new Set(all.map((a) => a.slug)).size).toBe(6);
    const comments = (await get('/articles/harbour-reopens-after-the-storm/comments')).body.data;
    expect(comments).toHaveLength(2);
    const users = (await get('/users?limit=100', adminToken)).body.data as any[];
    expect(users.filter((u) => u.email.endsWith('@harbour-gazette.example'))).toHaveLength(3);
    const categories = (await get('/categories')).body.data as any[];
    expect(categories.filter((c) => c.slug.startsWith('gazette-'))).toHaveLength(4);
  }, 240_000);

  it('refuses a file that is not a WordPress export (exit 1), writing nothing', async () => {
    const run = await runImport([png]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\[import\] The file is not a WordPress export/);
  }, 120_000);
});

/** An export of its own (a channel, its authors, its items) in a new folder; returns the folder and the file. */
async function exportOf(authors: string, items: string[]): Promise<{ dir: string; file: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-wxr-'));
  const file = path.join(dir, 'export.xml');
  await writeFile(
    file,
    `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Quay Weekly</title><link>https://old.quay-weekly.example</link><wp:wxr_version>1.2</wp:wxr_version>
${authors}
${items.join('\n')}
</channel></rss>
`,
  );
  return { dir, file };
}

const author = (id: number, login: string, email: string, first: string, last: string) =>
  `<wp:author><wp:author_id>${id}</wp:author_id><wp:author_login><![CDATA[${login}]]></wp:author_login><wp:author_email><![CDATA[${email}]]></wp:author_email><wp:author_first_name><![CDATA[${first}]]></wp:author_first_name><wp:author_last_name><![CDATA[${last}]]></wp:author_last_name></wp:author>`;

type Post = { id: number; creator: string; slug: string; date: string; title?: string; content?: string; commentBy?: number };
const post = (p: Post) => `<item><title><![CDATA[${p.title ?? `Story ${p.id}`}]]></title><dc:creator><![CDATA[${p.creator}]]></dc:creator>
<content:encoded><![CDATA[${p.content ?? `Filed from the quay, story ${p.id}.`}]]></content:encoded>
<wp:post_id>${p.id}</wp:post_id><wp:post_date><![CDATA[${p.date}]]></wp:post_date><wp:post_date_gmt><![CDATA[${p.date}]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${p.slug}]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="quay-weekly"><![CDATA[Quay Weekly]]></category>${
  p.commentBy
    ? `<wp:comment><wp:comment_id>${p.id * 10}</wp:comment_id><wp:comment_author><![CDATA[Whoever]]></wp:comment_author><wp:comment_content><![CDATA[A word from the desk.]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type><wp:comment_user_id>${p.commentBy}</wp:comment_user_id></wp:comment>`
    : ''
}</item>`;

async function articleBySlug(slug: string) {
  const all = (await get('/articles?status=all&limit=100', adminToken)).body.data.articles as any[];
  return all.find((a) => a.slug === slug);
}

async function userByEmail(email: string) {
  const users = (await get('/users?limit=100', adminToken)).body.data as any[];
  return users.find((u) => u.email === email);
}

describe('an export that names what the site already has, or breaks its limits', () => {
  /** An editor of this site, whose e-mail an export author gives too (in other letters' case). */
  const editor = { email: 'quay.desk@bulletin.test', password: 'Quay-Desk-2024' };
  let editorBefore: any;
  let run: Run;
  let summary: any;
  let exported: { dir: string; file: string };

  beforeAll(async () => {
    const made = await fetch(`${stack.apiUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ...editor, firstName: 'Real', lastName: 'Editor', role: 'editor', bio: '' }),
    });
    expect(made.status).toBe(201);
    editorBefore = await userByEmail('quay.desk@bulletin.test');
    // An article of this site whose slug a WordPress post also had (published on another day).
    await createArticle(adminToken, { title: 'Quay lights', publishDate: '2024-03-10T12:00:00.000Z' });
    exported = await exportOf(author(901, 'quaydesk', 'Quay.Desk@bulletin.test', 'Impostor', 'Byline'), [
      post({
        id: 90001,
        creator: 'quaydesk',
        slug: 'quay-lights',
        date: '2024-05-20 10:00:00',
        commentBy: 901,
        content: `The lights came on. <img src="https://old.quay-weekly.example/wp-content/uploads/2024/06/quay-night.png" alt="Night" /> <img src="https://old.quay-weekly.example/wp-content/uploads/2024/06/quay-secret.png" alt="Secret" />`,
      }),
      post({ id: 90002, creator: 'quaydesk', slug: 'quay-huge', date: '2024-05-21 10:00:00', content: `<p>${'tide '.repeat(600_000)}</p>` }),
      post({ id: 90003, creator: 'quaydesk', slug: 'quay-long', date: '2024-05-22 10:00:00', title: 'L'.repeat(301) }),
      // The same old address as the Gazette's post 101 (imported earlier): it keeps leading there.
      post({ id: 90004, creator: 'quaydesk', slug: 'harbour-reopens-after-the-storm', date: '2024-05-01 10:30:00' }),
    ]);
    // A file at the path the export names, and one of the same name lying loose beside the export.
    await mkdir(path.join(exported.dir, 'wp-content/uploads/2024/06'), { recursive: true });
    await copyFile(png, path.join(exported.dir, 'wp-content/uploads/2024/06/quay-night.png'));
    await copyFile(png, path.join(exported.dir, 'quay-secret.png'));
    run = await runImport([exported.file, '--json']);
    summary = JSON.parse(run.stdout);
  }, 240_000);

  afterAll(async () => {
    await rm(exported.dir, { recursive: true, force: true });
  });

  it('never writes under an existing account: an author whose e-mail is taken gets an account of their own, the existing one is left as it was', async () => {
    expect(summary.authors).toEqual({ created: ['quaydesk.wordpress-901@import.invalid'], existing: 0, mapped: 0 });
    expect(summary.notes).toContain(
      'author quaydesk: an account here already has the e-mail quay.desk@bulletin.test and was left as it is; their posts are under a new account, quaydesk.wordpress-901@import.invalid (to put them under that account, run with --map-authors)',
    );
    const own = await userByEmail('quaydesk.wordpress-901@import.invalid');
    expect(own).toMatchObject({ role: 'reporter', firstName: 'Impostor', lastName: 'Byline' });
    const story = (await get('/articles/quay-lights-2')).body.data;
    expect(story.author._id).toBe(own._id);
    const comments = (await get('/articles/quay-lights-2/comments')).body.data;
    expect(comments.map((c: any) => c.author?._id)).toEqual([own._id]);
    // The editor's account: as it was, and still theirs.
    expect(await userByEmail('quay.desk@bulletin.test')).toEqual(editorBefore);
    const signIn = await fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(editor) });
    expect(signIn.status).toBe(200);
  });

  it('holds posts to the limits the API has: a 3 MB body and a 301-character title fail with its messages, nothing is cut', async () => {
    expect(run.code).toBe(2);
    expect(summary.articles).toMatchObject({ created: 2, failed: 2 });
    expect(summary.failures).toEqual([
      expect.stringMatching(/^post 90002 "Story 90002" \(line \d+\): Content must be at most 2 MB$/),
      expect.stringMatching(/^post 90003 "L+" \(line \d+\): Title must be at most 300 characters$/),
    ]);
    expect(await articleBySlug('quay-huge')).toBeUndefined();
    expect(await articleBySlug('quay-long')).toBeUndefined();
  });

  it('uploads only the files the export names, at their path: not a file of the same name lying beside it', async () => {
    expect(summary.images).toEqual({ uploaded: 1, reused: 0, missing: 1 });
    expect(summary.notes).toContain('post 90001 "Story 90001" (line 5): image not found: 2024/06/quay-secret.png (left out of the article; add it in the editor)');
    const story = (await get('/articles/quay-lights-2')).body.data;
    expect(story.content).toMatch(/<img src="\/uploads\/quay_night[^"]*\.png" alt="Night" \/>/);
    expect(story.content).not.toMatch(/secret/i);
  });

  it('answers an old address only with its day, and never moves one that led to an article elsewhere', async () => {
    expect(await site('/2024/05/20/quay-lights/')).toMatchObject({ status: 301, location: '/article/quay-lights-2' });
    // The site's own "Quay lights" never had a WordPress address: no day leads anywhere by its slug.
    for (const address of ['/2024/03/10/quay-lights/', '/2023/01/01/quay-lights/', '/2024/05/21/quay-lights/', '/2024/05/02/harbour-reopens-after-the-storm/']) {
      expect((await site(address)).status, address).toBe(404);
    }
    // Post 90004 had the Gazette's post 101's address: the address stays with the article that had it first.
    expect(await articleBySlug('harbour-reopens-after-the-storm-2')).toBeDefined();
    expect(await site('/2024/05/01/harbour-reopens-after-the-storm/')).toMatchObject({ status: 301, location: '/article/harbour-reopens-after-the-storm' });
    expect(await site('/?p=90004')).toMatchObject({ status: 301, location: '/article/harbour-reopens-after-the-storm-2' });
  });
});

describe('npm run import -- wordpress --map-authors', () => {
  let exported: { dir: string; file: string };
  const mapFile = (dir: string, map: object) => {
    const file = path.join(dir, `map-${Object.keys(map).length}-${Date.now()}.json`);
    return writeFile(file, JSON.stringify(map)).then(() => file);
  };

  beforeAll(async () => {
    exported = await exportOf(author(902, 'guestwriter', 'guest.writer@quay-weekly.example', 'Guest', 'Writer'), [
      post({ id: 90005, creator: 'guestwriter', slug: 'quay-guest', date: '2024-06-01 10:00:00', commentBy: 902 }),
    ]);
  });

  afterAll(async () => {
    await rm(exported.dir, { recursive: true, force: true });
  });

  it('refuses a mapping that names someone who is not an author of the export, before anything starts (exit 1)', async () => {
    const run = await runImport([exported.file, '--map-authors', await mapFile(exported.dir, { guestwritr: 'quay.desk@bulletin.test' })]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('[import] --map-authors: "guestwritr" is not an author of the export (by login or e-mail)');
  });

  it('stops before writing anything when a mapped account does not exist (exit 1)', async () => {
    const run = await runImport([exported.file, '--map-authors', await mapFile(exported.dir, { guestwriter: 'nobody@bulletin.test' })]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('[import] --map-authors: no account here has the e-mail nobody@bulletin.test');
    expect(await articleBySlug('quay-guest')).toBeUndefined();
    expect(await userByEmail('guest.writer@quay-weekly.example')).toBeUndefined();
  }, 120_000);

  it('puts a mapped author’s posts and comments under the account named, and changes nothing about it', async () => {
    const before = await userByEmail('quay.desk@bulletin.test');
    const run = await runImport([exported.file, '--json', '--map-authors', await mapFile(exported.dir, { 'Guest.Writer@quay-weekly.example': 'Quay.Desk@bulletin.test' })]);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.authors).toEqual({ created: [], existing: 0, mapped: 1 });
    const story = (await get('/articles/quay-guest')).body.data;
    expect(story.author._id).toBe(before._id);
    const comments = (await get('/articles/quay-guest/comments')).body.data;
    expect(comments.map((c: any) => c.author?._id)).toEqual([before._id]);
    expect(await userByEmail('quay.desk@bulletin.test')).toEqual(before);
    expect(await userByEmail('guest.writer@quay-weekly.example')).toBeUndefined();
  }, 120_000);
});

describe('beside a busy site', () => {
  /** An export of `count` plain posts (ids from 20000) with a comment each, in the fixture's channel. */
  async function bulkExport(count: number): Promise<string> {
    const fixture = await readFile(exportFile, 'utf8');
    const head = fixture.slice(0, fixture.indexOf('<item>'));
    const items = Array.from({ length: count }, (_, i) => `<item><title><![CDATA[Tide table ${i}]]></title><dc:creator><![CDATA[mara]]></dc:creator>
<content:encoded><![CDATA[High water at ${i % 12}:00.\n\nLow water six hours later.]]></content:encoded>
<wp:post_id>${20000 + i}</wp:post_id><wp:post_date_gmt><![CDATA[2023-03-01 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[tide-table-${i}]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="gazette-tides"><![CDATA[Tides]]></category>
<wp:comment><wp:comment_id>${30000 + i}</wp:comment_id><wp:comment_author><![CDATA[Pilot ${i}]]></wp:comment_author><wp:comment_content><![CDATA[Thanks]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type></wp:comment></item>`);
    const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-wxr-'));
    const file = path.join(dir, 'tides.xml');
    await writeFile(file, `${head}${items.join('\n')}\n</channel>\n</rss>\n`);
    return file;
  }

  it("keeps taking the newsroom's writes while an import writes to the same database, and loses none of either", async () => {
    const file = await bulkExport(120);
    const post = (pathName: string, body: unknown) =>
      fetch(`${stack.apiUrl}${pathName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify(body),
      });
    const category = ((await (await post('/categories', { name: `Busy desk ${Date.now()}` })).json()) as any).data._id;
    // An editor publishes, and readers view and comment, in a loop until the import ends.
    let importing = true;
    const failures: string[] = [];
    let writes = 0;
    const editor = (async () => {
      while (importing) {
        const created = await post('/articles', { title: `Desk story ${writes}`, content: '<p>Filed during the import.</p>', category, status: 'published' });
        const body = (await created.json()) as any;
        if (created.status !== 201) {
          failures.push(`create ${created.status} ${body.message}`);
          continue;
        }
        for (const res of [await post(`/articles/${body.data._id}/view`, {}), await post(`/articles/${body.data._id}/comments`, { content: 'Noted.' })]) {
          if (res.status >= 300) failures.push(`${res.url} ${res.status}`);
        }
        writes += 3;
      }
    })();
    const run = await runImport([file, '--json']).finally(() => {
      importing = false;
    });
    await editor;
    await rm(path.dirname(file), { recursive: true, force: true });

    // On a failure, Strapi's own words say why.
    const strapiErrors = () => stack.cmsLog().split('\n').filter((line) => /error/i.test(line)).slice(-20).join('\n');
    expect(failures, strapiErrors()).toEqual([]);
    expect(writes).toBeGreaterThan(0);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.articles).toMatchObject({ created: 120, failed: 0 });
    expect(summary.comments).toMatchObject({ created: 120 });
    const tides = (await get('/articles?category=gazette-tides&limit=1')).body.data;
    expect(tides.total).toBe(120);
  }, 300_000);
});
