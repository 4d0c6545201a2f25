import { Link } from '../../i18n/links';
import { useT } from '../../i18n/context';
import { isoDate } from '../../lib/time';
import { useLocalFormats } from '../../lib/use-local-formats';
import type { Article } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { CardImage } from './CardImage';
import { badgeColor, COMPACT_EXCERPT_LENGTH, EXCERPT_LENGTH, excerptOf, textColorOn } from '../../lib/format';
import styles from './ArticleCard.module.css';

export type CardVariant = 'default' | 'featured' | 'compact';

type Props = {
  article: Article;
  variant?: CardVariant;
  /** Load the image at once (cards above the fold); others load lazily. */
  eager?: boolean;
  /** The title's heading level: h3 under a section's h2 (default), h2 directly under the page's h1. */
  headingLevel?: 'h2' | 'h3';
};


/**
 * An article card (docs/product.md#cards): default (grid), featured (large) or compact (list). The whole card is one
 * link to /article/{slug} (the title is the link's text; the picture is decorative).
 */
export function ArticleCard({ article, variant = 'default', eager = false, headingLevel: Heading = 'h3' }: Props) {
  const compact = variant === 'compact';
  const featured = variant === 'featured';
  const excerpt = excerptOf(article, compact ? COMPACT_EXCERPT_LENGTH : EXCERPT_LENGTH);
  const date = article.publishDate ?? article.createdAt;
  const t = useT();
  const { timeAgo, longDate, count } = useLocalFormats();

  return (
    <article
      data-testid="article-card"
      data-variant={variant}
      className={cx(styles.card, compact && styles.compact, featured && styles.featured)}
    >
      <div className={styles.picture}>
        <CardImage
          src={article.featuredImage}
          meta={article.featuredImageMeta}
          ratio={compact ? 1 : 16 / 9}
          sizes={
            compact
              ? thumbnailSizes(article.featuredImageMeta)
              : featured
                ? '(min-width: 62em) 720px, 100vw'
                : '(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw'
          }
          eager={eager}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          {article.category && <CategoryBadge name={article.category.name} color={article.category.color} />}
          {article.breaking && <span className={cx(ui.badge, ui.breaking)}>{t('badge.breaking')}</span>}
          {article.featured && !compact && <span className={cx(ui.badge, ui.featured)}>{t('badge.featured')}</span>}
        </div>
        <Heading className={styles.title}>
          <Link to={`/article/${encodeURIComponent(article.slug)}`} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        <div className={styles.meta}>
          {date && (
            <time dateTime={isoDate(date)} title={longDate(date)} suppressHydrationWarning>
              {timeAgo(date)}
            </time>
          )}
          {variant === 'default' && (
            <>
              <span>{t('card.views', { n: count(article.views) })}</span>
              <span>{t('card.likes', { n: count(article.likes) })}</span>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** The compact card's square thumbnail is this wide (ArticleCard.module.css). */
const THUMBNAIL_PX = 88;

/**
 * How wide a compact card's image is drawn: a landscape image covering the square is as tall as the square and wider
 * by its own ratio, so the browser picks a size sharp enough for that height.
 */
function thumbnailSizes(meta: Article['featuredImageMeta']): string {
  const ratio = meta?.width && meta.height ? meta.width / meta.height : 1;
  return `${Math.round(THUMBNAIL_PX * Math.max(1, ratio))}px`;
}

/** The category badge: the colour by name (docs/product.md#cards), readable text on it. */
function CategoryBadge({ name, color }: { name: string; color?: string | null }) {
  const bg = badgeColor(name, color);
  return (
    <span data-testid="category-badge" className={cx(ui.badge, styles.category)} style={{ background: bg, color: textColorOn(bg) }}>
      {name}
    </span>
  );
}
