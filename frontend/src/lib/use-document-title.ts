import { useEffect } from 'react';

/** Sets the tab title to "<title> | Bulletin" (just "Bulletin" without a title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Bulletin` : 'Bulletin';
  }, [title]);
}
