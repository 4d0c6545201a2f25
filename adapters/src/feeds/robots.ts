import { CLIENT_RENDERED_SCREENS } from '@bulletin/contract';

/**
 * robots.txt: the reader site is open to crawlers; the newsroom and account screens (frontend/src/admin/routes.tsx,
 * frontend/src/account/routes.tsx) and the JSON API are not pages to index. The sitemaps are named here.
 */
export const DISALLOWED = [...CLIENT_RENDERED_SCREENS, '/api/'] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    `Sitemap: ${publicUrl}/news-sitemap.xml`,
    '',
  ].join('\n');
}
