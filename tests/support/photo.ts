import sharp from 'sharp';

/**
 * A photograph-like JPEG (a gradient with deterministic grain) of `width` × `height`: large enough for Strapi to make
 * every resized version, and of an odd byte count, as a real picture is. The same bytes on every run.
 */
export async function photo(width = 1200, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const x = (i / 3) % width;
    const grain = seed % 48;
    pixels[i] = (x * 255) / width / 2 + grain;
    pixels[i + 1] = 90 + grain;
    pixels[i + 2] = 200 - grain;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 82 }).toBuffer();
}
