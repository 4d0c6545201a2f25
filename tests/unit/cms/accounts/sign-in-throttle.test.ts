import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from '../../../../cms/src/accounts/sign-in-throttle.js';

const limits = {
  trustedProxies: ['loopback'],
  sessionTtl: '1d',
  rememberedSessionTtl: '30d',
  windowMs: 60_000,
  failuresPerAddress: 3,
  backoffAfter: 2,
  backoffMaxMs: 60_000,
  slowdownAfter: 100,
  slowdownMaxMs: 10,
  signUpsPerAddress: 2,
  resetsPerAddress: 3,
  resetsPerAccount: 2,
  newsletterSignUpsPerEmail: 2,
};

const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);

describe('the sign-in throttle (counters in memory)', () => {
  it('lets the owner of an account sign in from elsewhere while a guesser waits', async () => {
    const throttle = createSignInThrottle(limits);
    await throttle.failed('ann@x.example', '10.0.0.1');
    await throttle.failed('ann@x.example', '10.0.0.1');
    expect(await refusal(throttle.beforeAttempt('ann@x.example', '10.0.0.1'))).toMatchObject({ name: 'RateLimitError' });
    expect(await refusal(throttle.beforeAttempt('ann@x.example', '10.0.0.2'))).toBeNull();
  });

  it('caps the failures of one address, whatever the accounts', async () => {
    const throttle = createSignInThrottle({ ...limits, backoffAfter: 100 });
    for (const account of ['a', 'b', 'c']) await throttle.failed(account, '10.0.0.3');
    expect(await refusal(throttle.beforeAttempt('d', '10.0.0.3'))).toMatchObject({
      name: 'RateLimitError',
      message: 'Too many sign-in attempts from this address. Please try again in a few minutes.',
    });
  });

  it('forgets an account’s failures at a successful sign-in', async () => {
    const throttle = createSignInThrottle(limits);
    await throttle.failed('bo', '10.0.0.4');
    await throttle.succeeded('bo', '10.0.0.4');
    await throttle.failed('bo', '10.0.0.4');
    expect(await refusal(throttle.beforeAttempt('bo', '10.0.0.4'))).toBeNull();
  });

  it('counts anonymous sign-ups per address', async () => {
    const throttle = createSignInThrottle(limits);
    await throttle.signUp('10.0.0.5');
    await throttle.signUp('10.0.0.5');
    expect(await refusal(throttle.signUp('10.0.0.5'))).toMatchObject({ name: 'RateLimitError', message: 'Too many sign-ups from this address. Please try again later.' });
    expect(await refusal(throttle.signUp('10.0.0.6'))).toBeNull();
  });

  it('limits newsletter sign-ups per e-mail address, whatever address they come from', async () => {
    const throttle = createSignInThrottle(limits);
    await throttle.newsletterSignUp('ann@x.example');
    await throttle.newsletterSignUp('ann@x.example');
    expect(await refusal(throttle.newsletterSignUp('ann@x.example'))).toMatchObject({
      name: 'RateLimitError',
      message: 'Too many newsletter sign-ups for this e-mail address. Please try again later.',
    });
    expect(await refusal(throttle.newsletterSignUp('bob@x.example'))).toBeNull();
  });

  it('limits password resets per e-mail address, known or not, and per address', async () => {
    const throttle = createSignInThrottle(limits);
    await throttle.resetRequested('ann@x.example', '10.0.0.1');
    await throttle.resetRequested('ann@x.example', '10.0.0.2');
    expect(await refusal(throttle.resetRequested('ann@x.example', '10.0.0.3'))).toMatchObject({
      name: 'RateLimitError',
      message: 'Too many password resets for this e-mail address. Please try again later.',
    });
    expect(await refusal(throttle.resetRequested('bob@x.example', '10.0.0.3'))).toBeNull();
    // 10.0.0.3 has asked twice (once refused for the account); a token attempt is its third, the next is too many.
    expect(await refusal(throttle.resetAttempted('10.0.0.3'))).toBeNull();
    expect(await refusal(throttle.resetAttempted('10.0.0.3'))).toMatchObject({
      name: 'RateLimitError',
      message: 'Too many password resets from this address. Please try again later.',
    });
  });
});
