import type { Core } from '@strapi/strapi';

/**
 * Sign-in, sign-up and session settings (read once here, checked at start). Strapi enforces them on its
 * own auth routes, so the site (through the adapters) and direct calls to Strapi meet the same rules.
 */
const DURATION = /^\d+[smhdw]$/;

function positive(name: string, value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid Strapi environment: ${name} must be a positive whole number`);
  }
  return value;
}

function duration(name: string, value: string): string {
  if (!DURATION.test(value)) throw new Error(`Invalid Strapi environment: ${name} must look like 30m, 12h, 1d or 4w`);
  return value;
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Who may tell Strapi the client's address (X-Forwarded-*): proxy-addr names or addresses, comma separated. */
  trustedProxies: env('CMS_TRUSTED_PROXIES', 'loopback')
    .split(',')
    .map((entry: string) => entry.trim())
    .filter(Boolean),
  /** Token lifetimes: a plain sign-in, and "Remember me" or sign-up. JWT_EXPIRES_IN is the old name of the first. */
  sessionTtl: duration('SESSION_TTL', env('SESSION_TTL', env('JWT_EXPIRES_IN', '1d'))),
  rememberedSessionTtl: duration('SESSION_TTL_REMEMBERED', env('SESSION_TTL_REMEMBERED', '30d')),
  windowMs: positive('AUTH_LIMIT_WINDOW_MS', env.int('AUTH_LIMIT_WINDOW_MS', 15 * 60_000)),
  /** Failed sign-ins from one address, whatever the accounts, before that address waits for the window. */
  failuresPerAddress: positive('LOGIN_LIMIT_PER_IP', env.int('LOGIN_LIMIT_PER_IP', 50)),
  /** Failed sign-ins for one account from one address before each further one doubles a wait (1 s, 2 s, 4 s...). */
  backoffAfter: positive('LOGIN_BACKOFF_AFTER', env.int('LOGIN_BACKOFF_AFTER', 5)),
  backoffMaxMs: positive('LOGIN_BACKOFF_MAX_MS', env.int('LOGIN_BACKOFF_MAX_MS', 15 * 60_000)),
  /** Failed sign-ins for one account from all addresses before its answers slow down (never a lock-out). */
  slowdownAfter: positive('LOGIN_SLOWDOWN_AFTER', env.int('LOGIN_SLOWDOWN_AFTER', 10)),
  slowdownMaxMs: positive('LOGIN_SLOWDOWN_MAX_MS', env.int('LOGIN_SLOWDOWN_MAX_MS', 2_000)),
  /** Anonymous sign-ups from one address in the window (an admin creating accounts is not counted). */
  signUpsPerAddress: positive('REGISTER_LIMIT_PER_IP', env.int('REGISTER_LIMIT_PER_IP', 20)),
  /** Password-reset requests and reset attempts from one address in the window, whatever the accounts. */
  resetsPerAddress: positive('RESET_LIMIT_PER_IP', env.int('RESET_LIMIT_PER_IP', 20)),
  /** Password-reset requests for one e-mail address in the window, from all addresses (known or not, alike). */
  resetsPerAccount: positive('RESET_LIMIT_PER_ACCOUNT', env.int('RESET_LIMIT_PER_ACCOUNT', 5)),
  /**
   * Newsletter sign-ups of one e-mail address in the window, from all addresses: each sends a confirmation e-mail, so
   * this caps what a stranger can make Bulletin send to someone else's inbox.
   */
  newsletterSignUpsPerEmail: positive('NEWSLETTER_LIMIT_PER_EMAIL', env.int('NEWSLETTER_LIMIT_PER_EMAIL', 5)),
});

export type SignInConfig = ReturnType<typeof config>;
export default config;
