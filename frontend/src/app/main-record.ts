import { useLocation, useMatches } from 'react-router-dom';
import useSWR from 'swr';
import type { PageHandle } from '../lib/route-module';

/**
 * The current page's main record: its route module's first API key, read through SWR (from its cache when the
 * server or the screen already fetched it: no extra request). Read by PageSync for the head and
 * the page-view beacon.
 */
export function useMainRecord() {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as PageHandle | undefined;
  const key = handle?.apiKeys?.({ ...leaf?.params, ...handle.params }, new URLSearchParams(location.search))[0] ?? null;
  const { data, error } = useSWR<unknown, Error>(key);
  return { location, key, data, error };
}
