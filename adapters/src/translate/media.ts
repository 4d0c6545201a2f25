import type { MediaMeta } from '@bulletin/contract';
import type { StrapiMedia, StrapiMediaFormatName } from './types.js';

const FORMAT_NAMES: readonly StrapiMediaFormatName[] = ['thumbnail', 'small', 'medium', 'large'];

export function mediaUrl(m: StrapiMedia | null | undefined): string | null {
  return m?.url ? m.url : null;
}

/** Width, height and the resized versions of an uploaded image, or null when there is none. */
export function mediaMeta(m: StrapiMedia | null | undefined): MediaMeta | null {
  if (!m) return null;
  const formats: MediaMeta['formats'] = {};
  for (const name of FORMAT_NAMES) {
    const f = m.formats?.[name];
    if (f) formats[name] = { url: f.url, width: f.width, height: f.height };
  }
  return { width: m.width ?? null, height: m.height ?? null, formats };
}
