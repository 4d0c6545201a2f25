import { forwardRef, useCallback } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from 'react-router-dom';
import { localePath, type Locale } from '@bulletin/contract';
import { useLocale } from './context';

/** Screens with one address in every language (sign-in, sign-up, the newsroom): never prefixed. */
const UNPREFIXED = /^\/(admin|login|register)(\/|\?|$)/;

/** A reader address of the site in `locale` (`/article/x` → `/hi/article/x`); other addresses as they are. */
export function readerTo(to: To, locale: Locale): To {
  if (typeof to !== 'string') return to.pathname ? { ...to, pathname: readerTo(to.pathname, locale) as string } : to;
  if (!to.startsWith('/') || to.startsWith('//') || UNPREFIXED.test(to)) return to;
  return localePath(locale, to);
}

/** `(path) => path in the page's language`, for navigations in code. */
export function useReaderPath(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => readerTo(to, locale) as string, [locale]);
}

/** React Router's Link, its reader addresses in the page's language (docs/product.md#languages). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={readerTo(to, useLocale())} {...props} />;
});

/** React Router's NavLink, its reader addresses in the page's language. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={readerTo(to, useLocale())} {...props} />;
});
