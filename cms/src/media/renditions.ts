import { writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRendition, RENDITION_SOURCES, RENDITION_TYPES, socialCrop, type Encoded, type Focus, type RenditionType } from '@bulletin/images';

/**
 * Every image stored through Strapi's upload plugin (the newsroom's editor, the live desk, account photos, the
 * WordPress import, the demo seed) gets, beside its JPEG/PNG and each JPEG/PNG format, an AVIF and a WebP of the
 * same size, and a 1200 × 630 social preview (docs/decisions/0036-image-renditions.md). They are more formats of
 * the file, so the provider stores them (the folder or the bucket), a replace swaps them and a delete removes them
 * with the rest. Names: a rendition has the name of the size it copies with its own extension (`small_<hash>.avif`
 * beside `small_<hash>.jpg`), so a page finds it from the JPEG's address (frontend/src/lib/format.ts).
 */
export type UploadPart = {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  width?: number | null;
  height?: number | null;
  path?: string | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  getStream?: () => NodeJS.ReadableStream;
};
export type Format = { key: string; file: UploadPart };

/** The key of a size's rendition in the file's `formats`: `avif`, `small_webp`, … */
export const renditionKey = (size: string | null, type: RenditionType) => (size ? `${size}_${type.format}` : type.format);
export const SOCIAL_KEY = 'social';

/** Strapi's thumbnail box (its image-manipulation service): made only for an image larger than it. */
const THUMBNAIL = { width: 245, height: 156 };

/** Strapi's `size` of a file: kilobytes, to two decimals. */
export const kilobytes = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

/** The social preview's type: a JPEG, which every site that shows link previews reads. */
export const SOCIAL_TYPE = { ext: '.jpg', mime: 'image/jpeg' } as const;

/** A made image's fields as one of the file's formats: named after the file, its size in kilobytes and bytes. */
export function formatFields(source: { name: string; path?: string | null }, key: string, hash: string, encoded: Encoded, type: { ext: string; mime: string }) {
  return {
    name: `${key}_${source.name}`,
    hash,
    ext: type.ext,
    mime: type.mime,
    path: source.path ?? null,
    width: encoded.width,
    height: encoded.height,
    size: kilobytes(encoded.data.length),
    sizeInBytes: encoded.data.length,
  };
}

/** Strapi's upload provider (the folder or the bucket), as far as a format made here needs it. */
export type UploadProvider = { upload(file: Record<string, unknown> & { url: string; buffer: Buffer }): Promise<void> };

/** Stores a made format's bytes through the provider; its fields as the file's formats keep them (with their `url`). */
export async function storeFormat<F extends Record<string, unknown>>(provider: UploadProvider, fields: F, data: Buffer): Promise<F & { url: string }> {
  const stored = { ...fields, url: '', buffer: data };
  await provider.upload(stored);
  const { buffer: _buffer, ...kept } = stored;
  return kept as F & { url: string };
}

/** A made image as one of the file's formats, written beside the upload's temporary copy. */
async function asFormat(source: UploadPart, key: string, hash: string, encoded: Encoded, type: { ext: string; mime: string }): Promise<Format> {
  const filepath = path.join(source.tmpWorkingDirectory ?? tmpdir(), `${hash}${type.ext}`);
  await writeFile(filepath, encoded.data);
  return { key, file: { ...formatFields(source, key, hash, encoded, type), filepath, getStream: () => createReadStream(filepath) } };
}

/** The upload's bytes: its temporary file, else its stream. */
async function sourceOf(file: UploadPart): Promise<string | Buffer> {
  if (file.filepath) return file.filepath;
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream!()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The sizes an upload is stored in (null: the original), as the JPEG/PNG formats Strapi made give them. */
function sizesOf(file: UploadPart, formats: Format[]): Array<{ size: string | null; hash: string; width: number; height: number }> {
  const width = Number(file.width);
  const height = Number(file.height);
  const sizes = [{ size: null as string | null, hash: file.hash, width, height }];
  if (width > THUMBNAIL.width || height > THUMBNAIL.height) sizes.push({ size: 'thumbnail', hash: `thumbnail_${file.hash}`, ...THUMBNAIL });
  for (const { key, file: made } of formats) sizes.push({ size: key, hash: made.hash, width: Number(made.width), height: Number(made.height) });
  return sizes;
}

/** The AVIF and WebP of each size, and the social preview around the focal point (the centre when none). */
export async function renditionFormats(file: UploadPart, formats: Format[], focus?: Focus): Promise<Format[]> {
  if (!RENDITION_SOURCES.includes(file.mime) || !file.width || !file.height) return [];
  const source = await sourceOf(file);
  const made: Format[] = [];
  for (const { size, hash, width, height } of sizesOf(file, formats)) {
    for (const type of RENDITION_TYPES) {
      if (type.mime === file.mime) continue;
      made.push(await asFormat(file, renditionKey(size, type), hash, await encodeRendition(source, { width, height }, type), type));
    }
  }
  made.push(await asFormat(file, SOCIAL_KEY, `${SOCIAL_KEY}_${file.hash}`, await socialCrop(source, focus), SOCIAL_TYPE));
  return made;
}

type ImageManipulation = { generateResponsiveFormats(file: UploadPart): Promise<Array<Format | null>> };

/** Strapi's image service with the renditions added to the formats it makes (extensions/upload/strapi-server.ts). */
export function withRenditions<T extends ImageManipulation>(service: T): T {
  return {
    ...service,
    async generateResponsiveFormats(file: UploadPart) {
      const formats = (await service.generateResponsiveFormats(file)).filter((f): f is Format => Boolean(f));
      return [...formats, ...(await renditionFormats(file, formats))];
    },
  };
}
