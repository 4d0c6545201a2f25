import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../db/tables';
import { MEDIA_TEXT_COLUMNS } from './text-references';
import type { MediaConfig } from '../../config/media';

/**
 * `npm run media:migrate` (scripts/media-migrate.mjs): every file still in the uploads folder (`provider` local),
 * with each of its formats, is written to the bucket through the upload plugin's provider (config/media.ts), its
 * row takes the new addresses and the bucket's provider, the texts that name it (media/text-references.ts) take
 * the new address, and only then are the local copies removed. A file already in the bucket is not looked at, so a
 * second run moves nothing; a run stopped half-way writes the same objects again the next time.
 * docs/decisions/0035-media-object-storage.md
 */
const FILE = 'plugin::upload.file';

type Part = { hash: string; ext?: string | null; mime: string; url: string; [field: string]: unknown };
type FileRow = Part & { id: number; formats?: Record<string, Part> | null; provider?: string | null };
type Provider = { upload(file: Part & { buffer: Buffer }): Promise<void> };

export type MigrateOutcome = { moved: number; objects: number; alreadyInBucket: number; missing: string[] };
export type MigrateProgress = (done: number, total: number) => void;

export const NO_BUCKET =
  'media:migrate needs the bucket: set S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as for the site';

/** The local copy of a part (`/uploads/<name>`), or null when its address is not in the uploads folder. */
function localPath(folder: string, url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  const name = path.posix.basename(url.split(/[?#]/)[0]!);
  return name && name !== '..' ? path.join(folder, name) : null;
}

/** Every stored text naming `from` names `to` instead (a whole icon or photo address, or inside HTML). */
async function rewriteTexts(strapi: Core.Strapi, trx: Core.Strapi['db']['connection'], from: string, to: string): Promise<void> {
  for (const [uid, attribute] of MEDIA_TEXT_COLUMNS) {
    const { table, column } = tableOf(strapi, uid);
    const name = column(attribute);
    await trx(table)
      .where(name, 'like', `%${from}%`)
      .update({ [name]: trx.raw('REPLACE(??, ?, ?)', [name, from, to]) });
  }
}

async function moveOne(strapi: Core.Strapi, provider: Provider, folder: string, row: FileRow): Promise<{ objects: number } | { missing: string }> {
  const parts: Array<[string | null, Part]> = [[null, row], ...Object.entries(row.formats ?? {})];
  const copies: Array<{ key: string | null; part: Part; file: string; buffer: Buffer }> = [];
  for (const [key, part] of parts) {
    const file = localPath(folder, part.url);
    const buffer = file ? await readFile(file).catch(() => null) : null;
    if (!file || !buffer) return { missing: part.url };
    copies.push({ key, part, file, buffer });
  }
  const moved = new Map<string | null, string>();
  for (const { key, part, buffer } of copies) {
    const target = { hash: part.hash, ext: part.ext, mime: part.mime, url: part.url, buffer };
    await provider.upload(target);
    moved.set(key, target.url);
  }
  const formats = row.formats
    ? Object.fromEntries(Object.entries(row.formats).map(([key, part]) => [key, { ...part, url: moved.get(key)! }]))
    : row.formats;
  await strapi.db.transaction(async ({ trx }) => {
    await strapi.db.query(FILE).update({ where: { id: row.id }, data: { url: moved.get(null)!, formats, provider: 'aws-s3' } });
    for (const { key, part } of copies) await rewriteTexts(strapi, trx, part.url, moved.get(key)!);
  });
  for (const { file } of copies) await rm(file, { force: true });
  return { objects: copies.length };
}

export async function migrateLocalMedia(strapi: Core.Strapi, progress: MigrateProgress = () => undefined): Promise<MigrateOutcome> {
  if (!strapi.config.get<MediaConfig>('media').storage) throw new Error(NO_BUCKET);
  const provider = strapi.plugin('upload').provider as unknown as Provider;
  const folder = path.resolve(strapi.dirs.static.public, 'uploads');
  const outcome: MigrateOutcome = { moved: 0, objects: 0, alreadyInBucket: 0, missing: [] };
  outcome.alreadyInBucket = await strapi.db.query(FILE).count({ where: { provider: { $ne: 'local' } } });
  const rows = (await strapi.db.query(FILE).findMany({ where: { provider: 'local' }, orderBy: { id: 'asc' } })) as FileRow[];
  progress(0, rows.length);
  for (const [index, row] of rows.entries()) {
    const result = await moveOne(strapi, provider, folder, row);
    if ('missing' in result) outcome.missing.push(result.missing);
    else {
      outcome.moved += 1;
      outcome.objects += result.objects;
    }
    progress(index + 1, rows.length);
  }
  return outcome;
}
