/**
 * Images arrive from the article editor as data URLs. Their type is decided by
 * the bytes (magic numbers), never by the declared mime type or a file name.
 */
import { BadRequestError, PayloadTooLargeError, ServiceUnavailableError } from '../http/errors.js';
import { checkImage, IMAGE_TOO_LARGE, ImageCheckBusyError, isWithinImageLimit, sniffImageType, TOO_MANY_PIXELS, type ImageExtension } from '@bulletin/images';

export { sniffImageType, type ImageType } from '@bulletin/images';

const NOT_AN_IMAGE = 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files';

export function isDataUrl(s: string): boolean {
  return /^data:/i.test(s);
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
export function parseImageDataUrl(s: string, field: string): { bytes: Buffer; mime: string; ext: ImageExtension } {

  const header = DATA_URL.exec(s);
  if (!header) throw notAnImage(field);
  const payload = s.slice(header[0].length).replace(/\s+/g, '');

  // Size first, so that a huge payload is never decoded.
  if (!isWithinImageLimit(decodedLength(payload))) {
    throw new PayloadTooLargeError(IMAGE_TOO_LARGE, [{ field, message: IMAGE_TOO_LARGE }]);
  }
  if (payload === '' || payload.length % 4 === 1 || !BASE64.test(payload)) throw notAnImage(field);

  const bytes = Buffer.from(payload, 'base64');
  const type = sniffImageType(bytes);
  if (!type) throw notAnImage(field);
  return { bytes, mime: type.mime, ext: type.ext };
}

/**
 * An image data URL whose bytes an image decoder reads, within the pixel budget (what the adapters store). The
 * decoding runs off the event loop (@bulletin/images); when it cannot run now, a 503 asks the editor to try again.
 */
export async function readImageDataUrl(s: string, field: string): Promise<{ bytes: Buffer; mime: string; ext: ImageExtension }> {
  const image = parseImageDataUrl(s, field);
  let verdict;
  try {
    verdict = await checkImage(image.bytes, image.ext);
  } catch (error) {
    if (error instanceof ImageCheckBusyError) throw new ServiceUnavailableError(error.message, [{ field, message: error.message }]);
    throw error;
  }
  if (verdict === 'too-many-pixels') throw new BadRequestError(TOO_MANY_PIXELS, [{ field, message: TOO_MANY_PIXELS }]);
  if (verdict !== 'image') throw notAnImage(field);
  return image;
}
