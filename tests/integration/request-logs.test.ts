import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, startStack, type Stack } from '../support/stack.js';

/**
 * Request logs (docs/decisions/0016-request-logs.md): the adapters and Strapi write one JSON line per request, with
 * the request id the adapters carried into Strapi, and never a password or token. An own stack, so its output holds
 * only this file's requests.
 */
let stack: Stack;

type Line = Record<string, unknown>;
const jsonLines = (output: string): Line[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l) as Line;
      } catch {
        return {};
      }
    });

async function until<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('not logged in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl });
});

afterAll(async () => {
  await stack?.stop();
});

describe('request logs', () => {
  it('carry one request id from the adapters into Strapi, with method, path, status and duration, and no secret', async () => {
    const reqId = `test-${Date.now()}-signin`;
    const res = await fetch(`${stack.apiUrl}/auth/login?from=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': reqId },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(reqId);
    const token = ((await res.json()) as { data: { token: string } }).data.token;

    const adapters = await until(() => jsonLines(stack.adaptersLog()).find((l) => l.reqId === reqId));
    expect(adapters).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 200 });
    expect(typeof adapters.ms).toBe('number');
    const strapi = await until(() => jsonLines(stack.cmsLog()).find((l) => l.reqId === reqId && l.method === 'POST'));
    expect(strapi).toMatchObject({ method: 'POST', status: 200 });
    expect(String(strapi.path)).toMatch(/^\/api\/auth\/local/);
    expect(typeof strapi.ms).toBe('number');

    // A signed-in call: Strapi's line names the user, and the token is nowhere.
    const meId = `test-${Date.now()}-me`;
    expect((await fetch(`${stack.apiUrl}/auth/me`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': meId } })).status).toBe(200);
    await until(() => jsonLines(stack.cmsLog()).find((l) => l.reqId === meId && typeof l.user === 'number'));
    await until(() => jsonLines(stack.adaptersLog()).find((l) => l.reqId === meId));

    for (const output of [stack.adaptersLog(), stack.cmsLog()]) {
      expect(output).not.toContain(ADMIN.password);
      expect(output).not.toContain(token);
      expect(output).not.toContain('from=test');
    }
  });

  it('replace a malformed request id, and log a read the cache answered', async () => {
    // Words with letters no generated id has (ids are hex), so a fresh id can never contain them by chance.
    const res = await fetch(`${stack.apiUrl}/categories`, { headers: { 'x-request-id': 'malformed id\twith spaces' } });
    expect(res.status).toBe(200);
    const given = res.headers.get('x-request-id') ?? '';
    expect(given).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
    expect(given).not.toMatch(/malformed|with|spaces/);

    // The next read of the same answer comes from the read cache, and still gets its own id and line.
    const again = await fetch(`${stack.apiUrl}/categories`);
    const id = again.headers.get('x-request-id');
    expect(id).toBeTruthy();
    expect(id).not.toBe(given);
    const line = await until(() => jsonLines(stack.adaptersLog()).find((l) => l.reqId === id));
    expect(line).toMatchObject({ method: 'GET', path: '/api/categories', status: 200 });
    expect(['HIT', 'STALE', 'SHARED', 'MISS']).toContain(line.cache);
  });

  it('leave out a page view that was taken (a beacon follows nearly every page), but not one refused', async () => {
    const beacon = (id: string, body: unknown) =>
      fetch(`${stack.apiUrl}/analytics/views`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': id }, body: JSON.stringify(body) });
    const taken = `test-${Date.now()}-view`;
    const refused = `test-${Date.now()}-bad-view`;
    expect((await beacon(taken, { path: '/', locale: 'en' })).status).toBe(204);
    expect((await beacon(refused, { path: '/', locale: 'xx' })).status).toBe(400);
    // The refused one's line is written; by then the taken one's, written first, would be there too.
    expect(await until(() => jsonLines(stack.adaptersLog()).find((l) => l.reqId === refused))).toMatchObject({ status: 400 });
    expect(jsonLines(stack.adaptersLog()).filter((l) => l.reqId === taken)).toEqual([]);
  });
});
