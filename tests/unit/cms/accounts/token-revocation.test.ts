import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSessionCutoff } from '../../../../cms/src/accounts/token-revocation.js';

describe('markSessionCutoff', () => {
  afterEach(() => vi.useRealTimers());

  it('ends earlier sessions on a new password or on blocking: tokensValidAfter moves to now', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const password: Record<string, unknown> = { password: 'N3w-secret' };
    const blocked: Record<string, unknown> = { blocked: true };
    markSessionCutoff(password);
    markSessionCutoff(blocked);
    expect(password.tokensValidAfter).toBe(1_700_000_000_000);
    expect(blocked.tokensValidAfter).toBe(1_700_000_000_000);
  });

  it('leaves other writes alone, unblocking included', () => {
    for (const data of [{ firstName: 'Ann' }, { blocked: false }, { password: '' }]) {
      const written: Record<string, unknown> = { ...data };
      markSessionCutoff(written);
      expect(written).toEqual(data);
    }
    expect(() => markSessionCutoff(undefined)).not.toThrow();
  });
});
