import { useEffect } from 'react';
import { useHeadInfo } from './head-context';

/**
 * Sets the tab title to "<title> | Bulletin" (just "Bulletin" without a title). On the server the title is
 * recorded for the page's `<title>` (ssr/head/head.ts), so both say the same.
 */
export function useDocumentTitle(title?: string): void {
  const head = useHeadInfo();
  if (head) head.title = title;
  useEffect(() => {
    document.title = title ? `${title} | Bulletin` : 'Bulletin';
  }, [title]);
}
