/**
 * The other encodings and crops made of an upload (docs/decisions/0036-image-renditions.md): AVIF and WebP beside
 * every JPEG/PNG size, and the social preview, a real 1200 × 630 crop kept around the focal point. Every encoding
 * goes through the same guards as the check (index.ts): sharp with the pixel budget (`limitInputPixels`) and
 * `failOn: 'error'`, decoding and encoding on libuv's threads, never on the event loop; and one at a time per
 * process (`queue` below), so a burst of uploads on two cores waits instead of starving the site's requests.
 */
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './limits.js';

const SHARP_OPTIONS = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** The encodings made beside each JPEG/PNG size, smallest first (a `<picture>` lists them in this order). */
export const RENDITION_TYPES = [
  { format: 'avif', ext: '.avif', mime: 'image/avif' },
  { format: 'webp', ext: '.webp', mime: 'image/webp' },
] as const;
export type RenditionType = (typeof RENDITION_TYPES)[number];

/**
 * AVIF at effort 2 (of 0-9) and WebP at effort 4 (of 0-6): the measured cost per upload is in decision 0036; the
 * qualities give files that look like the JPEG at quality 80 Strapi makes.
 */
const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const;

/** The source types renditions are made of (an animated GIF stays a GIF). */
export const RENDITION_SOURCES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The social preview's size (Open Graph and X cards: 1.91 : 1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** A point of an image as fractions of its width and height from the top left corner; 0.5, 0.5 its centre. */
export type Focus = { x: number; y: number };
export const CENTRE: Focus = { x: 0.5, y: 0.5 };

export type Encoded = { data: Buffer; width: number; height: number };

let queue: Promise<unknown> = Promise.resolve();

/** Runs encodings one after another in this process. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function encode(pipeline: Sharp): Promise<Encoded> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The image (a file path or its bytes) at width × height at most (never enlarged), in the given type. */
export function encodeRendition(input: string | Buffer, size: { width: number; height: number }, type: RenditionType): Promise<Encoded> {
  return oneAtATime(() => {
    // Upright by the EXIF orientation, as the JPEG it copies is (cms/src/media/upright-uploads.ts).
    const pipeline = sharp(input, SHARP_OPTIONS).rotate().resize({ ...size, fit: 'inside', withoutEnlargement: true });
    return encode(type.format === 'avif' ? pipeline.avif(ENCODER_OPTIONS.avif) : pipeline.webp(ENCODER_OPTIONS.webp));
  });
}

/**
 * The largest box of the target's shape inside a width × height image, placed so that the focal point is as near
 * its centre as the image's edges allow (in the image's pixels).
 */
export function focusBox(width: number, height: number, target: { width: number; height: number }, focus: Focus) {
  const scale = Math.max(target.width / width, target.height / height);
  const boxWidth = Math.min(width, Math.round(target.width / scale));
  const boxHeight = Math.min(height, Math.round(target.height / scale));
  const clamp = (centre: number, box: number, whole: number) => Math.min(whole - box, Math.max(0, Math.round(centre - box / 2)));
  return { left: clamp(focus.x * width, boxWidth, width), top: clamp(focus.y * height, boxHeight, height), width: boxWidth, height: boxHeight };
}

/** The social preview: a JPEG of exactly 1200 × 630 cut around the focal point. */
export function socialCrop(input: string | Buffer, focus: Focus = CENTRE): Promise<Encoded> {
  return oneAtATime(async () => {
    const meta = await sharp(input, SHARP_OPTIONS).metadata();
    // EXIF orientations 5-8 turn the image a quarter: its upright width is the stored height.
    const quarter = Number(meta.orientation) >= 5;
    const box = focusBox(Number(quarter ? meta.height : meta.width), Number(quarter ? meta.width : meta.height), SOCIAL_IMAGE, focus);
    const pipeline = sharp(input, SHARP_OPTIONS).rotate().extract(box).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'fill' });
    return encode(pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }));
  });
}
