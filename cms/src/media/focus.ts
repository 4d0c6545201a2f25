import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { imageFocusField, type ImageFocus } from '@bulletin/contract';
import { socialCrop } from '@bulletin/images';
import { formatFields, SOCIAL_KEY, SOCIAL_TYPE, storeFormat, type UploadProvider } from './renditions';
import { storedFileContent } from './stored-bytes';
import { contractField } from '../requests/contract-input';

/**
 * The focal point of an image (docs/decisions/0036-image-renditions.md): stored on the media file (`focus`, the
 * upload extension), since it says where the photo's subject is wherever the photo is shown; set from the article
 * editor with the article's write (so whoever may edit the article may set it), checked with the contract's
 * schema. Setting it cuts the 1200 × 630 social preview again around it, under a new name (a CDN keeps the old
 * one as long as it likes), and removes the old preview.
 */
const FILE = 'plugin::upload.file';

type Part = { hash: string; ext: string; mime: string; url: string; path?: string | null; [field: string]: unknown };
type FileRow = Part & { id: number; name: string; formats?: Record<string, Part> | null; focus?: ImageFocus | null };
type Provider = UploadProvider & { delete(file: Part): Promise<void> };

/** A write's `featuredImageFocus`: a point, null (the centre) or undefined (not sent); a 400 on the field otherwise. */
export const sentFocus = (value: unknown): ImageFocus | null | undefined =>
  contractField(imageFocusField, value, 'featuredImageFocus', 'Invalid focal point');

/** Cuts the social preview of the file around the focus and stores both; the old preview is removed. */
export async function setImageFocus(strapi: Core.Strapi, fileId: number, focus: ImageFocus | null): Promise<void> {
  const row = (await strapi.db.query(FILE).findOne({ where: { id: fileId } })) as FileRow | null;
  if (!row) return;
  const old = row.formats?.[SOCIAL_KEY];
  const provider = strapi.plugin('upload').provider as unknown as Provider;
  const formats = { ...(row.formats ?? {}) };
  if (old) {
    const crop = await socialCrop(await storedFileContent(strapi, row.url), focus ?? undefined);
    const hash = `${SOCIAL_KEY}_${row.hash}_${randomBytes(4).toString('hex')}`;
    formats[SOCIAL_KEY] = await storeFormat(provider, formatFields(row, SOCIAL_KEY, hash, crop, SOCIAL_TYPE), crop.data);
  }
  await strapi.db.query(FILE).update({ where: { id: fileId }, data: { focus, formats } });
  if (old) await provider.delete(old).catch((error: unknown) => strapi.log.warn(`Bulletin: old social preview ${old.url} not removed: ${String(error)}`));
}

type WithImage = { featuredImage?: { id: number; focus?: unknown; formats?: unknown } | null } | null | undefined;

/**
 * An article write's `featuredImageFocus` (checked by `sentFocus`), set on the featured image the write left; the
 * answer's image shows it. Not sent, or no image: nothing.
 */
export async function applyArticleFocus(strapi: Core.Strapi, article: WithImage, focus: ImageFocus | null | undefined): Promise<void> {
  const image = article?.featuredImage;
  if (focus === undefined || !image) return;
  // The editor sends the point with every save: only a new one cuts the preview again.
  const stored = (image.focus ?? null) as ImageFocus | null;
  if (stored?.x === focus?.x && stored?.y === focus?.y) return;
  await setImageFocus(strapi, image.id, focus);
  const row = (await strapi.db.query(FILE).findOne({ where: { id: image.id }, select: ['focus', 'formats'] })) as FileRow | null;
  if (row) Object.assign(image, { focus: row.focus ?? null, formats: row.formats ?? null });
}

type FileService = { replace(id: number, ...rest: never[]): Promise<{ id: number; focus?: ImageFocus | null } | null> };

/**
 * Strapi's upload service, where a file replaced in the media library keeps its focal point: the cards crop the
 * new picture around it, so its social preview is cut around it too (Strapi's replace cuts it around the centre).
 */
export function withFocusKept<T extends FileService>(strapi: Core.Strapi, service: T): T {
  return {
    ...service,
    async replace(id: number, ...rest: never[]) {
      const file = await service.replace(id, ...rest);
      if (!file?.focus) return file;
      await setImageFocus(strapi, file.id, file.focus);
      return { ...file, ...(await strapi.db.query(FILE).findOne({ where: { id: file.id }, select: ['formats'] })) };
    },
  };
}
