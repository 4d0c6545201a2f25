/**
 * What counts as an image, stated once: the adapters check images that arrive as data URLs from the editor
 * (adapters/src/translate/data-url.ts), Strapi checks every file given to its upload (cms/src/policies/upload-write.ts),
 * the WordPress import the files it brings.
 *
 * The type is decided by the bytes (magic numbers), never by a declared mime type or a file name; and magic
 * bytes alone are not enough ('BM' followed by HTML passes a sniffer, not a decoder): an image is accepted only
 * when a decoder reads every pixel — sharp for PNG, JPEG, GIF and WebP; decode-bmp / decode-ico (with a strict
 * length check) for BMP and ICO, which sharp cannot read. Before any decoding, its width × height, read from the
 * header, must be within MAX_IMAGE_PIXELS (limits.ts). Decoding never runs on the caller's event loop: sharp
 * decodes on libuv's threads, BMP and ICO are decoded in worker threads (decode-pool.ts).
 */
import sharp from 'sharp';
import { decodeInWorker } from './decode-pool.js';
import { bmpPixels, icoPixels } from './header-pixels.js';
import { MAX_IMAGE_PIXELS } from './limits.js';
import { sniffImageType, type ImageExtension } from './sniff.js';

export { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, isWithinImageLimit, MAX_IMAGE_PIXELS, TOO_MANY_PIXELS } from './limits.js';
export { sniffImageType, type ImageExtension, type ImageType } from './sniff.js';
export { ImageCheckBusyError } from './decode-pool.js';

/** What a check found: an image, bytes no decoder reads as one, or an image over the pixel budget. */
export type ImageVerdict = 'image' | 'not-an-image' | 'too-many-pixels';

/** sharp's name of the formats it reads, by extension. */
const SHARP_FORMATS: Partial<Record<ImageExtension, string>> = { png: 'png', gif: 'gif', jpg: 'jpeg', webp: 'webp' };

const SHARP_OPTIONS = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** The pixels of the first frame (what sharp decodes), from the header alone; null when sharp cannot read it. */
async function sharpPixels(bytes: Uint8Array, format: string): Promise<number | null> {
  try {
    // limitInputPixels: false here, so that the count is known and an image over it is named as such.
    const meta = await sharp(bytes, { ...SHARP_OPTIONS, limitInputPixels: false }).metadata();
    const width = Number(meta.width);
    const height = Number(meta.pageHeight ?? meta.height);
    return meta.format === format && width > 0 && height > 0 ? width * height : null;
  } catch {
    return null;
  }
}

/** Every pixel read (streamed into a thumbnail, so memory stays small): the whole file is an image. */
async function sharpReads(bytes: Uint8Array): Promise<boolean> {
  try {
    await sharp(bytes, SHARP_OPTIONS).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The pixel count from the header, or null when it cannot be read. */
async function headerPixels(bytes: Uint8Array, ext: ImageExtension): Promise<number | null> {
  if (ext === 'bmp') {
    // BITMAPFILEHEADER: 'BM', then the file's size, which must be the length received.
    if (bytes.length < 6 || Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(2) !== bytes.length) return null;
    return bmpPixels(bytes);
  }
  if (ext === 'ico') return icoPixels(bytes);
  const format = SHARP_FORMATS[ext];
  return format ? sharpPixels(bytes, format) : null;
}

async function decodes(bytes: Uint8Array, ext: ImageExtension): Promise<boolean> {
  if (ext !== 'bmp' && ext !== 'ico') return sharpReads(bytes);
  const decoded = await decodeInWorker(ext, bytes);
  if (!decoded.ok) return false;
  for (const [start, end] of decoded.pngs) {
    const png = bytes.subarray(start, end);
    if ((await sharpPixels(png, 'png')) === null || !(await sharpReads(png))) return false;
  }
  return true;
}

/**
 * Checks bytes as an image of the given type: the pixel budget from the header first, then a decoder reads every
 * pixel. Throws ImageCheckBusyError when a BMP or ICO cannot be decoded now (the machine is overwhelmed).
 */
export async function checkImage(bytes: Uint8Array, ext: ImageExtension): Promise<ImageVerdict> {
  const pixels = await headerPixels(bytes, ext);
  if (pixels === null) return 'not-an-image';
  if (pixels > MAX_IMAGE_PIXELS) return 'too-many-pixels';
  return (await decodes(bytes, ext)) ? 'image' : 'not-an-image';
}

/** Checks bytes by the type they start like (`checkImage`); not an image when they start like none. */
export async function checkImageBytes(bytes: Uint8Array): Promise<ImageVerdict> {
  const type = sniffImageType(bytes);
  return type === null ? 'not-an-image' : checkImage(bytes, type.ext);
}

/** True when the bytes decode as an image of the given type, within the pixel budget. */
export async function decodesAsImage(bytes: Uint8Array, ext: ImageExtension): Promise<boolean> {
  return (await checkImage(bytes, ext)) === 'image';
}

/** True when the bytes are a PNG, GIF, JPEG, WebP, BMP or ICO image that decodes within the pixel budget. */
export async function isDecodableImage(bytes: Uint8Array): Promise<boolean> {
  return (await checkImageBytes(bytes)) === 'image';
}

export { CENTRE, encodeRendition, focusBox, RENDITION_SOURCES, RENDITION_TYPES, socialCrop, SOCIAL_IMAGE, type Encoded, type Focus, type RenditionType } from './renditions.js';
