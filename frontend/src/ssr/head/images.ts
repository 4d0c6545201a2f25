import type { MediaMeta } from '@bulletin/contract';
import { absoluteUrl } from './site.js';

export type SizedImage = { url: string; width: number | null; height: number | null };

/** The featured image in every size Strapi made (largest first), the original first of all. */
export function imageSizes(publicUrl: string, src: string | null | undefined, meta: MediaMeta | null | undefined): SizedImage[] {
  if (!src) return [];
  const all: SizedImage[] = [{ url: absoluteUrl(publicUrl, src), width: meta?.width ?? null, height: meta?.height ?? null }];
  const formats = Object.values(meta?.formats ?? {}).filter((f) => f?.url);
  formats.sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  for (const f of formats) {
    const url = absoluteUrl(publicUrl, f.url);
    if (!all.some((i) => i.url === url)) all.push({ url, width: f.width ?? null, height: f.height ?? null });
  }
  return all;
}

/** The 1200 × 630 social preview cut around the focal point (docs/decisions/0036-image-renditions.md), when there is one. */
export function socialImage(publicUrl: string, meta: MediaMeta | null | undefined): SizedImage | undefined {
  const social = meta?.social;
  return social ? { url: absoluteUrl(publicUrl, social.url), width: social.width, height: social.height } : undefined;
}

/**
 * Google's smallest image for an article's structured data: width × height at least 50,000 pixels
 * (docs/decisions/0031-feeds-and-head-validators.md). Strapi's thumbnail (at most 245 × 156) never reaches it.
 */
export const STRUCTURED_DATA_MIN_PIXELS = 50_000;

/** The renditions of an image that structured data may list: known size, at least 50,000 pixels, largest first. */
export const structuredDataImages = (publicUrl: string, src: string | null | undefined, meta: MediaMeta | null | undefined): SizedImage[] =>
  imageSizes(publicUrl, src, meta).filter((i) => (i.width ?? 0) * (i.height ?? 0) >= STRUCTURED_DATA_MIN_PIXELS);

/** The image types an upload may be (its file name's extension is its sniffed type: adapters/src/strapi/images.ts). */
const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
};

/** An image's MIME type by its address's extension, or undefined when it is none of the upload types. */
export function imageMime(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://site.invalid').pathname)?.[1]?.toLowerCase();
  return ext ? MIME_BY_EXTENSION[ext] : undefined;
}
