/** The publication as head tags and structured data name it. */
export const SITE_NAME = 'Bulletin';
export const SITE_DESCRIPTION = 'Bulletin: the latest news, reported and edited by the Bulletin newsroom.';
/** In frontend/public (served at the site's root). */
export const LOGO_PATH = '/logo.svg';

/** An absolute address on the site: `path` as it is when already absolute, else under `publicUrl`. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}
