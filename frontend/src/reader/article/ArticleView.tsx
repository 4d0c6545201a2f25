import { Link } from '../../i18n/links';
import { EyeIcon, HeartIcon } from '../../ui/icons';
import { useT } from '../../i18n/context';
import { isoDate } from '../../lib/time';
import { useCounted, useLocalFormats } from '../../lib/use-local-formats';
import type { ArticleDetail } from '../../lib/types';
import { hydrateLater } from '../../ssr/hydrate-later';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { DEFAULT_CATEGORY_COLOR, textColorOn } from '../../lib/format';
import { Picture } from '../../ui/Picture';
import { ArticleActions } from './ArticleActions';
import { ArticleProse } from '../../ui/ArticleProse';
import { Breadcrumbs, categoryTrail } from '../../ui/Breadcrumbs';
import { AuthorBox } from './AuthorBox';
import { Byline } from './Byline';
import { CommentsSection } from './CommentsSection';
import { RelatedArticles } from './RelatedArticles';
import { CorrectionNotes } from '../corrections/CorrectionNotes';
import styles from './ArticleView.module.css';

// Below the article's text: each hydrated in a pass of its own, after the rest of the page (ssr/hydrate-later.tsx).
const Author = hydrateLater(AuthorBox);
const Comments = hydrateLater(CommentsSection, 'CommentsSection');
const Related = hydrateLater(RelatedArticles, 'RelatedArticles');

const isHex = (value: string | null | undefined): value is string => !!value && /^#([\da-f]{3}|[\da-f]{6})$/i.test(value);

/** The whole article (docs/product.md#article-page). */
export function ArticleView({ article, cacheKey }: { article: ArticleDetail; cacheKey: string }) {
  const date = article.publishDate ?? article.createdAt;
  const categoryColor = isHex(article.category?.color) ? article.category.color : DEFAULT_CATEGORY_COLOR;
  const meta = article.featuredImageMeta;
  const [width, height] = [meta?.width ?? 1200, meta?.height ?? 800];
  const t = useT();
  const counted = useCounted();
  const { timeAgo, longDate } = useLocalFormats();

  return (
    <div className={styles.layout}>
      <article className={styles.article}>
        <header className={styles.header}>
          <Breadcrumbs trail={[...(article.category ? categoryTrail(article.category) : []), { name: article.title }]} />
          <div className={styles.badges}>
            {article.category ? (
              <Link
                to={`/category/${encodeURIComponent(article.category.slug)}`}
                className={cx(ui.badge, styles.category)}
                style={{ background: categoryColor, color: textColorOn(categoryColor) }}
                data-testid="category-badge"
              >
                {article.category.name}
              </Link>
            ) : null}
            {article.breaking ? <span className={cx(ui.badge, ui.breaking)}>{t('badge.breaking')}</span> : null}
            {article.featured ? <span className={cx(ui.badge, ui.featured)}>{t('badge.featured')}</span> : null}
          </div>
          <h1 className={styles.title}>{article.title}</h1>
          {article.corrections?.length ? <CorrectionNotes corrections={article.corrections} /> : null}
          {article.excerpt ? (
            <p className={styles.excerpt} data-testid="article-excerpt">
              {article.excerpt}
            </p>
          ) : null}
          <Byline author={article.author} coAuthors={article.coAuthors} />
          <div className={styles.bar}>
            <div className={styles.facts}>
              {date ? (
                <time dateTime={isoDate(date)} title={longDate(date)} suppressHydrationWarning>
                  {timeAgo(date)}
                </time>
              ) : null}
              <div className={styles.fact} data-testid="article-views">
                <EyeIcon size={16} />
                <span>{counted('count.views', article.views)}</span>
              </div>
              <div className={styles.fact} data-testid="article-likes">
                <HeartIcon size={16} />
                <span>{counted('count.likes', article.likes)}</span>
              </div>
            </div>
            <ArticleActions article={article} cacheKey={cacheKey} />
          </div>
        </header>

        {article.featuredImage ? (
          <Picture
            src={article.featuredImage}
            meta={meta}
            sizes="(min-width: 62em) 800px, 100vw"
            alt={article.title}
            width={width}
            height={height}
            loading="eager"
            decoding="async"
            // The page's largest picture (its LCP): asked for first; its box is kept from the start (CLS 0).
            {...{ fetchpriority: 'high' }}
            className={styles.picture}
            style={{ aspectRatio: `${width} / ${height}` }}
          />
        ) : null}

        <ArticleProse html={article.content} />

        {article.tags.length > 0 ? (
          <section aria-label={t('article.tags')}>
            <ul className={styles.tags}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/search?q=${encodeURIComponent(tag)}`} className={styles.tag}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <Author author={article.author} coAuthors={article.coAuthors} />
        <Comments articleId={article._id} comments={article.comments} cacheKey={cacheKey} />
      </article>
      <aside aria-label={t('article.more')} className={ui.belowFold}>
        <Related articles={article.relatedArticles} />
      </aside>
    </div>
  );
}
