import type { Core } from '@strapi/strapi';

// Strapi listens on CMS_PORT (PORT belongs to the adapters, which serve the site and its API).
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback by default: only the adapters (and a super-admin through an SSH tunnel) reach Strapi.
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // The adapters forward the reader's address in X-Forwarded-For, so rate limits see real clients; the
  // trusted-proxies middleware drops that header from anyone but CMS_TRUSTED_PROXIES.
  proxy: { koa: env.bool('CMS_TRUST_PROXY', true) },
  // Uploaded files (and the rest of public/) can live outside the checkout, e.g. a volume or a test's temp dir.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS')!,
  },
  webhooks: {
    populateRelations: false,
  },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('CMS_STARTUP_BANNER', true) },
  },
});

export default config;
