/**
 * An image is accepted only when a decoder reads it and finds its dimensions: sharp for PNG, JPEG, GIF and
 * WebP; decode-bmp / decode-ico (with a strict length check) for BMP and ICO, which sharp cannot read.
 * Magic bytes alone are not enough: 'BM' followed by HTML passes a sniffer, not a decoder.
 * Strapi's upload policy applies the same check (cms/src/bulletin/image-content.ts).
 */
import sharp from 'sharp';
import decodeBmp from 'decode-bmp';
import decodeIco from 'decode-ico';

export type SniffedType = 'png' | 'gif' | 'jpg' | 'webp' | 'bmp' | 'ico';

const SHARP_FORMATS: Record<string, readonly string[]> = { png: ['png'], gif: ['gif'], jpg: ['jpeg'], webp: ['webp'] };

async function sharpReads(bytes: Uint8Array, formats: readonly string[]): Promise<boolean> {
  try {
    const options = { failOn: 'error', limitInputPixels: 100_000_000 } as const;
    const { format, width, height } = await sharp(bytes, options).metadata();
    if (!formats.includes(format ?? '') || !(width > 0 && height > 0)) return false;
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
      if (image.type === 'png' && !(await sharpReads(image.data, ['png']))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** True when the bytes decode as an image of the sniffed type. */
export async function decodesAsImage(bytes: Uint8Array, type: SniffedType): Promise<boolean> {
  if (type === 'bmp') return bmpReads(bytes);
  if (type === 'ico') return icoReads(bytes);
  return sharpReads(bytes, SHARP_FORMATS[type] ?? []);
}
