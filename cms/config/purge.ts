import type { Core } from '@strapi/strapi';

/**
 * Purge notices (read once here, checked at start): after every committed write that changes what the public
 * sees, Strapi POSTs `{"changes":[...]}` to PURGE_URL (the adapters' read cache), signed with PURGE_SECRET
 * (HMAC-SHA256 over "<timestamp>.<body>"), and waits at most PURGE_TIMEOUT_MS for the answer.
 * Without PURGE_SECRET no notice is sent (a warning at start).
 */
function positive(name: string, value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid Strapi environment: ${name} must be a positive whole number`);
  }
  return value;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid Strapi environment: ${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Invalid Strapi environment: ${name} must be an http(s) URL`);
  return url.toString();
}

function secret(name: string, value: string): string | null {
  if (!value) return null;
  if (value.length < 32) throw new Error(`Invalid Strapi environment: ${name} must be at least 32 characters`);
  return value;
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: httpUrl('PURGE_URL', env('PURGE_URL', 'http://127.0.0.1:5000/internal/purge')),
  secret: secret('PURGE_SECRET', env('PURGE_SECRET', '')),
  timeoutMs: positive('PURGE_TIMEOUT_MS', env.int('PURGE_TIMEOUT_MS', 2000)),
});

export type PurgeConfig = ReturnType<typeof config>;
export default config;
