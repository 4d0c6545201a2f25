import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * The exact byte count of an uploaded file as it is served: the file's own size in the uploads folder. Strapi
 * records `size` in kilobytes to two decimals, a few bytes off (an RSS enclosure's `length` is the byte count,
 * docs/decisions/0031-feeds-and-head-validators.md). Null when it cannot be known: another store than the local
 * folder, an address outside it, or a file gone.
 */
export async function storedFileBytes(strapi: Core.Strapi, url: unknown): Promise<number | null> {
  if (typeof url !== 'string' || !url.startsWith('/uploads/')) return null;
  if (strapi.config.get('plugin::upload.provider', 'local') !== 'local') return null;
  const name = path.posix.basename(url.split(/[?#]/)[0]!);
  try {
    const file = await stat(path.join(path.resolve(strapi.dirs.static.public, 'uploads'), name));
    return file.isFile() ? file.size : null;
  } catch {
    return null;
  }
}
