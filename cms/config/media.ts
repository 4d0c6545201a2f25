import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { isHttpBase, mediaBaseUrl } from '@bulletin/contract';

/**
 * Where uploads are stored (read once here; the upload plugin in config/plugins.ts is built from it;
 * docs/decisions/0035-media-object-storage.md):
 * - `S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` all set: every upload and
 *   its formats go to that S3-compatible bucket (path-style addresses, MinIO and AWS alike);
 * - `MEDIA_PUBLIC_URL` (optional, with them): the public base address of the stored files, a CDN in front of the
 *   bucket; without it the bucket's own address, `S3_ENDPOINT/S3_BUCKET`;
 * - none of the five: the uploads folder (`public/uploads`, CMS_PUBLIC_DIR), served by the site under /uploads.
 * Some but not all of the five is a start-up error, never a silent fallback to the local folder.
 */
export type MediaStorage = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The start of every stored file's address. */
  baseUrl: string;
};

export type MediaConfig = { storage: MediaStorage | null };

function invalid(message: string): never {
  throw new Error(`Invalid Strapi environment: ${message}`);
}

export function readMediaConfig(env: Core.Config.Shared.ConfigParams['env']): MediaConfig {
  const set = {
    S3_BUCKET: env('S3_BUCKET', '').trim(),
    S3_ENDPOINT: env('S3_ENDPOINT', '').trim(),
    S3_REGION: env('S3_REGION', '').trim(),
    S3_ACCESS_KEY_ID: env('S3_ACCESS_KEY_ID', '').trim(),
    S3_SECRET_ACCESS_KEY: env('S3_SECRET_ACCESS_KEY', ''),
  };
  const publicUrl = env('MEDIA_PUBLIC_URL', '').trim();
  const missing = Object.entries(set).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === Object.keys(set).length) {
    if (publicUrl) invalid('MEDIA_PUBLIC_URL needs the bucket: set S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too');
    return { storage: null };
  }
  if (missing.length) invalid(`media in a bucket needs all of S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; missing ${missing.join(', ')}`);
  if (!isHttpBase(set.S3_ENDPOINT)) invalid('S3_ENDPOINT must be an http(s) address such as http://minio:9000');
  if (publicUrl && !isHttpBase(publicUrl)) invalid('MEDIA_PUBLIC_URL must be an http(s) address without query or fragment');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(set.S3_BUCKET)) invalid('S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes');
  return {
    storage: {
      bucket: set.S3_BUCKET,
      endpoint: set.S3_ENDPOINT.replace(/\/+$/, ''),
      region: set.S3_REGION,
      accessKeyId: set.S3_ACCESS_KEY_ID,
      secretAccessKey: set.S3_SECRET_ACCESS_KEY,
      baseUrl: mediaBaseUrl({ bucket: set.S3_BUCKET, endpoint: set.S3_ENDPOINT, publicUrl })!,
    },
  };
}

/**
 * The upload plugin's provider for a bucket: `@strapi/provider-upload-aws-s3` with path-style addresses and
 * checksums only where S3 requires them (the AWS SDK's CRC32 default is refused by MinIO versions and other
 * S3-compatible servers), no ACL header (the bucket's own policy makes it readable), and every address under the
 * media base.
 */
export function s3UploadProvider(storage: MediaStorage) {
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: storage.baseUrl,
      s3Options: {
        endpoint: storage.endpoint,
        region: storage.region,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
        params: { Bucket: storage.bucket, ACL: null },
      },
    },
  };
}

/**
 * Strapi's own security headers (`strapi::security`, config/middlewares.ts), its defaults; with the bucket the
 * panel's media library shows the stored files, so its Content-Security-Policy also allows images and media from
 * the media base's origin.
 */
export function strapiSecurity(env: Core.Config.Shared.ConfigParams['env']) {
  const { storage } = readMediaConfig(env);
  if (!storage) return 'strapi::security';
  const origin = new URL(storage.baseUrl).origin;
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'img-src': [...CSP_DEFAULTS['img-src'], origin], 'media-src': [...CSP_DEFAULTS['media-src'], origin] },
      },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams): MediaConfig => readMediaConfig(env);
