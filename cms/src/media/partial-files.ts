import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

type StoredFile = { hash: string; ext?: string };
type Write = (file: StoredFile, options?: unknown) => Promise<void>;
type UploadProvider = { upload?: Write; uploadStream?: Write; extend(methods: Partial<Record<'upload' | 'uploadStream', Write>>): void };

/**
 * A file the uploads folder could not take whole (a full disk, a failed write) leaves nothing behind: each write of
 * the local store removes what it wrote before its error goes on (it writes `<hash><ext>` in public/uploads).
 * Other stores write whole objects or nothing.
 */
export function removePartialFiles(strapi: Core.Strapi): void {
  if (strapi.config.get('plugin::upload.provider', 'local') !== 'local') return;
  const provider = strapi.plugin('upload').provider as UploadProvider;
  const folder = path.resolve(strapi.dirs.static.public, 'uploads');
  const guarded = (write: Write): Write => async (file, options) => {
    try {
      await write(file, options);
    } catch (error) {
      await rm(path.join(folder, `${file.hash}${file.ext ?? ''}`), { force: true });
      throw error;
    }
  };
  const { upload, uploadStream } = provider;
  provider.extend({
    ...(upload ? { upload: guarded(upload.bind(provider)) } : {}),
    ...(uploadStream ? { uploadStream: guarded(uploadStream.bind(provider)) } : {}),
  });
}
