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
    });
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
    });
    expect(mediaMeta(null)).toBeNull();
  });
});
