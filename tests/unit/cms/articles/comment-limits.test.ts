import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE, ADDRESS_MESSAGE, createCommentLimits } from '../../../../cms/src/articles/comment-limits.js';

/** Comments per account and per address in a window (cms/src/articles/comment-limits.ts), counters in memory. */
const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);

describe('comment limits', () => {
  it('refuses an account past its comments in the window, from any address', async () => {
    const limits = createCommentLimits({ perAccount: 2, perAddress: 10, windowMs: 60_000 });
    await limits.posting(1, '10.0.0.1');
    await limits.posting(1, '10.0.0.1');
    for (const address of ['10.0.0.1', '10.0.0.2']) {
      expect(await refusal(limits.posting(1, address))).toMatchObject({ name: 'RateLimitError', message: ACCOUNT_MESSAGE });
    }
    expect(await refusal(limits.posting(2, '10.0.0.1'))).toBeNull();
  });

  it('refuses an address past its comments, whatever the accounts, and counts the refused one against neither', async () => {
    const limits = createCommentLimits({ perAccount: 2, perAddress: 3, windowMs: 60_000 });
    await limits.posting(1, '10.0.0.3');
    await limits.posting(2, '10.0.0.3');
    await limits.posting(3, '10.0.0.3');
    expect(await refusal(limits.posting(4, '10.0.0.3'))).toMatchObject({ name: 'RateLimitError', message: ADDRESS_MESSAGE });
    // Account 4's refused comment did not count: it still has both of its comments elsewhere.
    await limits.posting(4, '10.0.0.4');
    expect(await refusal(limits.posting(4, '10.0.0.4'))).toBeNull();
  });
});
