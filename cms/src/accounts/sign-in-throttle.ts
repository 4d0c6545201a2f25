import { RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { SignInConfig } from '../../config/sign-in';
import { countersFor, keyOf, memoryCounters, type CounterStore } from '../requests/counters';

/**
 * The sign-in and sign-up limits, enforced once, on Strapi's own auth routes (the site reaches them through
 * the adapters, which forward the reader's address). Only failed sign-ins count:
 * - per account + address: after `backoffAfter` failures each further one makes that address wait for that
 *   account, 1 s, 2 s, 4 s... up to `backoffMaxMs` (a guesser is slowed; the owner elsewhere is not);
 * - per address, whatever the accounts: `failuresPerAddress` in the window, then that address waits;
 * - per account, from all addresses: past `slowdownAfter` failures each attempt is answered more slowly
 *   (up to `slowdownMaxMs`), never refused, so no stranger can lock the owner out.
 * Anonymous sign-ups: `signUpsPerAddress` per address in the window.
 * Where the counters live: on PostgreSQL in the database (`sign_in_limits`, rate-limiter-flexible's PostgreSQL
 * store, atomic upserts), so every Strapi process over that database counts against the same caps — an attacker
 * spreading guesses over `CMS_REPLICAS` processes gains nothing; on SQLite (one process by design) in memory.
 * Keys are hashes of the account and address, never the e-mail itself.
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

export function createSignInThrottle(limits: SignInConfig, store: CounterStore = memoryCounters): SignInThrottle {
  const duration = Math.ceil(limits.windowMs / 1000);
  const counter = (keyPrefix: string) => store({ keyPrefix, points: 1, duration });
  const byAddress = counter('address');
  const byAccount = counter('account');
  const byAccountAddress = counter('account-address');
  // A blocked key holds more points than allowed until its back-off ends.
  const backoff = store({ keyPrefix: 'backoff', points: 1, duration: 1 });
  const signUps = store({ keyPrefix: 'sign-up', points: limits.signUpsPerAddress, duration });
  const pair = (account: string, address: string) => keyOf(account, address);

  return {
    async beforeAttempt(account, address) {
      if (counted(await byAddress.get(keyOf(address))) >= limits.failuresPerAddress) throw new errors.RateLimitError(ADDRESS_MESSAGE);
      if (counted(await backoff.get(pair(account, address))) > 1) throw new errors.RateLimitError(ACCOUNT_MESSAGE);
      const accountFailures = counted(await byAccount.get(keyOf(account)));
      if (accountFailures > limits.slowdownAfter) {
        await sleep(Math.min(SLOWDOWN_STEP_MS * (accountFailures - limits.slowdownAfter), limits.slowdownMaxMs));
      }
    },
    async failed(account, address) {
      await byAddress.penalty(keyOf(address));
      await byAccount.penalty(keyOf(account));
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
        await signUps.consume(keyOf(address));
      } catch (refusal) {
        // Over the limit the limiter rejects with its RateLimiterRes; anything else (the database) is an error.
        if (refusal instanceof RateLimiterRes) throw new errors.RateLimitError(SIGN_UP_MESSAGE);
        throw refusal;
      }
    },
  };
}

let shared: SignInThrottle | null = null;

/** The process's one throttle, built from config/sign-in.ts on first use (counters in PostgreSQL when that is the database). */
export function signInThrottle(strapi: Core.Strapi): SignInThrottle {
  shared ??= createSignInThrottle(
    strapi.config.get<SignInConfig>('sign-in'),
    countersFor(strapi),
  );
  return shared;
}
