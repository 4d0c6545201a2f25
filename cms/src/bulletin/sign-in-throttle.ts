import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { SignInConfig } from '../../config/sign-in';

/**
 * The sign-in and sign-up limits, enforced once, on Strapi's own auth routes (the site reaches them through
 * the adapters, which forward the reader's address). Only failed sign-ins count:
 * - per account + address: after `backoffAfter` failures each further one makes that address wait for that
 *   account, 1 s, 2 s, 4 s... up to `backoffMaxMs` (a guesser is slowed; the owner elsewhere is not);
 * - per address, whatever the accounts: `failuresPerAddress` in the window, then that address waits;
 * - per account, from all addresses: past `slowdownAfter` failures each attempt is answered more slowly
 *   (up to `slowdownMaxMs`), never refused, so no stranger can lock the owner out.
 * Anonymous sign-ups: `signUpsPerAddress` per address in the window.
 * The counters live in this process's memory (one Strapi instance).
 */
const ADDRESS_MESSAGE = 'Too many sign-in attempts from this address. Please try again in a few minutes.';
const ACCOUNT_MESSAGE = 'Too many failed sign-in attempts for this account. Please try again in a few minutes.';
const SIGN_UP_MESSAGE = 'Too many sign-ups from this address. Please try again later.';
const SLOWDOWN_STEP_MS = 250;

export type SignInThrottle = {
  /** Before checking a password: refuses (429) or slows the attempt. */
  beforeAttempt(account: string, address: string): Promise<void>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string, address: string): Promise<void>;
  /** An anonymous sign-up: counted, refused (429) past the limit. */
  signUp(address: string): Promise<void>;
};

const counted = (res: RateLimiterRes | null) => res?.consumedPoints ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSignInThrottle(limits: SignInConfig): SignInThrottle {
  const duration = Math.ceil(limits.windowMs / 1000);
  const counter = (keyPrefix: string) => new RateLimiterMemory({ keyPrefix, points: 1, duration });
  const byAddress = counter('address');
  const byAccount = counter('account');
  const byAccountAddress = counter('account-address');
  // A blocked key holds more points than allowed until its back-off ends.
  const backoff = new RateLimiterMemory({ keyPrefix: 'backoff', points: 1, duration: 1 });
  const signUps = new RateLimiterMemory({ keyPrefix: 'sign-up', points: limits.signUpsPerAddress, duration });
  const pair = (account: string, address: string) => JSON.stringify([account, address]);

  return {
    async beforeAttempt(account, address) {
      if (counted(await byAddress.get(address)) >= limits.failuresPerAddress) throw new errors.RateLimitError(ADDRESS_MESSAGE);
      if (counted(await backoff.get(pair(account, address))) > 1) throw new errors.RateLimitError(ACCOUNT_MESSAGE);
      const accountFailures = counted(await byAccount.get(account));
      if (accountFailures > limits.slowdownAfter) {
        await sleep(Math.min(SLOWDOWN_STEP_MS * (accountFailures - limits.slowdownAfter), limits.slowdownMaxMs));
      }
    },
    async failed(account, address) {
      await byAddress.penalty(address);
      await byAccount.penalty(account);
      const failures = counted(await byAccountAddress.penalty(pair(account, address)));
      if (failures >= limits.backoffAfter) {
        const waitMs = Math.min(1000 * 2 ** (failures - limits.backoffAfter), limits.backoffMaxMs);
        await backoff.block(pair(account, address), Math.max(1, Math.ceil(waitMs / 1000)));
      }
    },
    async succeeded(account, address) {
      await byAccountAddress.delete(pair(account, address));
      await backoff.delete(pair(account, address));
    },
    async signUp(address) {
      try {
        await signUps.consume(address);
      } catch {
        throw new errors.RateLimitError(SIGN_UP_MESSAGE);
      }
    },
  };
}

let shared: SignInThrottle | null = null;

/** The process's one throttle, built from config/sign-in.ts on first use. */
export function signInThrottle(strapi: Core.Strapi): SignInThrottle {
  shared ??= createSignInThrottle(strapi.config.get('sign-in') as SignInConfig);
  return shared;
}
