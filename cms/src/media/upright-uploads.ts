import type { Core } from '@strapi/strapi';

type UploadSettings = Record<string, unknown> & { autoOrientation?: boolean };
type UploadService = { getSettings(): Promise<UploadSettings | null>; setSettings(value: UploadSettings): Promise<unknown> };

/**
 * A photo is stored upright (docs/decisions/0036-image-renditions.md): a phone records which way up it was held in
 * the JPEG's EXIF orientation, and every size, rendition and crop is made from pixels turned that way. Strapi's upload
 * does the turning when its `autoOrientation` setting is on (off by default), so start-up turns it on, keeping the
 * other settings as they are.
 */
export async function ensureUprightUploads(strapi: Core.Strapi): Promise<void> {
  const upload = strapi.plugin('upload').service('upload') as UploadService;
  const settings = (await upload.getSettings()) ?? {};
  if (settings.autoOrientation === true) return;
  await upload.setSettings({ ...settings, autoOrientation: true });
}
