/**
 * Catalogs of an area of the interface (catalogs/<area>/<locale>.json, compiled by scripts/i18n-compile.mjs): the
 * messages only some screens say (the account screens', the content pages'), kept out of the catalog every page
 * loads, so the home page's JavaScript does not carry them (docs/decisions/0025-interface-languages.md). A screen of
 * the area waits for them with `useAreaMessages` (i18n/use-area-messages.ts), which adds them to the page's own
 * instance. A server-rendered screen names its area as its route module's `messages` (the server entry loads it
 * before rendering) and exports `ready = preloadArea(…)`, which the route awaits in the browser before hydrating.
 */
import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@bulletin/contract';

/** An area's catalog in each language, loaded on demand (one chunk per language). */
export type AreaCatalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/** Each language's loaded messages, by its loader: the same for every page in that language. */
const fetched = new Map<AreaCatalogs[Locale], Messages>();

async function fetchArea(catalogs: AreaCatalogs, locale: Locale): Promise<Messages> {
  const load = catalogs[locale] ?? catalogs.en;
  const { messages } = await load();
  fetched.set(load, messages);
  return messages;
}

/** The area's messages in `locale`, when already loaded. */
export const loadedArea = (catalogs: AreaCatalogs, locale: Locale): Messages | undefined => fetched.get(catalogs[locale]);

/** Adds the area's messages in `i18n`'s language to it. */
export async function loadArea(i18n: I18n, catalogs: AreaCatalogs): Promise<void> {
  i18n.load(i18n.locale, await fetchArea(catalogs, i18n.locale as Locale));
}

/** In the browser, starts loading the area in the page's language (`<html lang>`, which the server set from the address). */
export function preloadArea(catalogs: AreaCatalogs): Promise<unknown> | undefined {
  return typeof document === 'undefined' ? undefined : fetchArea(catalogs, document.documentElement.lang as Locale);
}
