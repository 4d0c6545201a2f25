import { MESSAGES, PROFILE_MESSAGES } from '@bulletin/contract';
import { BadRequestError } from '../http/errors.js';
import { isDataUrl, readImageDataUrl } from '../translate/data-url.js';
import { inlineImageDataUrls, replaceInlineImages } from '../translate/inline-images.js';
import type { StrapiClient } from './client.js';
import type { StrapiMedia } from '../translate/types.js';

/**
 * Article images arrive as data URLs (new uploads) or as URLs of images already stored. New ones are
 * checked by their bytes and stored through Strapi's upload plugin (which makes the responsive formats);
 * known URLs are turned back into upload ids.
 */
type Ctx = { strapi: StrapiClient; known: StrapiMedia[] };

async function upload(strapi: StrapiClient, dataUrl: string, field: string): Promise<{ id: number; url: string }> {
  const image = await readImageDataUrl(dataUrl, field);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(image.bytes)], { type: image.mime }), `image.${image.ext}`);
  const files = await strapi.post<Array<{ id: number; url: string }>>('/upload', form);
  const file = files[0];
  if (!file?.id || !file.url) {
    throw new BadRequestError('The image could not be stored', [{ field, message: 'The image could not be stored' }]);
  }
  return { id: file.id, url: file.url };
}

/**
 * A stored file's id by its address: as stored (a media base's absolute address when files are in a bucket), or
 * the site-relative `/uploads/…` of an address the page made absolute on the site.
 */
async function existing(ctx: Ctx, url: string, field: string): Promise<number> {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const known = ctx.known.find((m) => m.url === url || m.url === path);
  if (known) return known.id;
  const addresses = [...new Set([url, path])];
  const found = await ctx.strapi.get<Array<{ id: number }>>('/upload/files', { filters: { url: { $in: addresses } }, pagination: { pageSize: 1 } });
  const id = found[0]?.id;
  if (!id) {
    throw new BadRequestError(MESSAGES.imageNotUploaded, [{ field, message: MESSAGES.imageNotUploaded }]);
  }
  return id;
}

async function one(ctx: Ctx, value: string, field: string): Promise<number> {
  return isDataUrl(value) ? (await upload(ctx.strapi, value, field)).id : existing(ctx, value, field);
}

export async function resolveArticleMedia(
  ctx: Ctx,
  input: { featuredImage?: string | null; images?: string[] },
): Promise<{ featuredImage?: number | null; images?: number[] }> {
  const out: { featuredImage?: number | null; images?: number[] } = {};
  if (input.featuredImage === null || input.featuredImage === '') out.featuredImage = null;
  else if (typeof input.featuredImage === 'string') out.featuredImage = await one(ctx, input.featuredImage, 'featuredImage');
  if (input.images) {
    const ids: number[] = [];
    for (const [i, image] of input.images.entries()) ids.push(await one(ctx, image, `images.${i}`));
    out.images = ids;
  }
  return out;
}

/** One image field (a live entry's): a data URL is stored, a stored file's URL looked up; null or '' is none. */
export async function resolveImage(strapi: StrapiClient, value: string | null | undefined, field: string): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return one({ strapi, known: [] }, value, field);
}

/**
 * A profile photo (`PUT /auth/me`): a data URL is checked by its bytes like the article editor's images, stored,
 * and named by its address; the photo already stored stays; null removes it. Any other address is refused.
 */
export async function resolveAvatar(strapi: StrapiClient, value: string | null, current: string | null): Promise<string | null> {
  if (value === null || value === current) return value;
  if (!isDataUrl(value)) throw new BadRequestError(PROFILE_MESSAGES.avatarInvalid, [{ field: 'avatar', message: PROFILE_MESSAGES.avatarInvalid }]);
  return (await upload(strapi, value, 'avatar')).url;
}

/**
 * The article's HTML with every `<img src="data:...">` (an image inserted in the editor) stored as an
 * uploaded file — checked by its bytes like the other images — and referenced by the file's URL.
 * The same data URL used twice is stored once.
 */
export async function resolveContentImages(strapi: StrapiClient, html: string): Promise<string> {
  const dataUrls = inlineImageDataUrls(html);
  if (dataUrls.length === 0) return html;
  const urls = new Map<string, string>();
  for (const dataUrl of dataUrls) urls.set(dataUrl, (await upload(strapi, dataUrl, 'content')).url);
  return replaceInlineImages(html, urls);
}
