import { describe, expect, it } from 'vitest';
import { mediaMeta, mediaUrl } from '../../../../adapters/src/translate/media.js';
import type { StrapiMedia } from '../../../../adapters/src/translate/types.js';

const media: StrapiMedia = {
  id: 1,
  documentId: 'm1',
  url: '/uploads/photo.jpg',
  width: 1600,
  height: 900,
  mime: 'image/jpeg',
  alternativeText: null,
  formats: {
    small: { url: '/uploads/small_photo.jpg', width: 500, height: 281 },
    large: { url: '/uploads/large_photo.jpg', width: 1000, height: 563 },
  },
};

describe('mediaUrl', () => {
  it('gives the URL or null', () => {
    expect(mediaUrl(media)).toBe('/uploads/photo.jpg');
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl(undefined)).toBeNull();
  });
});

describe('mediaMeta', () => {
  it('lists size and the formats present', () => {
    expect(mediaMeta(media)).toEqual({
      width: 1600,
      height: 900,
      formats: {
        small: { url: '/uploads/small_photo.jpg', width: 500, height: 281 },
        large: { url: '/uploads/large_photo.jpg', width: 1000, height: 563 },
      },
      types: [],
      focus: null,
      social: null,
    });
  });

  it('names the other encodings made, the focal point and the social preview', () => {
    const made = {
      ...media,
      focus: { x: 0.2, y: 0.7 },
      formats: {
        ...media.formats,
        avif: { url: '/uploads/photo.avif', width: 1600, height: 900 },
        webp: { url: '/uploads/photo.webp', width: 1600, height: 900 },
        small_avif: { url: '/uploads/small_photo.avif', width: 500, height: 281 },
        social: { url: '/uploads/social_photo_1a2b.jpg', width: 1200, height: 630 },
      },
    } as StrapiMedia;
    const meta = mediaMeta(made)!;
    expect(meta.types).toEqual(['image/avif', 'image/webp']);
    expect(meta.focus).toEqual({ x: 0.2, y: 0.7 });
    expect(meta.social).toEqual({ url: '/uploads/social_photo_1a2b.jpg', width: 1200, height: 630 });
    expect(Object.keys(meta.formats)).toEqual(['small', 'large']);
  });

  it('copies only url, width and height of a format', () => {
    const extra = {
      ...media,
      formats: { thumbnail: { url: '/t.jpg', width: 1, height: 2, path: null, hash: 'h' } },
    } as StrapiMedia;
    expect(mediaMeta(extra)?.formats).toEqual({ thumbnail: { url: '/t.jpg', width: 1, height: 2 } });
  });

  it('handles missing formats and media', () => {
    expect(mediaMeta({ ...media, formats: null, width: null, height: null })).toEqual({
      width: null,
      height: null,
      formats: {},
      types: [],
      focus: null,
      social: null,
    });
    expect(mediaMeta(null)).toBeNull();
  });
});
