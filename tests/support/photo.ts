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

/**
 * A wide JPEG (2400 × 800, blue) with a red block in its left tenth: a crop around the centre misses the red, a
 * crop around a focal point on the red keeps it.
 */
export async function photoWithRedLeft(): Promise<Buffer> {
  const red = await sharp({ create: { width: 240, height: 800, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 2400, height: 800, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
