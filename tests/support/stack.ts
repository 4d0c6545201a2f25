import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { throwawayStrapiEnv } from '../../scripts/lib.mjs';

/**
 * The real product for integration and end-to-end tests: Strapi (built server code, no admin panel) and the
 * adapters, on a fresh database — a temporary SQLite file, or a new PostgreSQL database on the server whose
 * URL is given as `postgresUrl` — started as Strapi's first start left it when the run made a template
 * (database-template.ts). Everything is removed afterwards.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the run's database templates are named (database-template.ts): a SQLite file, a PostgreSQL database. */
export const TEMPLATE_ENV = { sqlite: 'BULLETIN_TEST_SQLITE_TEMPLATE', postgres: 'BULLETIN_TEST_POSTGRES_TEMPLATE' } as const;

export const ADMIN = { email: 'admin@bulletin.test', password: 'Admin-Pass-123' };

export type Stack = {
  apiUrl: string;
  siteUrl: string;
  cmsUrl: string;
  database: 'sqlite' | 'postgres';
  /** Where Strapi writes every e-mail (`.eml` files) unless `extraEnv` names an SMTP_URL. */
  outboxDir: string;
  /** The environment both processes run with (database, uploads folder, purge settings): a command such as
   *  `npm run import` given it works on this stack's database, as it would beside `npm start`. */
  env: NodeJS.ProcessEnv;
  /** The last 20 kB of Strapi's output since it was last started. */
  cmsLog(): string;
  /** The last 20 kB of the adapters' output since they were last started. */
  adaptersLog(): string;
  /** Calls `listener` with every piece of Strapi's output from now on (until the returned function, or a restart). */
  onCmsOutput(listener: (text: string) => void): () => void;
  /** The same for the adapters' output. */
  onAdaptersOutput(listener: (text: string) => void): () => void;
  /** Stops both processes and starts them again on the same database and uploads (a second start). */
  restart(): Promise<void>;
  /**
   * Stops Strapi alone; the adapters keep running (what they answer when the CMS is down). `restart` brings both back.
   * `signal`: SIGKILL for a process that dies at once (kill -9), without closing its connections.
   */
  stopCms(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Starts Strapi again after `stopCms`, the adapters left running (recovery without restarting them); `changedEnv`:
   * settings that differ from the first start's (the digest's hour), for this start only.
   */
  startCms(changedEnv?: NodeJS.ProcessEnv): Promise<void>;
  /** Freezes Strapi (SIGSTOP): connections are accepted and never answered, as by a CMS that hangs. */
  pauseCms(): void;
  /** Lets a frozen Strapi go on (SIGCONT). */
  resumeCms(): void;
  /** Starts one more adapters process on the same Strapi and database (scaled out); stopped with the stack. */
  addAdapters(): Promise<{ apiUrl: string; siteUrl: string } & Member>;
  /** Starts one more Strapi process on the same database (CMS_REPLICAS); stopped with the stack. */
  addCms(): Promise<{ cmsUrl: string } & Member>;
  /**
   * Stops every process and removes the database and folders; `keepDatabase`: leaves the database (and, on SQLite,
   * the stack's folder that holds it) for the caller to use and remove.
   */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
};

