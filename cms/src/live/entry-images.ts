import type { Core } from '@strapi/strapi';
import { queryOf } from '../db/queries';
import { tableOf } from '../db/tables';
import { MEDIA_TEXT_COLUMNS } from '../media/text-references';
import type { MediaConfig } from '../../config/media';

/**
 * The image files of a deleted live entry: its image and the images in its text. Each is removed (from the upload
 * folder and the media library) when nothing else uses it: no other row links it (Strapi's media links) and no
 * article, live entry, category icon or avatar names its address. A file another article shows stays.
 */
const FILE = 'plugin::upload.file';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Addresses of uploaded files in an entry's HTML (the sanitiser writes `src="…"` in double quotes): under the
 * site's `/uploads/`, or under the media base when files are in a bucket (config/media.ts).
 */
export function uploadedImageUrls(html: string | null | undefined, mediaBase: string | null = null): string[] {
  const prefixes = ['/uploads/', ...(mediaBase ? [`${mediaBase}/`] : [])].map(escapeRegExp).join('|');
  const urls = [...(html ?? '').matchAll(new RegExp(`\\bsrc="((?:${prefixes})[^"?#]+)"`, 'g'))].map((match) => match[1]!);
  return [...new Set(urls)];
}

type FileRow = { id: number; url: string; formats?: unknown; provider?: string | null; [field: string]: unknown };

/** The files an entry uses: its image (by id) and the uploads its HTML shows (by address). */
export async function entryImageFiles(strapi: Core.Strapi, imageId: number | null, html: string | null | undefined): Promise<FileRow[]> {
  const urls = uploadedImageUrls(html, strapi.config.get<MediaConfig>('media').storage?.baseUrl ?? null);
  const where = [...(imageId ? [{ id: imageId }] : []), ...(urls.length ? [{ url: { $in: urls } }] : [])];
  if (where.length === 0) return [];
  return (await strapi.db.query(FILE).findMany({ where: { $or: where } })) as FileRow[];
}

/** Whether anything still uses the file: a media link from any row, or its address in stored text. */
async function inUse(strapi: Core.Strapi, file: FileRow): Promise<boolean> {
  const knex = strapi.db.connection;
  const related = strapi.db.metadata.get(FILE).attributes.related;
  const links = related && 'joinTable' in related && related.joinTable ? related.joinTable : null;
  if (!links) return true;
  const linked = await knex(links.name).where(links.joinColumn.name, file.id).first(links.joinColumn.name);
  if (linked) return true;
  const named = `%${file.url}%`;
  for (const [uid, attribute] of MEDIA_TEXT_COLUMNS) {
    const { table, column } = tableOf(strapi, uid);
    if (await knex(table).where(column(attribute), 'like', named).first('id')) return true;
  }
  return false;
}

/** Removes each of the files that nothing uses any more (called after the entry's tombstone is committed). */
export async function removeUnusedImages(strapi: Core.Strapi, files: FileRow[]): Promise<void> {
  for (const file of files) {
    if (await inUse(strapi, file)) continue;
    const stored = await queryOf(strapi, FILE).findOne({ where: { id: file.id } });
    if (stored) await strapi.plugin('upload').service('upload').remove(stored);
  }
}
