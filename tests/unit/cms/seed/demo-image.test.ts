import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoArticles } from '../../../../cms/src/seed/demo-content.js';
import { renderDemoImage } from '../../../../cms/src/seed/demo-image.js';

describe('renderDemoImage', () => {
  it('returns a 1200x800 JPEG by default', async () => {
    const image = await renderDemoImage({ title: demoArticles[0].title, category: 'World', hue: 210 });
    expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(800);
  });

  it('honours a custom size, escapes XML and is deterministic', async () => {
    const opts = { title: 'Tom & Jerry <script>"quotes" and \'apostrophes\'', category: 'R&D <x>', hue: 400, width: 600, height: 400 };
    const first = await renderDemoImage(opts);
    const second = await renderDemoImage(opts);
    expect(first.equals(second)).toBe(true);
    const meta = await sharp(first).metadata();
    expect([meta.width, meta.height]).toEqual([600, 400]);
    const other = await renderDemoImage({ ...opts, title: 'A different headline' });
    expect(other.equals(first)).toBe(false);
  });

  it('copes with very long titles', async () => {
    const image = await renderDemoImage({ title: 'word '.repeat(80) + 'Supercalifragilisticexpialidocious'.repeat(3), category: 'News', hue: 0 });
    expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});
