import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { SignInConfig } from '../../config/sign-in';
import { countersFor, keyOf, memoryCounters, type CounterStore } from '../requests/counters';
import { ERROR_MESSAGES } from '@bulletin/contract';

/**
 * The sign-in and sign-up limits, enforced once, on Strapi's own auth routes (the site reaches them through
 * the adapters, which forward the reader's address). Only failed sign-ins count:
 * - per account + address: after `backoffAfter` failures each further one makes that address wait for that
 *   account, 1 s, 2 s, 4 s... up to `backoffMaxMs` (a guesser is slowed; the owner elsewhere is not);
 * - per address, whatever the accounts: `failuresPerAddress` in the window, then that address waits;
 * - per account, from all addresses: past `slowdownAfter` failures each attempt is answered more slowly
 *   (up to `slowdownMaxMs`), never refused, so no stranger can lock the owner out.
 * Anonymous sign-ups: `signUpsPerAddress` per address in the window.
 * Password resets (docs/product.md#password-reset): requests and attempts, `resetsPerAddress` per address, and
 * requests `resetsPerAccount` per e-mail address, known or not (so the 429 tells nothing about who has an account).
 * Newsletter sign-ups (docs/product.md#newsletter): `newsletterSignUpsPerEmail` per e-mail address, known or not, since
 * each sends a confirmation e-mail to it (the per-address limit of sign-ups is the adapters').
 * Where the counters live: on PostgreSQL in the database (`sign_in_limits`, rate-limiter-flexible's PostgreSQL
 * store, atomic upserts), so every Strapi process over that database counts against the same caps — an attacker
 * spreading guesses over `CMS_REPLICAS` processes gains nothing; on SQLite (one process by design) in memory.
 * Keys are hashes of the account and address, never the e-mail itself.
 */
const ADDRESS_MESSAGE = ERROR_MESSAGES.signInTooOftenFromAddress;
const ACCOUNT_MESSAGE = ERROR_MESSAGES.signInTooOftenForAccount;
const SIGN_UP_MESSAGE = ERROR_MESSAGES.signUpTooOften;
const RESET_ADDRESS_MESSAGE = ERROR_MESSAGES.resetTooOftenFromAddress;
const RESET_ACCOUNT_MESSAGE = ERROR_MESSAGES.resetTooOftenForAccount;
const NEWSLETTER_EMAIL_MESSAGE = ERROR_MESSAGES.newsletterTooOftenForEmail;
const SLOWDOWN_STEP_MS = 250;

export type SignInThrottle = {
  /** Before checking a password: refuses (429) or slows the attempt. */
  beforeAttempt(account: string, address: string): Promise<void>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string, address: string): Promise<void>;
  /** An anonymous sign-up: counted, refused (429) past the limit. */
  signUp(address: string): Promise<void>;
  /** A reset link asked for `account` (an e-mail address): counted per address and per account, 429 past either. */
  resetRequested(account: string, address: string): Promise<void>;
  /** A new password sent with a reset token: counted per address, 429 past the limit. */
  resetAttempted(address: string): Promise<void>;
  /** A newsletter sign-up of `email`: counted per e-mail address, 429 past the limit. */
  newsletterSignUp(email: string): Promise<void>;
};

/** Counts one more; over the limit the limiter rejects with its RateLimiterRes (anything else is an error). */
async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: string) {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw new errors.RateLimitError(message);
    throw refusal;
  }
}

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
  const resetsByAddress = store({ keyPrefix: 'reset-address', points: limits.resetsPerAddress, duration });
  const resetsByAccount = store({ keyPrefix: 'reset-account', points: limits.resetsPerAccount, duration });
  const newsletterByEmail = store({ keyPrefix: 'newsletter-email', points: limits.newsletterSignUpsPerEmail, duration });
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
      await consumeOrRefuse(signUps, keyOf(address), SIGN_UP_MESSAGE);
    },
    async resetRequested(account, address) {
      await consumeOrRefuse(resetsByAddress, keyOf(address), RESET_ADDRESS_MESSAGE);
      await consumeOrRefuse(resetsByAccount, keyOf(account), RESET_ACCOUNT_MESSAGE);
    },
    async resetAttempted(address) {
      await consumeOrRefuse(resetsByAddress, keyOf(address), RESET_ADDRESS_MESSAGE);
    },
    async newsletterSignUp(email) {
      await consumeOrRefuse(newsletterByEmail, keyOf(email), NEWSLETTER_EMAIL_MESSAGE);
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
