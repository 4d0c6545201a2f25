import type { Article } from '../../lib/types';
import { useT } from '../../i18n/context';
import { ArticleCard } from '../cards/ArticleCard';
import styles from './listing.module.css';

/** The result grid of the category and search pages: default cards, the first row loaded at once. */
export function ArticleGrid({ articles }: { articles: Article[] }) {
  const t = useT();
  return (
    <ul className={styles.grid} aria-label={t('list.articles')}>
      {articles.map((article, index) => (
        <li key={article._id}>
          <ArticleCard article={article} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
