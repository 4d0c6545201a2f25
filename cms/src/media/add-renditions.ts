import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { RENDITION_SOURCES } from '@bulletin/images';
import { renditionFormats, SOCIAL_KEY, storeFormat, type Format, type UploadProvider } from './renditions';
import { storedFileContent } from './stored-bytes';

/**
 * `npm run media:renditions` (scripts/media-renditions.mjs): the uploads stored before renditions existed get them
 * (the AVIF and WebP of each size, the social preview around their focal point: media/renditions.ts), stored through
 * the configured provider (the folder or the bucket) and added to the row's formats. A file that has its social
 * preview is done and not looked at again, so a second run makes nothing; a file whose bytes cannot be read is
 * named and left as it was. docs/decisions/0036-image-renditions.md
 */
const FILE = 'plugin::upload.file';
const STRAPI_SIZES = ['large', 'medium', 'small'];

type Part = { name: string; hash: string; ext: string; mime: string; url: string; width?: number; height?: number; path?: string | null };
type FileRow = Part & { id: number; formats?: Record<string, Part> | null; focus?: { x: number; y: number } | null };

export type RenditionsOutcome = { done: number; formats: number; failed: string[] };

async function addTo(strapi: Core.Strapi, provider: UploadProvider, row: FileRow): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-renditions-'));
  try {
    const filepath = path.join(dir, `${row.hash}${row.ext}`);
    await writeFile(filepath, await storedFileContent(strapi, row.url));
    const sizes: Format[] = STRAPI_SIZES.filter((key) => row.formats?.[key]).map((key) => ({ key, file: row.formats![key]! }));
    const made = await renditionFormats({ ...row, filepath, tmpWorkingDirectory: dir }, sizes, row.focus ?? undefined);
    const formats = { ...(row.formats ?? {}) };
    for (const { key, file } of made) {
      const { getStream: _stream, filepath: madePath, ...fields } = file;
      formats[key] = (await storeFormat(provider, fields, await readFile(madePath!))) as unknown as Part;
    }
    await strapi.db.query(FILE).update({ where: { id: row.id }, data: { formats } });
    return made.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function addMissingRenditions(strapi: Core.Strapi, progress: (done: number, total: number) => void = () => undefined): Promise<RenditionsOutcome> {
  const provider = strapi.plugin('upload').provider as unknown as UploadProvider;
  const rows = ((await strapi.db.query(FILE).findMany({ where: { mime: { $in: [...RENDITION_SOURCES] } }, orderBy: { id: 'asc' } })) as FileRow[]).filter(
    (row) => !row.formats?.[SOCIAL_KEY] && row.width && row.height,
  );
  const outcome: RenditionsOutcome = { done: 0, formats: 0, failed: [] };
  progress(0, rows.length);
  for (const [index, row] of rows.entries()) {
    try {
      outcome.formats += await addTo(strapi, provider, row);
      outcome.done += 1;
    } catch (error) {
      outcome.failed.push(`${row.url}: ${(error as Error)?.message ?? String(error)}`);
    }
    progress(index + 1, rows.length);
  }
  return outcome;
}
