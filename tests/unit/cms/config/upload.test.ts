import { IMAGE_MAX_BYTES } from '@bulletin/images';
import { describe, expect, it } from 'vitest';
import { builtConfig } from './built-config.js';

/** Strapi's own guards on an upload take the image limit from @bulletin/images, as the adapters do. */
describe("Strapi's upload limit", () => {
  it('is the image limit in the upload plugin and in the body parser', () => {
    const plugins = builtConfig('plugins') as { upload: { config: { sizeLimit: number } } };
    expect(plugins.upload.config.sizeLimit).toBe(IMAGE_MAX_BYTES);
    const middlewares = builtConfig('middlewares') as unknown as Array<string | { name: string; config: { formidable?: { maxFileSize: number } } }>;
    const body = middlewares.find((m) => typeof m === 'object' && m.name === 'strapi::body') as { config: { formidable: { maxFileSize: number } } };
    expect(body.config.formidable.maxFileSize).toBe(IMAGE_MAX_BYTES);
  });
});
