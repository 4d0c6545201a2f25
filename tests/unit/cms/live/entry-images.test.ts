import { describe, expect, it } from 'vitest';
import { uploadedImageUrls } from '../../../../cms/src/live/entry-images.js';

/** The uploads a live entry's HTML shows, which its deletion may remove (cms/src/live/entry-images.ts). */
describe('uploaded images in an entry', () => {
  const html = [
    '<p><img src="/uploads/a_1.png"></p>',
    '<img src="https://cdn.example.com/news/b_2.jpg" alt="">',
    '<img src="https://cdn.example.com/news/b_2.jpg">',
    '<img src="https://elsewhere.example/c.png">',
    '<img src="https://cdn.example.com/newsroom/d.png">',
  ].join('');

  it('finds the site\'s /uploads files, and those under the media base when files are in a bucket, each once', () => {
    expect(uploadedImageUrls(html)).toEqual(['/uploads/a_1.png']);
    expect(uploadedImageUrls(html, 'https://cdn.example.com/news')).toEqual(['/uploads/a_1.png', 'https://cdn.example.com/news/b_2.jpg']);
  });
});
