import { RENDITION_MIME_TYPES, type MediaMeta } from '@bulletin/contract';
import type { StrapiMedia } from './types.js';

const FORMAT_NAMES: ReadonlyArray<keyof MediaMeta['formats']> = ['thumbnail', 'small', 'medium', 'large'];

export function mediaUrl(m: StrapiMedia | null | undefined): string | null {
  return m?.url ? m.url : null;
}

/**
 * Width, height, the resized versions of an uploaded image, the other encodings made of each (Strapi stores the
 * original's AVIF as the format `avif`, its WebP as `webp`: cms/src/media/renditions.ts), its focal point and its
 * social preview; null when there is none.
 */
export function mediaMeta(m: StrapiMedia | null | undefined): MediaMeta | null {
  if (!m) return null;
  const formats: MediaMeta['formats'] = {};
  for (const name of FORMAT_NAMES) {
    const f = m.formats?.[name];
    if (f) formats[name] = { url: f.url, width: f.width, height: f.height };
  }
  const types = RENDITION_MIME_TYPES.filter((type) => m.formats?.[type.slice('image/'.length)]);
  const social = m.formats?.social;
  return {
    width: m.width ?? null,
    height: m.height ?? null,
    formats,
    types,
    focus: m.focus ?? null,
    social: social ? { url: social.url, width: social.width, height: social.height } : null,
  };
}
