import decodeBmp from 'decode-bmp';
import decodeIco from 'decode-ico';

/**
 * Runs in a worker thread (decode-pool.ts): BMP and ICO are decoded in JavaScript, a few seconds for the largest
 * image allowed, so never on a server's event loop. Every pixel is read; PNG images inside an icon are handed
 * back (their place in the bytes) for sharp to read, which decodes off the event loop itself.
 */
export type DecodeTask = { ext: 'bmp' | 'ico'; bytes: Uint8Array };
export type DecodeResult = { ok: boolean; pngs: Array<[start: number, end: number]> };

const NOT_AN_IMAGE: DecodeResult = { ok: false, pngs: [] };

function decode({ ext, bytes }: DecodeTask): DecodeResult {
  if (ext === 'bmp') {
    const image = decodeBmp(bytes);
    return { ok: image.width > 0 && image.height > 0 && image.data.length === image.width * image.height * 4, pngs: [] };
  }
  const images = decodeIco(bytes);
  if (images.length === 0) return NOT_AN_IMAGE;
  const pngs: DecodeResult['pngs'] = [];
  for (const image of images) {
    if (!(image.width > 0 && image.height > 0)) return NOT_AN_IMAGE;
    if (image.type === 'png') {
      const start = image.data.byteOffset - bytes.byteOffset;
      pngs.push([start, start + image.data.byteLength]);
    }
  }
  return { ok: true, pngs };
}

export default function decodeInWorker(task: DecodeTask): DecodeResult {
  try {
    return decode(task);
  } catch {
    return NOT_AN_IMAGE;
  }
}
