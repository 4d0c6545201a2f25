import { useRef } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { ArticlePage } from '../../lib/types';
import { Button } from '../../ui/Button';
import ui from '../../ui/ui.module.css';
import { ArticleGrid } from '../listing/ArticleGrid';
import { articlesKey, nextSort } from '../listing/list-query';
import { Pagination } from '../../ui/Pagination';
import { scrollToTop } from '../listing/scroll';
import { ShowingText } from '../listing/ShowingText';
import { SortButtons } from '../listing/SortButtons';
import { EmptyState, ErrorState, LoadingState } from '../listing/States';
import { useListParams } from '../listing/use-list-params';
import styles from './category.module.css';

/** The category's articles: sort buttons, 'Showing X - Y of N articles', the grid and pagination. */
export function CategoryArticles({ slug }: { slug: string }) {
  const { sort, page, setList } = useListParams();
  const key = articlesKey({ category: slug, sort, page });
  const { data, error, isLoading, mutate } = useSWR<ArticlePage, Error>(key, { keepPreviousData: true });
  const showingRef = useRef<HTMLParagraphElement>(null);

  const goToPage = (next: number) => {
    setList({ sort, page: next });
    scrollToTop(showingRef.current);
  };

  return (
    <section aria-labelledby="category-articles-heading">
      <h2 id="category-articles-heading" className={ui.srOnly}>
        Articles
      </h2>
      {error && !data ? (
        // Before the loading state: SWR's own retries must not hide Try again (see CategoryPage).
        <ErrorState title="Error loading articles" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label="Loading articles..." />
      ) : !data || data.total === 0 ? (
        <EmptyState title="No articles found" text="There are no articles in this category yet">
          <Link to="/search" className={ui.link}>
            Browse other categories
          </Link>
        </EmptyState>
      ) : (
        <div className={styles.list} aria-busy={isLoading}>
          <div className={styles.toolbar}>
            <ShowingText ref={showingRef} page={page} total={data.total} />
            <SortButtons active={sort} onSort={(field) => setList({ sort: nextSort(sort, field), page: 1 })} />
          </div>
          {data.articles.length > 0 ? (
            <ArticleGrid articles={data.articles} />
          ) : (
            <div className={styles.emptyPage}>
              <p>There are no articles on this page.</p>
              <Button size="sm" variant="outline" onClick={() => goToPage(1)}>
                Go to the first page
              </Button>
            </div>
          )}
          <Pagination page={page} pages={data.pages} onPage={goToPage} />
        </div>
      )}
    </section>
  );
}
