import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeRendition, focusBox, RENDITION_TYPES, socialCrop } from '@bulletin/images';

const [AVIF, WEBP] = RENDITION_TYPES;

describe('focusBox', () => {
  it('is the largest box of the shape, centred on the point as far as the edges allow', () => {
    // 2400 × 800 to 1.91:1: the whole height, 1524 wide.
    expect(focusBox(2400, 800, { width: 1200, height: 630 }, { x: 0.5, y: 0.5 })).toEqual({ left: 438, top: 0, width: 1524, height: 800 });
    expect(focusBox(2400, 800, { width: 1200, height: 630 }, { x: 0.05, y: 0.5 })).toEqual({ left: 0, top: 0, width: 1524, height: 800 });
    expect(focusBox(2400, 800, { width: 1200, height: 630 }, { x: 1, y: 0 })).toEqual({ left: 876, top: 0, width: 1524, height: 800 });
    // A tall image: the whole width, the box moves down to the point.
    expect(focusBox(1000, 2000, { width: 1200, height: 630 }, { x: 0.5, y: 0.75 })).toEqual({ left: 0, top: 1238, width: 1000, height: 525 });
  });
});

describe('renditions', () => {
  const photo = () => sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();

  it('encodes AVIF and WebP at the size asked, never enlarged', async () => {
    const input = await photo();
    const avif = await encodeRendition(input, { width: 500, height: 500 }, AVIF!);
    expect([avif.width, avif.height, (await sharp(avif.data).metadata()).format]).toEqual([500, 313, 'heif']);
    const webp = await encodeRendition(input, { width: 2000, height: 2000 }, WEBP!);
    expect([webp.width, webp.height, (await sharp(webp.data).metadata()).format]).toEqual([800, 500, 'webp']);
  });

  it('cuts the social preview at exactly 1200 × 630, as JPEG', async () => {
    const crop = await socialCrop(await photo(), { x: 0.9, y: 0.1 });
    expect([crop.width, crop.height, (await sharp(crop.data).metadata()).format]).toEqual([1200, 630, 'jpeg']);
  });

  it('turns a phone photo upright by its EXIF orientation, as the JPEG it copies is shown', async () => {
    // Stored 400 × 200, red on the left; orientation 6 shows it turned a quarter clockwise: 200 × 400, red on top.
    const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const stored = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const topColour = async (data: Buffer) => {
      const { data: pixel } = await sharp(data).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return pixel[0]! > 200 && pixel[2]! < 60 ? 'red' : 'blue';
    };
    const webp = await encodeRendition(stored, { width: 200, height: 400 }, WEBP!);
    expect([webp.width, webp.height, await topColour(webp.data)]).toEqual([200, 400, 'red']);
    const social = await socialCrop(stored, { x: 0.5, y: 0.1 });
    expect([social.width, social.height, await topColour(social.data)]).toEqual([1200, 630, 'red']);
  });

  it('refuses what the check would refuse: an image over the pixel budget is not encoded', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(encodeRendition(huge, { width: 500, height: 500 }, WEBP!)).rejects.toThrow(/pixel/i);
  });
});
