import { describe, expect, it } from 'vitest';
import { readMediaConfig, s3UploadProvider, strapiSecurity } from '../../../../cms/config/media.js';
import { builtConfig } from './built-config.js';

const envOf = (values: Record<string, string>) => ((name: string, fallback?: string) => values[name] ?? fallback) as Parameters<typeof readMediaConfig>[0];

const BUCKET = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'http://minio:9000/',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

/** Where uploads are stored (docs/configuration.md#media-storage, docs/decisions/0035-media-object-storage.md). */
describe('media storage settings', () => {
  it('without the S3 variables uploads stay in the local folder (Strapi\'s default provider)', () => {
    expect(readMediaConfig(envOf({})).storage).toBeNull();
    const plugins = builtConfig('plugins') as { upload: { config: { provider?: string } } };
    expect(plugins.upload.config.provider).toBeUndefined();
  });

  it('with all five, the bucket; its addresses start with MEDIA_PUBLIC_URL, else the bucket\'s own path-style address', () => {
    expect(readMediaConfig(envOf(BUCKET)).storage).toMatchObject({ bucket: 'media', endpoint: 'http://minio:9000', baseUrl: 'http://minio:9000/media' });
    const cdn = readMediaConfig(envOf({ ...BUCKET, MEDIA_PUBLIC_URL: 'https://cdn.example.com/news/' })).storage!;
    expect(cdn.baseUrl).toBe('https://cdn.example.com/news');
    const provider = s3UploadProvider(cdn);
    expect(provider.provider).toBe('aws-s3');
    expect(provider.providerOptions.baseUrl).toBe('https://cdn.example.com/news');
    expect(provider.providerOptions.s3Options).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      params: { Bucket: 'media', ACL: null },
    });
  });

  it("Strapi's panel may show the bucket's files: its CSP allows images and media from the media base's origin", () => {
    expect(strapiSecurity(envOf({}))).toBe('strapi::security');
    const security = strapiSecurity(envOf({ ...BUCKET, MEDIA_PUBLIC_URL: 'https://cdn.example.com/news' })) as {
      config: { contentSecurityPolicy: { directives: Record<string, string[]> } };
    };
    const { directives } = security.config.contentSecurityPolicy;
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com']));
    expect(directives['media-src']).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com']));
  });

  it('stops the start on an incomplete set, naming what is missing, and on bad addresses or bucket names', () => {
    expect(() => readMediaConfig(envOf({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000' }))).toThrow(
      /missing S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readMediaConfig(envOf({ MEDIA_PUBLIC_URL: 'https://cdn.example.com' }))).toThrow(/MEDIA_PUBLIC_URL needs the bucket/);
    for (const endpoint of ['minio:9000', 'ftp://minio', 'http://minio:9000/?x=1']) {
      expect(() => readMediaConfig(envOf({ ...BUCKET, S3_ENDPOINT: endpoint })), endpoint).toThrow(/S3_ENDPOINT must be/);
    }
    expect(() => readMediaConfig(envOf({ ...BUCKET, MEDIA_PUBLIC_URL: 'cdn.example.com' }))).toThrow(/MEDIA_PUBLIC_URL must be/);
    for (const bucket of ['Media', 'a', 'my_bucket']) expect(() => readMediaConfig(envOf({ ...BUCKET, S3_BUCKET: bucket })), bucket).toThrow(/S3_BUCKET must be/);
  });
});
