import { describe, expect, it } from 'vitest';
import { signPurge, verifyPurge } from '../../../../adapters/src/cache/purge-receiver.js';

describe('purge signatures', () => {
  const secret = 's'.repeat(40);
  const body = '{"changes":[{"type":"all"}]}';
  it('accepts the shared secret over timestamp and body, nothing else', () => {
    const ts = String(Date.now());
    expect(verifyPurge(secret, ts, signPurge(secret, ts, body), body)).toBe(true);
    expect(verifyPurge(secret, ts, signPurge('x'.repeat(40), ts, body), body)).toBe(false);
    expect(verifyPurge(secret, ts, signPurge(secret, ts, body), body.replace('all', 'al'))).toBe(false);
    expect(verifyPurge(secret, ts, undefined, body)).toBe(false);
    expect(verifyPurge(secret, ts, 'zz', body)).toBe(false);
  });
  it('refuses a notice replayed after a minute', () => {
    const old = String(Date.now() - 120_000);
    expect(verifyPurge(secret, old, signPurge(secret, old, body), body)).toBe(false);
  });
});
