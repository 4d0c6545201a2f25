import { describe, expect, it } from 'vitest';
import { BadRequestError, PayloadTooLargeError } from '../../../../adapters/src/http/errors.js';
import { isDataUrl, parseImageDataUrl, readImageDataUrl, sniffImageType } from '../../../../adapters/src/translate/data-url.js';
import { IMAGE_MAX_BYTES } from '@bulletin/images';
import { bmp, imageDataUrl } from '../../../support/images.js';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const GIF87 = bytes('GIF87a', 1, 0);
const GIF89 = bytes('GIF89a', 1, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const BMP = bytes('BM', 0x36, 0, 0, 0);
const ICO = bytes(0, 0, 1, 0, 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');

const dataUrl = (b: Uint8Array, mime = 'image/png') => `data:${mime};base64,${Buffer.from(b).toString('base64')}`;

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected an error');
}

describe('isDataUrl', () => {
  it('recognises data URLs only', () => {
    expect(isDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('DATA:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('/uploads/a.png')).toBe(false);
    expect(isDataUrl('https://example.com/data:x')).toBe(false);
  });
});

describe('sniffImageType', () => {
  it.each([
    [PNG, 'image/png', 'png'],
    [GIF87, 'image/gif', 'gif'],
    [GIF89, 'image/gif', 'gif'],
    [JPEG, 'image/jpeg', 'jpg'],
    [BMP, 'image/bmp', 'bmp'],
    [ICO, 'image/x-icon', 'ico'],
    [WEBP, 'image/webp', 'webp'],
  ])('%#: detects %s', (b, mime, ext) => {
    expect(sniffImageType(b)).toEqual({ mime, ext });
  });

  it.each([
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['pdf', bytes('%PDF-1.4')],
    ['GIF88a', bytes('GIF88a')],
    ['RIFF wave', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['short jpeg', bytes(0xff, 0xd8)],
    ['empty', new Uint8Array()],
    ['text', bytes('hello')],
  ])('rejects %s', (_name, b) => {
    expect(sniffImageType(b)).toBeNull();
  });
});

describe('parseImageDataUrl', () => {
  it('decodes and types by content, ignoring the declared mime', () => {
    const out = parseImageDataUrl(dataUrl(JPEG, 'image/png'), 'featuredImage');
    expect(out.mime).toBe('image/jpeg');
    expect(out.ext).toBe('jpg');
    expect(Buffer.isBuffer(out.bytes)).toBe(true);
    expect([...out.bytes]).toEqual([...JPEG]);
  });

  it('accepts any declared type and parameters', () => {
    expect(parseImageDataUrl(dataUrl(PNG, 'application/octet-stream;name=x.txt'), 'images.0').mime).toBe('image/png');
  });

  it.each([
    ['a URL', '/uploads/a.png'],
    ['no base64 marker', `data:image/png,${encodeURIComponent('abc')}`],
    ['bad base64', 'data:image/png;base64,@@@@'],
    ['empty payload', 'data:image/png;base64,'],
    ['an SVG', dataUrl(bytes('<svg></svg>'), 'image/svg+xml')],
    ['HTML', dataUrl(bytes('<html><script>x</script>'), 'image/png')],
  ])('rejects %s with a field error', (_name, s) => {
    const err = thrown(() => parseImageDataUrl(s, 'images.2'));
    expect(err).toBeInstanceOf(BadRequestError);
    const e = err as BadRequestError;
    expect(e.status).toBe(400);
    expect(e.message).toBe('Images must be PNG, GIF, JPEG, BMP, ICO or WebP files');
    expect(e.errors).toEqual([{ field: 'images.2', message: 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files' }]);
  });

  it('accepts exactly 10 MB (IMAGE_MAX_BYTES)', () => {
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    const big = new Uint8Array(IMAGE_MAX_BYTES);
    big.set(PNG);
    expect(parseImageDataUrl(dataUrl(big), 'featuredImage').bytes.length).toBe(IMAGE_MAX_BYTES);
  });

  it('refuses more than 10 MB with 413', () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const err = thrown(() => parseImageDataUrl(dataUrl(big), 'featuredImage'));
    expect(err).toBeInstanceOf(PayloadTooLargeError);
    expect((err as PayloadTooLargeError).status).toBe(413);
    expect((err as PayloadTooLargeError).message).toBe('Images must be 10 MB or smaller');
  });

  it('checks the size before decoding (an oversize payload of junk is still 413)', () => {
    const junk = `data:image/png;base64,${'!'.repeat(15 * 1024 * 1024)}`;
    expect(thrown(() => parseImageDataUrl(junk, 'featuredImage'))).toBeInstanceOf(PayloadTooLargeError);
  });

  it('tolerates line breaks in the payload', () => {
    const b64 = Buffer.from(GIF89).toString('base64');
    expect(parseImageDataUrl(`data:image/gif;base64,${b64.slice(0, 4)}\n${b64.slice(4)}`, 'f').mime).toBe('image/gif');
  });
});

describe('readImageDataUrl', () => {
  it('reads an image within the pixel budget', async () => {
    expect((await readImageDataUrl(imageDataUrl(bmp(64, 64, 1)), 'images.0')).ext).toBe('bmp');
  });

  it('refuses an image over the pixel budget with a 400 naming the field, before decoding it', async () => {
    const started = performance.now();
    const err = await readImageDataUrl(imageDataUrl(bmp(40_001, 1_000, 1)), 'images.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).message).toBe('Images must be 40 megapixels or smaller (width × height)');
    expect((err as BadRequestError).errors).toEqual([{ field: 'images.1', message: 'Images must be 40 megapixels or smaller (width × height)' }]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

