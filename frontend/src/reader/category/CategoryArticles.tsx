import { Button, Flex, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { ArticlePage } from '../../lib/types';
import { ArticleGrid } from '../listing/ArticleGrid';
import { articlesKey, nextSort } from '../listing/list-query';
import { Pagination } from '../listing/Pagination';
import { scrollToTop } from '../listing/scroll';
import { ShowingText } from '../listing/ShowingText';
import { SortButtons } from '../listing/SortButtons';
import { EmptyState, ErrorState, LoadingState } from '../listing/States';
import { useListParams } from '../listing/use-list-params';

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
      <VisuallyHidden asChild>
        <h2 id="category-articles-heading">Articles</h2>
      </VisuallyHidden>
      {error && !data ? (
        // Before the loading state: SWR's own retries must not hide Try again (see CategoryPage).
        <ErrorState title="Error loading articles" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label="Loading articles..." />
      ) : !data || data.total === 0 ? (
        <EmptyState title="No articles found" text="There are no articles in this category yet">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/search">Browse other categories</RouterLink>
          </Link>
        </EmptyState>
      ) : (
        <Stack gap="4" aria-busy={isLoading}>
          <Flex
            justify="space-between"
            align={{ base: 'flex-start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
            gap="3"
          >
            <ShowingText ref={showingRef} page={page} total={data.total} />
            <SortButtons active={sort} onSort={(field) => setList({ sort: nextSort(sort, field), page: 1 })} />
          </Flex>
          {data.articles.length > 0 ? (
            <ArticleGrid articles={data.articles} />
          ) : (
            <Stack align="center" py="8">
              <Text>There are no articles on this page.</Text>
              <Button size="sm" variant="outline" onClick={() => goToPage(1)}>
                Go to the first page
              </Button>
            </Stack>
          )}
          <Pagination page={page} pages={data.pages} onPage={goToPage} />
        </Stack>
      )}
    </section>
  );
}
