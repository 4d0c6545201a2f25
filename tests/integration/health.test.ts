import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Health and readiness (docs/operations.md#health-and-readiness): `GET /api/health` says the adapters' process
 * answers (no dependency asked); `GET /api/ready` says Strapi and its database answer, and is a 503 in the envelope
 * when they do not. An own stack, because the test stops its Strapi.
 */
describe('health and readiness', () => {
  let stack: Stack;
  const get = async (p: string) => {
    const res = await fetch(`${stack.apiUrl}${p}`);
    return { status: res.status, cacheControl: res.headers.get('cache-control'), xCache: res.headers.get('x-cache'), body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    stack = await startStack({ postgresUrl });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('on a running stack: health is ok and ready names both checks, neither kept by a cache', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(health.cacheControl).toBe('private, no-store');

    for (let i = 0; i < 2; i++) {
      const ready = await get('/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ success: true, data: { status: 'ready', checks: { strapi: 'ok', database: 'ok' } } });
      expect(ready.cacheControl).toBe('private, no-store');
      // Asked twice: never an answer from the read cache.
      expect(ready.xCache).toBeNull();
    }
  });

  it('Strapi stopped: ready is a 503 "Not ready" in the envelope, health still answers ok', async () => {
    await stack.stopCms();
    const ready = await get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ success: false, message: 'Not ready' });
    expect(ready.cacheControl).toBe('private, no-store');

    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('Strapi back: ready is 200 again', async () => {
    await stack.restart();
    const ready = await get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'ready', checks: { strapi: 'ok', database: 'ok' } } });
  });
});
