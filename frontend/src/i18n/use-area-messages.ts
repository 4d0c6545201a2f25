import { useEffect, useState } from 'react';
import type { Locale } from '@bulletin/contract';
import { loadArea, loadedArea, type AreaCatalogs } from './area';
import { useI18n } from './context';

/**
 * True once the area's messages (i18n/area.ts) are in the page's instance: at once when they are loaded already (on
 * the server, and in the browser for a page hydrated with them), otherwise after loading them.
 */
export function useAreaMessages(catalogs: AreaCatalogs): boolean {
  const i18n = useI18n();
  const [ready, setReady] = useState(() => {
    const messages = loadedArea(catalogs, i18n.locale as Locale);
    if (messages) i18n.load(i18n.locale, messages);
    return messages !== undefined;
  });
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadArea(i18n, catalogs).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [i18n, catalogs, ready]);
  return ready;
}
