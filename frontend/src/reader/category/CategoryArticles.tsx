import { useRef } from 'react';
import { Link } from '../../i18n/links';
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
import { useT } from '../../i18n/context';
import styles from './category.module.css';

/**
 * The category's articles (or, with `author`, an author's: docs/product.md#author-pages): sort buttons, 'Showing X - Y
 * of N articles', the grid and pagination; `emptyText` says why there are none.
 */
export function CategoryArticles({ slug, author, emptyText }: { slug?: string; author?: string; emptyText?: string }) {
  const { sort, page, setList } = useListParams();
  const key = articlesKey({ category: slug, author, sort, page });
  const { data, error, isLoading, mutate } = useSWR<ArticlePage, Error>(key, { keepPreviousData: true });
  const showingRef = useRef<HTMLParagraphElement>(null);
  const t = useT();

  const goToPage = (next: number) => {
    setList({ sort, page: next });
    scrollToTop(showingRef.current);
  };

  return (
    <section aria-labelledby="category-articles-heading">
      <h2 id="category-articles-heading" className={ui.srOnly}>
        {t('list.articles')}
      </h2>
      {error && !data ? (
        // Before the loading state: SWR's own retries must not hide Try again (see CategoryPage).
        <ErrorState title={t('list.errorArticles')} error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label={t('list.loadingArticles')} />
      ) : !data || data.total === 0 ? (
        <EmptyState title={t('list.noArticles')} text={emptyText ?? t('list.noArticlesInCategory')}>
          <Link to="/search" className={ui.link}>
            {t('list.browse')}
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
              <p>{t('list.emptyPage')}</p>
              <Button size="sm" variant="outline" onClick={() => goToPage(1)}>
                {t('list.firstPage')}
              </Button>
            </div>
          )}
          <Pagination page={page} pages={data.pages} onPage={goToPage} />
        </div>
      )}
    </section>
  );
}
