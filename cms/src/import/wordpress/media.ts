import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { decodesAsImage, IMAGE_TOO_LARGE, isWithinImageLimit, sniffImageType } from '@bulletin/images';
import type { WxrItem } from './wxr';
import { queryOf } from '../../db/queries';

/**
 * WordPress media: an export names its files (attachments, `<img src>` in the content) by their addresses on
 * the old site; the files themselves are not in it. A file is looked for at the very path the export names under
 * wp-content/uploads ('2024/05/a.png'), inside the folder given with `--media` (a copy of wp-content/uploads) or
 * the export's own folder (as `2024/05/a.png`, `wp-content/uploads/2024/05/a.png` or `uploads/2024/05/a.png`),
 * never by its name alone and never outside those folders (a link out of them is not followed): only files the
 * export names are uploaded, not whatever lies beside it. It is stored through Strapi's upload plugin (which makes
 * the responsive formats, as for any upload; the size limit is the upload's), and remembered by that path
 * (`wordpressFile`, private), so the same file is stored once however many posts show it and however often the
 * import runs.
 */
export type Attachment = { id: number; url: string; file: string; alt: string; title: string };
export type StoredFile = { id: number; url: string };
export type MediaOutcome = { uploaded: number; reused: number; missing: Set<string> };

const FILE_UID = 'plugin::upload.file';

/** An attachment item, with the path of its file under wp-content/uploads; null for any other item. */
export function attachmentOf(item: WxrItem): Attachment | null {
  if (item.type !== 'attachment' || item.id === null) return null;
  const file = (item.meta._wp_attached_file ?? '').trim() || uploadsPath(item.attachmentUrl) || '';
  return { id: item.id, url: item.attachmentUrl, file, alt: (item.meta._wp_attachment_image_alt ?? '').trim(), title: item.title.trim() };
}

/** Attachment items by id. */
export function attachmentsOf(items: WxrItem[]): Map<number, Attachment> {
  const out = new Map<number, Attachment>();
  for (const item of items) {
    const attachment = attachmentOf(item);
    if (attachment) out.set(attachment.id, attachment);
  }
  return out;
}

/** A safe relative path ('2024/05/a.png'): no empty, '.' or '..' segment, not absolute. */
function safeRelative(value: string): string | null {
  const parts = value.replace(/\\/g, '/').split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  return parts.join('/');
}

/** The path under wp-content/uploads of an address on the old site ('…/wp-content/uploads/2024/05/a.png' → '2024/05/a.png'). */
export function uploadsPath(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://wordpress.invalid').pathname;
  } catch {
    return null;
  }
  const m = /\/wp-content\/uploads\/(.+)$/.exec(pathname);
  if (!m) return null;
  try {
    return safeRelative(decodeURIComponent(m[1]));
  } catch {
    return null;
  }
}

/** WordPress's resized copies ('a-300x200.png') stand for their original ('a.png'), which is preferred. */
export function originalOf(relative: string): string {
  return relative.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1');
}

export function createMediaStore(strapi: Core.Strapi, dirs: string[]) {
  const known = new Map<string, StoredFile | null>();
  const outcome: MediaOutcome = { uploaded: 0, reused: 0, missing: new Set() };

  const roots = new Map<string, Promise<string | null>>();
  const rootOf = (dir: string) => {
    if (!roots.has(dir)) roots.set(dir, realpath(dir).catch(() => null));
    return roots.get(dir) as Promise<string | null>;
  };

  /** The file at the path the export names, in one of the folders; never one reached through a link out of it. */
  async function findLocal(relative: string): Promise<string | null> {
    for (const dir of dirs) {
      const root = await rootOf(dir);
      if (!root) continue;
      for (const candidate of [relative, `wp-content/uploads/${relative}`, `uploads/${relative}`]) {
        try {
          const file = await realpath(path.join(dir, ...candidate.split('/')));
          if (file.startsWith(`${root}${path.sep}`) && (await stat(file)).isFile()) return file;
        } catch {
          // not here
        }
      }
    }
    return null;
  }

  async function upload(key: string, file: string, info: { alt: string; caption?: string }): Promise<StoredFile> {
    const bytes = await readFile(file);
    if (!isWithinImageLimit(bytes.length)) throw new Error(`${key}: ${IMAGE_TOO_LARGE}`);
    const type = sniffImageType(bytes);
    if (!type || !(await decodesAsImage(bytes, type.ext))) throw new Error(`${key} is not an image Bulletin can show`);
    const name = path.basename(file);
    const [stored] = (await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name, alternativeText: info.alt || null, caption: info.caption || null } },
      files: { filepath: file, originalFilename: name, mimetype: type.mime, size: bytes.length },
    })) as Array<{ id: number; url: string }>;
    await queryOf(strapi, FILE_UID).update({ where: { id: stored.id }, data: { wordpressFile: key } });
    return { id: stored.id, url: stored.url };
  }

  /**
   * The stored copy of a file named by its path under wp-content/uploads: found from an earlier run, or
   * uploaded now from the first place it is found (its original before a resized copy). Null when no copy is
   * found; a file that is there but cannot be stored throws (the caller reports it).
   */
  async function fileFor(relative: string, info: { alt: string; caption?: string } = { alt: '' }): Promise<StoredFile | null> {
    const safe = safeRelative(relative);
    if (!safe) return null;
    const tries = [...new Set([originalOf(safe), safe])];
    for (const key of tries) {
      if (known.has(key)) {
        const cached = known.get(key);
        if (!cached) continue;
        outcome.reused += 1;
        return cached;
      }
      const row = await queryOf(strapi, FILE_UID).findOne({ where: { wordpressFile: key }, select: ['id', 'url'] });
      const existing = row ? { id: row.id, url: row.url ?? '' } : null;
      if (existing) {
        known.set(key, existing);
        outcome.reused += 1;
        return existing;
      }
      const local = await findLocal(key);
      if (!local) {
        known.set(key, null);
        continue;
      }
      const stored = await upload(key, local, info);
      known.set(key, stored);
      outcome.uploaded += 1;
      return stored;
    }
    outcome.missing.add(safe);
    return null;
  }

  return { fileFor, outcome };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
