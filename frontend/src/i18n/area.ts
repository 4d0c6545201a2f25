/**
 * Catalogs of an area of the interface (catalogs/<area>/<locale>.json, compiled by scripts/i18n-compile.mjs): the
 * messages only some screens say (the account screens'), kept out of the catalog every page loads, so the home
 * page's JavaScript does not carry them (docs/decisions/0025-interface-languages.md). A screen of the area asks for
 * them with `useAreaMessages`; they are added to the page's own instance, in the page's language.
 */
import { useEffect, useState } from 'react';
import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@bulletin/contract';
import { useI18n } from './context';

/** An area's catalog in each language, loaded on demand (one chunk per language). */
export type AreaCatalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

const loaded = new WeakMap<I18n, Set<AreaCatalogs>>();

/** Adds the area's messages in `i18n`'s language to it. */
export async function loadArea(i18n: I18n, catalogs: AreaCatalogs): Promise<void> {
  const { messages } = await catalogs[i18n.locale as Locale]();
  i18n.load(i18n.locale, messages);
  const areas = loaded.get(i18n) ?? new Set();
  areas.add(catalogs);
  loaded.set(i18n, areas);
}

/** True once the area's messages are in the page's instance; starts loading them on first use. */
export function useAreaMessages(catalogs: AreaCatalogs): boolean {
  const i18n = useI18n();
  const [ready, setReady] = useState(() => loaded.get(i18n)?.has(catalogs) ?? false);
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
