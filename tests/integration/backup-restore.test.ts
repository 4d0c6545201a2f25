import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { api, createArticle, loginAdmin, PNG_DATA_URL, signUpAs, useStack } from '../support/api.js';
import { createPgDatabase, startStack, type Stack } from '../support/stack.js';

/**
 * Backups that restore (docs/operations.md#backups): `npm run backup` writes an archive of a running site (SQLite's
 * online backup, the uploads, a manifest), `npm run restore` puts it into an empty database and uploads folder
 * (refusing a non-empty one), and a site started on them serves the same articles, users, revisions, comments and
 * images. On SQLite and on PostgreSQL (pg_dump and pg_restore, into a fresh empty database on the same server).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const script = (name: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], { cwd: root, env, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );

type Snapshot = {
  articles: Array<{ _id: string; title: string; content: string; status: string; featuredImage: string | null }>;
  users: string[];
  revisions: number;
  comments: string[];
  image: Buffer;
};

const postgresServer = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** SQL on the test's PostgreSQL server (`database`: another database on it). */
async function onServer<T>(sql: string, database?: string): Promise<T[]> {
  const url = new URL(postgresServer!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Where a restore goes: an empty SQLite file and uploads folder under `folder`, or on PostgreSQL a new empty database. */
async function emptyTarget(base: NodeJS.ProcessEnv, folder: string, made: Array<() => Promise<void>>): Promise<NodeJS.ProcessEnv> {
  const uploads = { CMS_PUBLIC_DIR: path.join(folder, 'public') };
  if (!postgresServer) return { ...base, ...uploads, DATABASE_FILENAME: path.join(folder, 'data.db') };
  const database = await createPgDatabase(postgresServer);
  made.push(database.drop);
  return { ...base, ...uploads, DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url };
}

describe('backup and restore', () => {
  let stack: Stack | null = null;
  /** Dropping the PostgreSQL databases made for restores, afterwards. */
  const made: Array<() => Promise<void>> = [];
  let dir: string;
  let archive: string;
  let target: NodeJS.ProcessEnv;
  let storyId: string;
  let before: Snapshot;

  /** What a reader and the admin see of the site now. */
  async function snapshot(site: Stack): Promise<Snapshot> {
    useStack(site);
    const admin = await loginAdmin();
    const list = await api('GET', '/articles?status=all&limit=50&sortBy=title&sortOrder=asc', { token: admin });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const articles = (list.body.data.articles as Snapshot['articles']).map(({ _id, title, content, status, featuredImage }) => ({ _id, title, content, status, featuredImage }));
    const users = ((await api('GET', '/users', { token: admin })).body.data as Array<{ email: string }>).map((u) => u.email).sort();
    const revisions = (await api('GET', `/articles/${storyId}/revisions`, { token: admin })).body.data;
    const comments = ((await api('GET', `/articles/${storyId}/comments`)).body.data as Array<{ content: string }>).map((c) => c.content);
    const cover = articles.find((a) => a._id === storyId)!.featuredImage!;
    const image = Buffer.from(await (await fetch(`${site.siteUrl}${cover}`)).arrayBuffer());
    return { articles, users, revisions: (revisions.revisions ?? revisions).length, comments, image };
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bulletin-backup-test-'));
    archive = path.join(dir, 'site.tar.gz');
    stack = await startStack({ postgresUrl: postgresServer });
    useStack(stack);
    const admin = await loginAdmin();
    const story = await createArticle(admin, { featuredImage: PNG_DATA_URL, content: '<p>Before the backup.</p>' });
    storyId = story._id;
    expect((await api('PUT', `/articles/${storyId}`, { token: admin, body: { title: `${story.title} (edited)` } })).status).toBe(200);
    const reader = await signUpAs('user');
    expect((await api('POST', `/articles/${storyId}/comments`, { token: reader.token, body: { content: 'A reader’s comment.' } })).status).toBe(201);
    await signUpAs('reporter');
    before = await snapshot(stack);
    target = await emptyTarget(stack.env, path.join(dir, 'restored'), made);
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
    await rm(dir, { recursive: true, force: true });
    for (const drop of made) await drop();
  });

  it('a backup is written while the site runs, and readers are answered meanwhile', async () => {
    const backup = script('backup', ['--out', archive], stack!.env);
    const read = await fetch(`${stack!.apiUrl}/articles/${storyId}`);
    const result = await backup;
    expect(read.status).toBe(200);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`${postgresServer ? 'postgres' : 'sqlite'} database \\(articles \\d+, categories \\d+, up_users \\d+, comments 1, article_revisions \\d+`));
    expect(result.stdout).toMatch(/\b[1-9]\d* uploaded files/);
  });

  it('restores into an empty database and uploads folder; a second restore there is refused without --force', async () => {
    const restored = await script('restore', [archive], target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    const again = await script('restore', [archive], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/refusing to restore: the database .* has tables and .* holds \d+ files\. .* --force/);
    expect((await script('restore', [archive, '--force'], target)).code).toBe(0);
  });

  it('a damaged archive is refused before anything is written', async () => {
    const broken = path.join(dir, 'broken.tar.gz');
    const { writeFile, readFile } = await import('node:fs/promises');
    const bytes = await readFile(archive);
    await writeFile(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const other = await emptyTarget(stack!.env, path.join(dir, 'other'), made);
    const result = await script('restore', [broken], other);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(dir, 'other'))).toBe(false);
    if (postgresServer) {
      const [{ n }] = await onServer<{ n: string }>("SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'", new URL(other.DATABASE_URL!).pathname.slice(1));
      expect(Number(n)).toBe(0);
    }
  });

  it('the restored site serves the same articles, users, revisions, comments and images', async () => {
    await stack!.stop();
    stack = null;
    const restored = postgresServer
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: target.DATABASE_URL }
      : { DATABASE_FILENAME: target.DATABASE_FILENAME };
    stack = await startStack({ extraEnv: { ...restored, CMS_PUBLIC_DIR: target.CMS_PUBLIC_DIR } });
    const after = await snapshot(stack);
    expect(after.articles).toEqual(before.articles);
    expect(after.users).toEqual(before.users);
    expect(after.revisions).toBe(before.revisions);
    expect(after.revisions).toBeGreaterThan(0);
    expect(after.comments).toEqual(['A reader’s comment.']);
    expect(after.image.equals(before.image)).toBe(true);
  }, 240_000);
});
