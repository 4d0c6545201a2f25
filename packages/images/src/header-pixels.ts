import { isPng } from './sniff.js';

/**
 * The pixels a decoder will read, from the header alone, before any decoding: the same fields read the same way
 * as decode-bmp and decode-ico read them, so the count is what those decoders would allocate and walk. Null when
 * the header cannot be read (not an image they can decode).
 */
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** An icon with more images than this is no icon a site shows: each one is decoded. */
export const MAX_ICON_IMAGES = 64;

/** A BMP: BITMAPFILEHEADER (14 bytes) then BITMAPINFOHEADER (40), width at 18 and height at 22. */
export function bmpPixels(bytes: Uint8Array): number | null {
  if (bytes.length < 54) return null;
  const view = viewOf(bytes);
  // decode-bmp reads both as unsigned: a top-down bitmap (negative height) is not one it can read.
  if (view.getInt32(22, true) < 0) return null;
  return view.getUint32(18, true) * view.getUint32(22, true);
}

/** A PNG's IHDR: width at 16, height at 20, big-endian. */
function pngPixels(view: DataView, at: number): number | null {
  if (view.byteLength < at + 24) return null;
  return view.getUint32(at + 16) * view.getUint32(at + 20);
}

/** A bitmap inside an icon: its BITMAPINFOHEADER's width, and half its height (the AND mask is the other half). */
function iconBitmapPixels(view: DataView, at: number, listedWidth: number, listedHeight: number): number | null {
  if (view.byteLength < at + 36) return null;
  const width = view.getUint32(at + 4, true) | 0 || listedWidth;
  const height = (view.getUint32(at + 8, true) / 2) | 0 || listedHeight;
  return width > 0 && height > 0 ? width * height : null;
}

/** An ICO (or CUR): every image of its directory, PNG or bitmap, counted. */
export function icoPixels(bytes: Uint8Array): number | null {
  const view = viewOf(bytes);
  if (isPng(bytes)) return pngPixels(view, 0);
  if (bytes.length < 6 || view.getUint16(0, true) !== 0) return null;
  const type = view.getUint16(2, true);
  const count = view.getUint16(4, true);
  if ((type !== 1 && type !== 2) || count === 0 || count > MAX_ICON_IMAGES || bytes.length < 6 + 16 * count) return null;
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    const entry = 6 + 16 * i;
    const at = view.getUint32(entry + 12, true);
    const pixels = isPng(bytes, at) ? pngPixels(view, at) : iconBitmapPixels(view, at, view.getUint8(entry), view.getUint8(entry + 1));
    if (pixels === null) return null;
    total += pixels;
  }
  return total;
}