/** A process added to the stack (`addAdapters`, `addCms`): killed at once, and started again on the same port. */
export type Member = {
  log(): string;
  /** kill -9: the process dies without closing its connections. */
  kill(): void;
  /** Starts it again after `kill`, on the same port; resolves once it answers. */
  start(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}:\n${log()}`);
}

function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  let output = '';
  const listeners = new Set<(text: string) => void>();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    for (const listener of listeners) listener(text);
    if (process.env.STACK_LOGS) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    log: () => output,
    listen(listener: (text: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** A process on a port of its own that `launch` starts (again after a kill, on the same port). */
async function addMember(launch: (port: number) => Promise<ReturnType<typeof start>>): Promise<Member & { url: string }> {
  const port = await freePort();
  let current = await launch(port);
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => current.log(),
    kill: () => void current.child.kill('SIGKILL'),
    async start() {
      current = await launch(port);
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of the database `template`: its address,
 * and how to drop it.
 */
export async function createPgDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bulletin_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropPgDatabase(serverUrl, name) };
}

/** Drops the database `name` of the PostgreSQL server of `serverUrl`, ending its sessions first; none is no error. */
export async function dropPgDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

export type StackOptions = {
  /** A PostgreSQL server URL (a fresh database is created on it); SQLite when absent. */
  postgresUrl?: string;
  seed?: boolean;
  extraEnv?: NodeJS.ProcessEnv;
  /**
   * Whether to start from the run's database template when there is one (tests/support/database-template.ts):
   * by default yes, unless the stack is seeded or `extraEnv` names a database of its own.
   */
  template?: boolean;
};

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-stack-'));
  await mkdir(path.join(dir, 'public', 'uploads'), { recursive: true });
  const [cmsPort, apiPort] = [await freePort(), await freePort()];
  const ownDatabase = ['DATABASE_CLIENT', 'DATABASE_URL', 'DATABASE_FILENAME'].some((name) => options.extraEnv?.[name] !== undefined);
  const fromTemplate = (options.template ?? true) && !options.seed && !ownDatabase;
  const template = fromTemplate ? process.env[options.postgresUrl ? TEMPLATE_ENV.postgres : TEMPLATE_ENV.sqlite] : undefined;
  const pgDb = options.postgresUrl ? await createPgDatabase(options.postgresUrl, template) : null;
  if (template && !options.postgresUrl) await copyFile(template, path.join(dir, 'data.db'));

  const env: NodeJS.ProcessEnv = {
    ...throwawayStrapiEnv(),
    CMS_PORT: String(cmsPort),
    CMS_HOST: '127.0.0.1',
    CMS_SERVE_ADMIN: 'false',
    CMS_STARTUP_BANNER: 'false',
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    CMS_AUTH_RATELIMIT_MAX: '10000',
    BULLETIN_ADMIN_EMAIL: ADMIN.email,
    BULLETIN_ADMIN_PASSWORD: ADMIN.password,
    BULLETIN_SEED: options.seed ? 'demo' : 'none',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOGIN_LIMIT_PER_IP: '10000',
    REGISTER_LIMIT_PER_IP: '10000',
    NEWSLETTER_LIMIT_PER_IP: '10000',
    RESET_LIMIT_PER_IP: '10000',
    NEWSLETTER_LIMIT_PER_EMAIL: '10000',
    // Every test speaks from the loopback: the per-address and per-account limits would stop them, not a reader.
    COMMENT_LIMIT_PER_ACCOUNT: '10000',
    COMMENT_LIMIT_PER_IP: '10000',
    LIVE_STREAMS_PER_IP: '10000',
    // Strapi's purge notices go to these adapters' cache (the same secret on both sides).
    PURGE_URL: `http://127.0.0.1:${apiPort}/internal/purge`,
    PURGE_SECRET: randomBytes(32).toString('hex'),
    // No SMTP server: e-mails go to a folder of this stack's own (removed with it).
    SMTP_URL: undefined,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    // No daily digest unless a test asks for one: a test running across the digest's hour would get it.
    DIGEST_HOUR: 'off',
    ...(pgDb
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: pgDb.url }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') }),
    ...options.extraEnv,
  };

  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://127.0.0.1:${apiPort}`;
  const extra: ChildProcess[] = [];
  /** A Strapi process of this stack on `port`, once it answers; `added` keeps it to be stopped with the stack. */
  const cmsOn = async (port: number, changedEnv: NodeJS.ProcessEnv = {}, added?: ChildProcess[]) => {
    const strapi = path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js');
    const cms = start(process.execPath, [strapi, 'start'], path.join(root, 'cms'), { ...env, CMS_PORT: String(port), ...changedEnv });
    added?.push(cms.child);
    await waitFor(`http://127.0.0.1:${port}/_health`, cms.child, cms.log);
    return cms;
  };
  /** An adapters process of this stack on `port`, once it answers. */
  const adaptersOn = async (port: number, added?: ChildProcess[]) => {
    const adapters = start(process.execPath, [path.join(root, 'adapters/dist/server.js')], root, { ...env, PORT: String(port) });
    added?.push(adapters.child);
    await waitFor(`http://127.0.0.1:${port}/api/health`, adapters.child, adapters.log);
    return adapters;
  };
  const launchCms = (changedEnv: NodeJS.ProcessEnv = {}) => cmsOn(cmsPort, changedEnv);
  const launch = async () => ({ cms: await launchCms(), adapters: await adaptersOn(apiPort) });
  const halt = async ({ cms, adapters }: Awaited<ReturnType<typeof launch>>) => {
    await stopChild(adapters.child);
    await stopChild(cms.child);
  };
  let running = await launch();

  return {
    apiUrl: `${siteUrl}/api`,
    siteUrl,
    cmsUrl,
    database: pgDb ? 'postgres' : 'sqlite',
    outboxDir: env.MAIL_OUTBOX_DIR!,
    env,
    cmsLog: () => running.cms.log(),
    onCmsOutput: (listener) => running.cms.listen(listener),
    adaptersLog: () => running.adapters.log(),
    onAdaptersOutput: (listener) => running.adapters.listen(listener),
    async restart() {
      await halt(running);
      running = await launch();
    },
    async stopCms(signal) {
      await stopChild(running.cms.child, signal);
    },
    async startCms(changedEnv) {
      running = { ...running, cms: await launchCms(changedEnv) };
    },
    pauseCms() {
      running.cms.child.kill('SIGSTOP');
    },
    resumeCms() {
      running.cms.child.kill('SIGCONT');
    },
    addAdapters: () =>
      addMember((port) => adaptersOn(port, extra)).then((member) => ({ ...member, apiUrl: `${member.url}/api`, siteUrl: member.url })),
    addCms: () => addMember((port) => cmsOn(port, {}, extra)).then((member) => ({ ...member, cmsUrl: member.url })),
    async stop({ keepDatabase = false } = {}) {
      await Promise.all(extra.map((child) => stopChild(child)));
      await halt(running);
      if (keepDatabase) return;
      await pgDb?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
