/**
 * The screens rendered in the browser only: the newsroom (`/admin…`) and the account forms. Every other address of
 * the site is a reader page the server renders (docs/decisions/0010-server-rendering.md), and these are no pages
 * for search engines either (robots.txt).
 */
export const CLIENT_RENDERED_SCREENS = ['/admin', '/login', '/register', '/forgot-password', '/reset-password'] as const;

/** True when `pathname` is one of those screens or below one (`/admin/users`); letter case does not matter. */
export function isClientRenderedScreen(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return CLIENT_RENDERED_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`));
}
