import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PNG_DATA_URL } from '../support/api.js';
import { clusterFixtures, imageEverywhere, liveAcross, purgeTravels, sessionAcross, signInStatuses, SIGN_IN_LIMITED, type CheckResult } from '../support/cluster-checks.js';
import { startCluster, type Cluster } from '../support/cluster.js';
import { ADMIN } from '../support/stack.js';

/**
 * Several Strapi processes and several adapters instances over one PostgreSQL, media in one bucket
 * (`CMS_REPLICAS` and `ADAPTERS_REPLICAS` in docker-compose.yml; tests/support/cluster.ts, which
 * `npm run bench:cluster` also runs, with nginx in front and processes killed under load): what one process counts or
 * records, the other must honour. The sign-in limits live in the database (`cms/src/accounts/sign-in-throttle.ts`),
 * so guesses spread over both processes meet one cap; views counted by both end up in the database exactly;
 * a token signed out on one is refused by the other. Strapi is called directly (from 127.0.0.1, the address it
 * trusts for X-Forwarded-For), alternating between the two processes.
 */
// PostgreSQL only, not a silent pass: several Strapi processes share a database only on a server (SQLite is a file
// for one process). The `integration-postgres` project runs it when TEST_DATABASE_URL names a server; the SQLite
// project cannot, and reports it skipped.
// The limits are the cluster's own (CLUSTER_LIMITS): six failed sign-ins per address, backoff after three, two sign-ups.
describe.runIf(inject('database') === 'postgres')('two Strapi processes over one PostgreSQL', () => {
  let cluster: Cluster;
  let cms: [string, string];

  beforeAll(async () => {
    cluster = await startCluster({ postgresUrl: process.env.TEST_DATABASE_URL! });
    cms = [cluster.cms[0].cmsUrl, cluster.cms[1].cmsUrl];
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  let addresses = 0;
  /** A documentation address (TEST-NET-2) no other test uses. */
  const newAddress = () => `198.51.100.${++addresses}`;

  async function call(base: string, method: string, path: string, options: { body?: unknown; token?: string; forwardedFor?: string } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    const res = await fetch(`${base}/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  /** The i-th call goes to process i mod 2. */
  const on = (i: number) => cms[i % 2]!;
  const signIn = (i: number, identifier: string, password: string, forwardedFor: string) =>
    call(on(i), 'POST', '/auth/local', { body: { identifier, password }, forwardedFor });

  async function register(i: number, forwardedFor: string) {
    const suffix = randomBytes(4).toString('hex');
    const account = { username: `scaled-${suffix}`, email: `scaled-${suffix}@example.test`, password: 'Secret123' };
    return { account, res: await call(on(i), 'POST', '/auth/local/register', { body: account, forwardedFor }) };
  }

  it('caps failed sign-ins from one address across both processes, not per process', async () => {
    // Six failures in all (three on each process) reach the cap of six: both refuse from then on.
    expect(await signInStatuses(cms, newAddress())).toEqual(SIGN_IN_LIMITED);
    // Another address is not affected, on either process.
    expect((await signIn(0, ADMIN.email, ADMIN.password, newAddress())).status).toBe(200);
    expect((await signIn(1, ADMIN.email, ADMIN.password, newAddress())).status).toBe(200);
  });

  it("backs off a guesser of one account after failures spread over both processes, and stops anonymous sign-ups at the shared limit", async () => {
    const address = newAddress();
    const { account, res } = await register(0, address);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(i, account.email, `Wrong-${i}`, address)).status).toBe(400);
    // The right password from the guessing address waits, whichever process answers.
    expect((await signIn(3, account.email, account.password, address)).status).toBe(429);
    expect((await signIn(4, account.email, account.password, address)).status).toBe(429);
    // The owner elsewhere gets in.
    expect((await signIn(5, account.email, account.password, newAddress())).status).toBe(200);

    // Two sign-ups from one address in all: the first was above (process 0), the second on process 1, the third refused.
    expect((await register(1, address)).res.status).toBe(200);
    const third = await register(0, address);
    expect(third.res.status).toBe(429);
    expect(third.res.body?.error?.message).toMatch(/too many sign-ups/i);
  });

  it('a token signed out on one process is refused by the other', async () => {
    const address = newAddress();
    const { account } = await register(0, address);
    const session = await signIn(0, account.email, account.password, address);
    expect(session.status).toBe(200);
    const token = session.body.jwt as string;
    expect((await call(on(1), 'GET', '/session/me', { token })).status).toBe(200);
    expect((await call(on(0), 'POST', '/session/logout', { token })).status).toBeLessThan(300);
    expect((await call(on(1), 'GET', '/session/me', { token })).status).toBe(401);
  });

  it('views counted by both processes all reach the database, each answer counting up', async () => {
    const admin = await signIn(0, ADMIN.email, ADMIN.password, newAddress());
    const category = await call(on(0), 'POST', '/categories', { token: admin.body.jwt, body: { data: { name: `Scaled ${randomBytes(3).toString('hex')}` } } });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const created = await call(on(1), 'POST', '/articles', {
      token: admin.body.jwt,
      body: { data: { title: `Scaled views ${randomBytes(3).toString('hex')}`, content: '<p>Text.</p>', category: category.body.data.documentId, editorialStatus: 'published' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.data.slug as string;
    const answers: number[][] = [[], []];
    for (let i = 0; i < 30; i++) {
      // Thirty readers: a view counts once per visitor (address and browser).
      const res = await call(on(i), 'POST', `/articles/${slug}/view`, { forwardedFor: newAddress() });
      expect(res.status).toBe(200);
      answers[i % 2]!.push(res.body.data.views as number);
    }
    // Each process's answers rise; none passes the true total.
    for (const seen of answers) {
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(new Set(seen).size).toBe(seen.length);
      expect(Math.max(...seen)).toBeLessThanOrEqual(30);
    }
    // Both processes flush (every 200 ms here): the stored count becomes exactly 30.
    const deadline = Date.now() + 10_000;
    let stored = -1;
    while (Date.now() < deadline) {
      stored = (await call(on(0), 'GET', `/articles/${slug}`)).body.data.views as number;
      if (stored === 30) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored).toBe(30);
  });

  describe('and two adapters instances', () => {
    let fixtures: { token: string; categoryId: string };
    beforeAll(async () => {
      fixtures = await clusterFixtures(cluster);
    });
    const holds = ({ ok, detail }: CheckResult) => expect(ok, detail).toBe(true);

    it('a write through one instance is read through the other at once: its cache was purged (LISTEN/NOTIFY)', async () => {
      holds(await purgeTravels(cluster, fixtures));
    });

    it('an image uploaded through one is named alike by both and served from the bucket', async () => {
      holds(await imageEverywhere(cluster, fixtures, PNG_DATA_URL));
    });

    it('a session of one instance is valid on the other, and signed out on the other is refused by the first', async () => {
      holds(await sessionAcross(cluster));
    });

    it('live entries posted through either instance reach the streams held by both', async () => {
      holds(await liveAcross(cluster, fixtures));
    });
  });
});
