import { useT } from '../../i18n/context';
import { memo } from 'react';
import { Link } from '../../i18n/links';
import type { RelatedArticle } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import styles from './ArticleView.module.css';

/** Related Articles: other stories of the same category, each linking to /article/{slug}. */
export const RelatedArticles = memo(function RelatedArticles({ articles }: { articles: RelatedArticle[] }) {
  const t = useT();
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className={cx(ui.headingLg, styles.sectionTitle)}>
        {t('article.related')}
      </h2>
      {articles.length === 0 ? (
        <p className={ui.muted}>{t('article.noRelated')}</p>
      ) : (
        <ul className={styles.relatedList}>
          {articles.map((related) => (
            <li key={related._id} className={styles.relatedItem}>
              <Link to={`/article/${encodeURIComponent(related.slug)}`} className={styles.relatedLink}>
                {related.title}
              </Link>
              {related.excerpt ? <p className={styles.relatedExcerpt}>{related.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
