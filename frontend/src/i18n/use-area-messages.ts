import { useEffect, useState } from 'react';
import type { Locale } from '@bulletin/contract';
import { loadArea, loadedArea, type AreaCatalogs } from './area';
import { useI18n } from './context';

/**
 * True once the area's messages (i18n/area.ts) are in the page's instance: at once when they are loaded already (on
 * the server, and in the browser for a page hydrated with them), otherwise after loading them. A catalog that cannot
 * be loaded (the network gone) is thrown to the route's error boundary, whose page says so and offers a reload.
 */
export function useAreaMessages(catalogs: AreaCatalogs): boolean {
  const i18n = useI18n();
  const [ready, setReady] = useState(() => {
    const messages = loadedArea(catalogs, i18n.locale as Locale);
    if (messages) i18n.load(i18n.locale, messages);
    return messages !== undefined;
  });
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadArea(i18n, catalogs).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailure(error ?? new Error('The page could not be loaded')),
    );
    return () => {
      current = false;
    };
  }, [i18n, catalogs, ready]);
  if (failure) throw failure;
  return ready;
}
