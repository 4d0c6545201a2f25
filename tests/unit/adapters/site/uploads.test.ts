import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { uploadFileName, uploadsProxy } from '../../../../adapters/src/site/uploads.js';

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

describe('uploads once media is in a bucket', () => {
  it('sends an old /uploads address to the same name under the media base, without asking Strapi', async () => {
    const proxy = uploadsProxy({ CMS_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: 1_000, MEDIA_BASE_URL: 'https://cdn.example.com/news' });
    const sent: { status?: number; location?: string; headers: Record<string, string> } = { headers: {} };
    const res = {
      setHeader: (name: string, value: string) => void (sent.headers[name] = value),
      redirect: (status: number, location: string) => Object.assign(sent, { status, location }),
      status: (status: number) => ({ end: () => Object.assign(sent, { status }) }),
    } as unknown as Response;
    await proxy({ path: '/uploads/photo_ab12.jpg' } as Request, res, (error?: unknown) => {
      throw error;
    });
    expect(sent).toMatchObject({ status: 301, location: 'https://cdn.example.com/news/photo_ab12.jpg' });
    await proxy({ path: '/uploads/..%2fadmin' } as Request, res, () => undefined);
    expect(sent.status).toBe(404);
  });
});
