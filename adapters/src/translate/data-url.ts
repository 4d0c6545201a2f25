/**
 * Images arrive from the article editor as data URLs. Their type is decided by
 * the bytes (magic numbers), never by the declared mime type or a file name.
 */
import { BadRequestError, PayloadTooLargeError } from '../errors.js';
import { decodesAsImage, type SniffedType } from './image-decode.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const NOT_AN_IMAGE = 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files';
const TOO_LARGE = 'Images must be 10 MB or smaller';

export type ImageType = { mime: string; ext: SniffedType };

export function isDataUrl(s: string): boolean {
  return /^data:/i.test(s);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string): number[] => Array.from(text, (ch) => ch.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { mime: 'image/x-icon', ext: 'ico' };
  if (startsWith(bytes, ascii('BM'))) return { mime: 'image/bmp', ext: 'bmp' };
  return null;
}

const DATA_URL = /^data:[^,]{0,1000};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decoded size of a base64 text, without decoding it. */
function decodedLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

const notAnImage = (field: string) => new BadRequestError(NOT_AN_IMAGE, [{ field, message: NOT_AN_IMAGE }]);

/** The shape, size and magic bytes of an image data URL (see `readImageDataUrl` for the full check). */
export function parseImageDataUrl(s: string, field: string): { bytes: Buffer; mime: string; ext: SniffedType } {

  const header = DATA_URL.exec(s);
  if (!header) throw notAnImage(field);
  const payload = s.slice(header[0].length).replace(/\s+/g, '');

  // Size first, so that a huge payload is never decoded.
  if (decodedLength(payload) > MAX_IMAGE_BYTES) {
    throw new PayloadTooLargeError(TOO_LARGE, [{ field, message: TOO_LARGE }]);
  }
  if (payload === '' || payload.length % 4 === 1 || !BASE64.test(payload)) throw notAnImage(field);

  const bytes = Buffer.from(payload, 'base64');
  const type = sniffImageType(bytes);
  if (!type) throw notAnImage(field);
  return { bytes, mime: type.mime, ext: type.ext };
}

/** An image data URL whose bytes an image decoder reads (what the adapters store). */
export async function readImageDataUrl(s: string, field: string): Promise<{ bytes: Buffer; mime: string; ext: SniffedType }> {
  const image = parseImageDataUrl(s, field);
  if (!(await decodesAsImage(image.bytes, image.ext))) throw notAnImage(field);
  return image;
}
