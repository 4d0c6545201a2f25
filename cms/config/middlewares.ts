import type { Core } from '@strapi/strapi';
import { ARTICLE_CONTENT_MAX_BYTES } from '@bulletin/contract';
import { IMAGE_MAX_BYTES } from '@bulletin/images';
import { strapiSecurity } from './media';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // Outermost: a request's committed writes reach the adapters' cache as one purge notice before the answer.
  'global::purge-notices',
  // First: X-Forwarded-* count only from the adapters (CMS_TRUSTED_PROXIES), so nobody else picks their address.
  'global::trusted-proxies',
  // One JSON line per request with the adapters' request id (cms/src/middlewares/request-log.ts).
  { name: 'global::request-log', config: { level: env('LOG_LEVEL', 'info') } },
  'strapi::errors',
  // A database that does not answer is a 503 with Retry-After, a full disk a 507 that says so, not a 500
  // (cms/src/middlewares/server-faults.ts).
  'global::server-faults',
  // With uploads in a bucket the panel's media library shows its files (config/media.ts).
  strapiSecurity(env),
  {
    // Browsers may call Strapi with credentials only from the site and the panel, never from any origin.
    name: 'strapi::cors',
    config: {
      origin: env.array('CMS_CORS_ORIGINS', [
        new URL(env('PUBLIC_URL', 'http://localhost:5000')).origin,
        env('CMS_PUBLIC_URL', '') ? new URL(env('CMS_PUBLIC_URL', '')).origin : `http://localhost:${env.int('CMS_PORT', 1337)}`,
      ]),
    },
  },
  // No `strapi::poweredBy`: an `X-Powered-By: Strapi` header tells a caller what to try.
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      // The largest JSON body, so the largest article content the API can store: the import holds to it too.
      jsonLimit: ARTICLE_CONTENT_MAX_BYTES,
      formLimit: '2mb',
      textLimit: '2mb',
      formidable: { maxFileSize: IMAGE_MAX_BYTES },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
