/**
 * Where uploaded media is served from (docs/decisions/0035-media-object-storage.md). With an S3-compatible bucket
 * every file's address starts with the media base: `MEDIA_PUBLIC_URL` (a CDN in front of the bucket) when it is set,
 * else the bucket's own path-style address, `S3_ENDPOINT/S3_BUCKET`. Without a bucket the files stay in Strapi's
 * uploads folder and the site serves them under `/uploads` (no media base). Strapi (cms/config/media.ts) stores
 * the addresses with it; the adapters allow its origin in the Content-Security-Policy and send old `/uploads/…`
 * addresses there.
 */
export type MediaBaseInput = { bucket?: string | null; endpoint?: string | null; publicUrl?: string | null };

/** `http(s)://`, a host name or IPv4 address (no user name), an optional port, an optional path; no query or fragment. */
const HTTP_BASE = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:\/[^\s?#\\]*)?$/i;

/** Whether a value is an http(s) address without query or fragment (an endpoint, a media base). */
export function isHttpBase(value: string): boolean {
  return HTTP_BASE.test(value);
}

/** The media base without a trailing slash, or null when media is in the local uploads folder. */
export function mediaBaseUrl({ bucket, endpoint, publicUrl }: MediaBaseInput): string | null {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (!bucket || !endpoint) return null;
  return `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}`;
}
