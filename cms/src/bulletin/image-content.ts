/**
 * Strapi's half of "images by content": a file is an image only when a decoder reads it and finds its
 * dimensions (sharp for PNG, JPEG, GIF, WebP; decode-bmp / decode-ico with a strict length check for BMP
 * and ICO). The adapters check article images the same way before uploading them
 * (adapters/src/translate/image-decode.ts); this guard covers calls made straight to Strapi's upload.
 */
import sharp from 'sharp';
import decodeBmp from 'decode-bmp';
import decodeIco from 'decode-ico';

type Kind = 'png' | 'gif' | 'jpeg' | 'webp' | 'bmp' | 'ico';

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
};

/** The image format the bytes start with (their signature), or null. */
export function sniff(bytes: Buffer): Kind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'ico';
  if (startsWith(bytes, 'BM')) return 'bmp';
  return null;
}

async function sharpReads(bytes: Uint8Array, format: string): Promise<boolean> {
  try {
    const options = { failOn: 'error', limitInputPixels: 100_000_000 } as const;
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== format || !(Number(meta.width) > 0 && Number(meta.height) > 0)) return false;
    // Every pixel is read (streamed into a thumbnail, so memory stays small).
    await sharp(bytes, options).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

function bmpReads(bytes: Buffer): boolean {
  // BITMAPFILEHEADER: 'BM', then the file's size, which must be the length received.
  if (bytes.length < 26 || bytes.readUInt32LE(2) !== bytes.length) return false;
  try {
    const image = decodeBmp(bytes);
    return image.width > 0 && image.height > 0 && image.data.length === image.width * image.height * 4;
  } catch {
    return false;
  }
}

async function icoReads(bytes: Buffer): Promise<boolean> {
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

/** True when the bytes are a PNG, GIF, JPEG, WebP, BMP or ICO image that decodes. */
export async function isDecodableImage(bytes: Buffer): Promise<boolean> {
  const kind = sniff(bytes);
  if (kind === null) return false;
  if (kind === 'bmp') return bmpReads(bytes);
  if (kind === 'ico') return icoReads(bytes);
  return sharpReads(bytes, kind);
}
