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
