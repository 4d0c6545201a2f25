/**
 * Image bytes made by hand for the tests and the image bench (`bench/image-upload.mjs` imports this file too):
 * BMP files of any size, the format whose decoding is costliest (decode-bmp reads it in JavaScript).
 */

/** A BMP of `width` × `height` pixels, 24 bits or 1 bit per pixel (the most pixels per byte: the costliest to decode for its size). */
export function bmp(width: number, height: number, bits: 1 | 24 = 24): Buffer {
  const row = Math.ceil((width * bits) / 32) * 4;
  // A 1-bit image has a palette of two colours (black, white) after its 54 bytes of headers.
  const offset = bits === 1 ? 62 : 54;
  const b = Buffer.alloc(offset + row * height);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(offset, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(bits, 28);
  b.writeUInt32LE(row * height, 34);
  if (bits === 1) {
    b.writeUInt32LE(2, 46);
    b.writeUInt32LE(0x00ffffff, 58);
  }
  return b;
}

/** A small BMP whose header names `width` × `height` pixels it does not hold (a header that lies). */
export function bmpClaiming(width: number, height: number): Buffer {
  const b = bmp(1, 1, 1);
  b.writeUInt32LE(width, 18);
  b.writeUInt32LE(height, 22);
  return b;
}

/** The bytes as a data URL, as the editor sends an image. */
export const imageDataUrl = (bytes: Buffer, mime = 'image/bmp') => `data:${mime};base64,${bytes.toString('base64')}`;
