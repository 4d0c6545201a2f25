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

  const goToPage = (page: number) => {
    onPage(page);
    scrollToTop(headingRef.current);
  };

  // The error before the loading state: SWR's own retries must not hide Try again.
  if (error && !data) return <ErrorState title="Error loading articles" error={error} onRetry={() => void mutate()} />;
  if (isLoading && !data) return <LoadingState label="Searching..." />;
  if (!data) return null;

  const found = data.total;
  return (
    <div className={styles.list} aria-busy={isLoading}>
      <div>
        <h2 ref={headingRef} tabIndex={-1} aria-live="polite" data-testid="result-count" className={cx(ui.headingLg, styles.count)}>
          {found === 0 ? 'No articles found' : `${found} ${found === 1 ? 'article' : 'articles'} found`}
        </h2>
        {found > 0 && <ShowingText page={state.page} total={found} />}
      </div>
      {found === 0 ? (
        <div className={styles.none}>
          <p>Try adjusting your search criteria or browse our categories</p>
          {categories && categories.length > 0 && (
            <ul aria-label="Categories" className={styles.categories}>
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
        <p>There are no results on this page.</p>
      ) : (
        <ArticleGrid articles={data.articles} />
      )}
      <Pagination page={state.page} pages={data.pages} onPage={goToPage} />
    </div>
  );
}
