/**
 * What counts as an image, stated once: the adapters check images that arrive as data URLs from the editor
 * (adapters/src/translate/data-url.ts), Strapi checks every file given to its upload (cms/src/policies/upload-write.ts).
 *
 * The type is decided by the bytes (magic numbers), never by a declared mime type or a file name; and magic
 * bytes alone are not enough ('BM' followed by HTML passes a sniffer, not a decoder): an image is accepted only
 * when a decoder reads every pixel and finds its dimensions — sharp for PNG, JPEG, GIF and WebP; decode-bmp /
 * decode-ico (with a strict length check) for BMP and ICO, which sharp cannot read.
 */
import sharp from 'sharp';
import decodeBmp from 'decode-bmp';
import decodeIco from 'decode-ico';

export { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, isWithinImageLimit } from './size.js';

/** The file extension of each accepted image type. */
export type ImageExtension = 'png' | 'gif' | 'jpg' | 'webp' | 'bmp' | 'ico';
export type ImageType = { mime: string; ext: ImageExtension };

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string): number[] => Array.from(text, (ch) => ch.charCodeAt(0));

/** The image type the bytes start like, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { mime: 'image/x-icon', ext: 'ico' };
  if (startsWith(bytes, ascii('BM'))) return { mime: 'image/bmp', ext: 'bmp' };
  return null;
}

/** sharp's name of the formats it reads, by extension. */
const SHARP_FORMATS: Partial<Record<ImageExtension, string>> = { png: 'png', gif: 'gif', jpg: 'jpeg', webp: 'webp' };

async function sharpReads(bytes: Uint8Array, format: string): Promise<boolean> {
  try {
    const options = { failOn: 'error', limitInputPixels: 100_000_000 } as const;
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== format || !(Number(meta.width) > 0 && Number(meta.height) > 0)) return false;
    // Reading every pixel (streamed into a thumbnail, so memory stays small) proves the whole file is an image.
    await sharp(bytes, options).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

function bmpReads(bytes: Uint8Array): boolean {
  // BITMAPFILEHEADER: 'BM', then the file's size, which must be the length received.
  if (bytes.length < 26) return false;
  const declared = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(2);
  if (declared !== bytes.length) return false;
  try {
    const image = decodeBmp(bytes);
    return image.width > 0 && image.height > 0 && image.data.length === image.width * image.height * 4;
  } catch {
    return false;
  }
}

async function icoReads(bytes: Uint8Array): Promise<boolean> {
  try {
    const images = decodeIco(bytes);
    if (images.length === 0) return false;
    for (const image of images) {
      if (!(image.width > 0 && image.height > 0)) return false;
      if (image.type === 'png' && !(await sharpReads(image.data, 'png'))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** True when the bytes decode as an image of the given type. */
export async function decodesAsImage(bytes: Uint8Array, ext: ImageExtension): Promise<boolean> {
  if (ext === 'bmp') return bmpReads(bytes);
  if (ext === 'ico') return icoReads(bytes);
  const format = SHARP_FORMATS[ext];
  return format ? sharpReads(bytes, format) : false;
}

/** True when the bytes are a PNG, GIF, JPEG, WebP, BMP or ICO image that decodes. */
export async function isDecodableImage(bytes: Uint8Array): Promise<boolean> {
  const type = sniffImageType(bytes);
  return type !== null && decodesAsImage(bytes, type.ext);
}
