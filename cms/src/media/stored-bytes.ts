import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { MediaConfig } from '../../config/media';

type BucketProvider = { getObjectMetadata?(file: { hash: string; ext: string }): Promise<{ contentLength?: number }> };

/** A file's size in the bucket (a HEAD of its object, config/media.ts), by its address under the media base. */
async function bucketFileBytes(strapi: Core.Strapi, baseUrl: string, url: string): Promise<number | null> {
  if (!url.startsWith(`${baseUrl}/`)) return null;
  const key = url.slice(baseUrl.length + 1).split(/[?#]/)[0]!;
  const ext = path.posix.extname(key);
  const provider = strapi.plugin('upload').provider as unknown as BucketProvider;
  try {
    const meta = await provider.getObjectMetadata?.({ hash: ext ? key.slice(0, -ext.length) : key, ext });
    return typeof meta?.contentLength === 'number' ? meta.contentLength : null;
  } catch {
    return null;
  }
}

/**
 * The exact byte count of an uploaded file as it is served: the file's own size in the uploads folder, or its
 * object's in the bucket (docs/decisions/0035-media-object-storage.md). Strapi records `size` in kilobytes to two
 * decimals, a few bytes off (an RSS enclosure's `length` is the byte count,
 * docs/decisions/0031-feeds-and-head-validators.md). Null when it cannot be known: an address outside the store,
 * or a file gone.
 */
export async function storedFileBytes(strapi: Core.Strapi, url: unknown): Promise<number | null> {
  if (typeof url !== 'string') return null;
  const storage = strapi.config.get<MediaConfig>('media').storage;
  if (storage) return bucketFileBytes(strapi, storage.baseUrl, url);
  if (!url.startsWith('/uploads/')) return null;
  const name = path.posix.basename(url.split(/[?#]/)[0]!);
  try {
    const file = await stat(path.join(path.resolve(strapi.dirs.static.public, 'uploads'), name));
    return file.isFile() ? file.size : null;
  } catch {
    return null;
  }
}

/**
 * A stored file's bytes: its copy in the uploads folder, else its object under the media base (the bucket or its
 * CDN); an address anywhere else is not fetched.
 */
export async function storedFileContent(strapi: Core.Strapi, url: string): Promise<Buffer> {
  if (url.startsWith('/uploads/')) {
    return readFile(path.join(path.resolve(strapi.dirs.static.public, 'uploads'), path.posix.basename(url.split(/[?#]/)[0]!)));
  }
  const base = strapi.config.get<MediaConfig>('media').storage?.baseUrl;
  if (!base || !url.startsWith(`${base}/`)) throw new Error(`${url} is not a stored file`);
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
