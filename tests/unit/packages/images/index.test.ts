import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, checkImageBytes, decodesAsImage, isDecodableImage, IMAGE_MAX_BYTES, MAX_IMAGE_PIXELS, TOO_MANY_PIXELS } from '@bulletin/images';
import { bmp } from '../../../support/images.js';

/** @bulletin/images: an image is what a decoder reads whole, whatever its first bytes say, within a pixel budget. */
const png = (width = 4, height = 3) => sharp({ create: { width, height, channels: 3, background: '#c0ffee' } }).png().toBuffer();

/** A 32-bit bitmap as stored inside an icon: BITMAPINFOHEADER (height doubled for the mask), then its pixels. */
function iconBitmap(width: number, height: number, declared = { width, height }): Buffer {
  const b = Buffer.alloc(40 + width * height * 4);
  b.writeUInt32LE(40, 0);
  b.writeInt32LE(declared.width, 4);
  b.writeInt32LE(declared.height * 2, 8);
  b.writeUInt16LE(1, 12);
  b.writeUInt16LE(32, 14);
  return b;
}

/** An ICO holding these images (each a PNG or an icon bitmap), listed as 16×16. */
function ico(images: Buffer[]): Buffer {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let at = head.length;
  images.forEach((image, i) => {
    head.writeUInt8(16, 6 + 16 * i);
    head.writeUInt8(16, 7 + 16 * i);
    head.writeUInt32LE(image.length, 14 + 16 * i);
    head.writeUInt32LE(at, 18 + 16 * i);
    at += image.length;
  });
  return Buffer.concat([head, ...images]);
}

describe('isDecodableImage', () => {
  it('accepts a real PNG, BMP and ICO', async () => {
    expect(await isDecodableImage(await png())).toBe(true);
    expect(await isDecodableImage(bmp(2, 2))).toBe(true);
    expect(await isDecodableImage(ico([iconBitmap(16, 16), await png(32, 32)]))).toBe(true);
  });

  it('refuses bytes that only start like an image', async () => {
    const html = Buffer.from('BM<html><script>alert(1)</script></html>', 'latin1');
    expect(await isDecodableImage(html)).toBe(false);
    const full = await png();
    expect(await isDecodableImage(full.subarray(0, full.length - 20))).toBe(false);
    // A BMP whose declared size is not its length.
    expect(await isDecodableImage(Buffer.concat([bmp(2, 2), Buffer.from('extra')]))).toBe(false);
    expect(await isDecodableImage(Buffer.from('plain text'))).toBe(false);
    // An icon whose PNG is cut short.
    const cut = await png(32, 32);
    expect(await isDecodableImage(ico([cut.subarray(0, cut.length - 20)]))).toBe(false);
  });

  it('checks the bytes against the type it is asked about', async () => {
    expect(await decodesAsImage(await png(), 'png')).toBe(true);
    expect(await decodesAsImage(await png(), 'jpg')).toBe(false);
  });
});

describe('the pixel budget', () => {
  it('is stated beside the byte limit', () => {
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(TOO_MANY_PIXELS).toBe('Images must be 40 megapixels or smaller (width × height)');
  });

  it('refuses an image whose header names more pixels, at once, before decoding it', async () => {
    // 40,001 × 1,000 pixels in 5 MB: decode-bmp took seconds over it on the event loop.
    const big = bmp(40_001, 1_000, 1);
    expect(big.length).toBeLessThan(IMAGE_MAX_BYTES);
    const started = performance.now();
    expect(await checkImage(big, 'bmp')).toBe('too-many-pixels');
    expect(await decodesAsImage(big, 'bmp')).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts what the decoders would read: an icon bitmap listed as 16×16 but declaring 40,000 × 2,000, every image of an icon, a PNG', async () => {
    expect(await checkImageBytes(ico([iconBitmap(1, 1, { width: 40_000, height: 2_000 })]))).toBe('too-many-pixels');
    expect(await checkImageBytes(ico([iconBitmap(16, 16), iconBitmap(16, 16)]))).toBe('image');
    // A PNG over the budget is refused from its header (sharp reads it without decoding).
    const ihdr = await png(8, 8);
    ihdr.writeUInt32BE(8_000, 16);
    ihdr.writeUInt32BE(5_001, 20);
    expect(await checkImage(ihdr, 'png')).toBe('too-many-pixels');
    // An icon of more images than any icon has is refused unread.
    expect(await checkImageBytes(ico(Array.from({ length: 65 }, () => iconBitmap(1, 1))))).toBe('not-an-image');
  });

  it('decodes BMP and ICO off the event loop: timers keep running while a large one is read', async () => {
    const large = bmp(20_000, 1_000, 1); // 20 megapixels, within the budget
    let lag = 0;
    const started = performance.now();
    let last = started;
    const timer = setInterval(() => {
      const now = performance.now();
      lag = Math.max(lag, now - last);
      last = now;
    }, 10);
    try {
      expect(await checkImage(large, 'bmp')).toBe('image');
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    // Decoded on the event loop, the longest pause would be the whole decoding; off it, timers keep firing: a pause
    // of a quarter of it at most (a busy machine slows both sides alike), and short in absolute terms where it is fast.
    expect(lag).toBeLessThan(Math.max(250, took / 4));
    // The caller's bytes are untouched (the worker got a copy).
    expect(large.readUInt32LE(2)).toBe(large.length);
  }, 60_000);
});
