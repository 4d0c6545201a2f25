import { useRef } from 'react';
import { Link } from '../../i18n/links';
import useSWR from 'swr';
import type { ArticlePage, Category } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { ArticleGrid } from '../listing/ArticleGrid';
import { Pagination } from '../../ui/Pagination';
import { scrollToTop } from '../listing/scroll';
import { ShowingText } from '../listing/ShowingText';
import { ErrorState, LoadingState } from '../listing/States';
import { searchArticlesKey, type SearchState } from './search-query';
import { useT } from '../../i18n/context';
import { useCounted } from '../../lib/use-local-formats';
import styles from './search.module.css';

type Props = {
  state: SearchState;
  categories: Category[] | undefined;
  onPage: (page: number) => void;
};

/** 'N articles found' / 'No articles found', the result grid and pagination. */
export function SearchResults({ state, categories, onPage }: Props) {
  const { data, error, isLoading, mutate } = useSWR<ArticlePage, Error>(searchArticlesKey(state), {
    keepPreviousData: true,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const counted = useCounted();

  const goToPage = (page: number) => {
    onPage(page);
    scrollToTop(headingRef.current);
  };

  // The error before the loading state: SWR's own retries must not hide Try again.
  if (error && !data) return <ErrorState title={t('list.errorArticles')} error={error} onRetry={() => void mutate()} />;
  if (isLoading && !data) return <LoadingState label={t('search.searching')} />;
  if (!data) return null;

  const found = data.total;
  return (
    <div className={styles.list} aria-busy={isLoading}>
      <div>
        <h2 ref={headingRef} tabIndex={-1} aria-live="polite" data-testid="result-count" className={cx(ui.headingLg, styles.count)}>
          {found === 0 ? t('search.none') : counted('search.found', found, 'plain')}
        </h2>
        {found > 0 && <ShowingText page={state.page} total={found} />}
      </div>
      {found === 0 ? (
        <div className={styles.none}>
          <p>{t('search.tryAdjusting')}</p>
          {categories && categories.length > 0 && (
            <ul aria-label={t('search.categories')} className={styles.categories}>
              {categories
                .filter((category) => !category.parentCategory)
                .map((category) => (
                  <li key={category._id}>
                    <Link to={`/category/${encodeURIComponent(category.slug)}`} className={ui.link}>
                      {category.name}
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </div>
      ) : data.articles.length === 0 ? (
        <p>{t('search.emptyPage')}</p>
      ) : (
        <ArticleGrid articles={data.articles} />
      )}
      <Pagination page={state.page} pages={data.pages} onPage={goToPage} />
    </div>
  );
}
