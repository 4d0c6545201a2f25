import { describe, expect, it } from 'vitest';
import { uploadFileName } from '../../../../adapters/src/site/uploads.js';

describe('uploadFileName', () => {
  it('accepts the plain file names Strapi gives its uploads', () => {
    expect(uploadFileName('image_3f2a9c1b7d.png')).toBe('image_3f2a9c1b7d.png');
    expect(uploadFileName('thumbnail_photo_ab12.jpg')).toBe('thumbnail_photo_ab12.jpg');
    expect(uploadFileName('a%2Db.png')).toBe('a-b.png');
  });

  it('refuses traversal, separators, NUL and broken encoding', () => {
    for (const raw of ['%2e%2e', '..', '%2e%2e/api/categories', '..%2fadmin', 'a%2Fb.png', 'a%5cb.png', 'a\\b.png', 'x%00.png', '.hidden', 'a/b.png', '%E0%A4%A', '', 'a..png']) {
      expect(uploadFileName(raw), raw).toBeNull();
    }
  });
});
