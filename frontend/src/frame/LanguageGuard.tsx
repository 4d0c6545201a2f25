import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocalePath } from '@bulletin/contract';
import { useLocale } from '../i18n/context';
import { ONE_ADDRESS } from './language-switch';

/**
 * The address decides the language (docs/product.md#languages). An in-app navigation into another language's
 * reader address (from a screen shared by every language) loads that page afresh: its catalog, `<html lang>`,
 * head and fonts come with it from the server. Screens with one address for every language (the newsroom, the account
 * forms) keep the language they are read in.
 */
export function LanguageGuard() {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const wanted = splitLocalePath(pathname).locale;
  const stale = !ONE_ADDRESS.test(pathname) && wanted !== locale;
  useEffect(() => {
    if (stale) window.location.replace(pathname + search + hash);
  }, [stale, pathname, search, hash]);
  return null;
}
