import { memo } from 'react';
import styles from './ArticleProse.module.css';

/**
 * The article's HTML body. The server sanitises article HTML on every write (cms/src/articles/html.ts:
 * safe tags only, link targets http/https/mailto/tel), so it is rendered as given, in a readable style.
 * Memoised, like the other parts below the article's header: a new view or like count re-renders only the header.
 */
export const ArticleProse = memo(function ArticleProse({ html }: { html: string }) {
  return <div data-testid="article-content" className={styles.prose} dangerouslySetInnerHTML={{ __html: lazyImages(html) }} />;
});

/** Pictures inside the text load as they come near the screen (the featured image above is the one asked for first). */
function lazyImages(html: string): string {
  return html.replace(/<img(?![^>]*\sloading=)/gi, '<img loading="lazy" decoding="async"');
}
