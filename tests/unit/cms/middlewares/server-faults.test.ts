import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { serverFaults } from '../../../../cms/src/middlewares/server-faults.js';

/** Strapi's answers when the fault is the server's, not the request's: a database away, a full disk. */
type Answer = { status?: number; body?: unknown; headers: Record<string, string> };

async function answerTo(thrown: unknown) {
  const answer: Answer = { headers: {} };
  const ctx = { set: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value) } as unknown as Context;
  const outcome = await serverFaults()(ctx, async () => {
    throw thrown;
  }).then(
    () => 'answered',
    (error: unknown) => error,
  );
  return { outcome, status: (ctx as unknown as Answer).status, body: (ctx as unknown as Answer).body, headers: answer.headers };
}

describe('server faults in Strapi', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const bad = Object.assign(new Error('duplicate key'), { code: '23505' });

  it('a database that does not answer is a 503 with Retry-After, in Strapi\'s error shape', async () => {
    const answer = await answerTo(refused);
    expect(answer).toMatchObject({ outcome: 'answered', status: 503, headers: { 'retry-after': '30' } });
    expect(answer.body).toMatchObject({ data: null, error: { status: 503, message: 'The database is unavailable' } });
  });

  it('a full disk is a 507 that says so', async () => {
    const answer = await answerTo(full);
    expect(answer).toMatchObject({ outcome: 'answered', status: 507, body: { error: { status: 507, message: 'The disk is full' } } });
  });

  it('any other error goes on to Strapi\'s own handling', async () => {
    expect((await answerTo(bad)).outcome).toBe(bad);
    expect((await answerTo(new TypeError('x is undefined'))).status).toBeUndefined();
  });
});
