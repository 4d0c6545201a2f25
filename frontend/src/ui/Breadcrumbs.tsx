import type { CSSProperties } from 'react';
import { Link } from '../i18n/links';
import { useT } from '../i18n/context';
import { cx } from './cx';
import ui from './ui.module.css';

/**
 * The trail's row. Inline, not a CSS module of its own: every reader module's class names travel in the reader
 * style sheet's chunk, which the home page loads, and the home page has no breadcrumbs.
 */
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', margin: '0 0 0.5rem', padding: 0 };

/** A step of the trail: a page above this one (with its address), or this page (without). */
export type Crumb = { name: string; to?: string };

/**
 * Where the page sits: Home, then each category down the tree, then the page itself (docs/product.md#categories). The
 * same trail as the page's `BreadcrumbList` (ssr/head/json-ld.ts).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('category.title')} data-testid="breadcrumbs">
      <ol className={cx(ui.muted, ui.textSm)} style={ROW}>
        {[{ name: t('nav.home'), to: '/' }, ...trail].map((crumb, i) => (
          <li key={crumb.to ?? 'here'}>
            {i > 0 ? <span aria-hidden="true">› </span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className={ui.inlineLink}>
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The categories above `category` (its parent alone when the answer has no trail), then the category. */
export function categoryTrail(category: { name: string; slug: string; ancestors?: Array<{ name: string; slug: string }>; parentCategory?: { name: string; slug: string } | null }): Crumb[] {
  const above = category.ancestors ?? (category.parentCategory ? [category.parentCategory] : []);
  return [...above, category].map((c) => ({ name: c.name, to: `/category/${encodeURIComponent(c.slug)}` }));
}
