import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodesAsImage, isDecodableImage } from '@bulletin/images';

/** @bulletin/images: an image is what a decoder reads whole, whatever its first bytes say. */
const png = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0ffee' } }).png().toBuffer();

function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + row * height;
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(row * height, 34);
  return b;
}

describe('isDecodableImage', () => {
  it('accepts a real PNG and a real BMP', async () => {
    expect(await isDecodableImage(await png())).toBe(true);
    expect(await isDecodableImage(bmp(2, 2))).toBe(true);
  });

  it('refuses bytes that only start like an image', async () => {
    const html = Buffer.from('BM<html><script>alert(1)</script></html>', 'latin1');
    expect(await isDecodableImage(html)).toBe(false);
    const full = await png();
    expect(await isDecodableImage(full.subarray(0, full.length - 20))).toBe(false);
    // A BMP whose declared size is not its length.
    expect(await isDecodableImage(Buffer.concat([bmp(2, 2), Buffer.from('extra')]))).toBe(false);
    expect(await isDecodableImage(Buffer.from('plain text'))).toBe(false);
  });

  it('checks the bytes against the type it is asked about', async () => {
    expect(await decodesAsImage(await png(), 'png')).toBe(true);
    expect(await decodesAsImage(await png(), 'jpg')).toBe(false);
  });
});
