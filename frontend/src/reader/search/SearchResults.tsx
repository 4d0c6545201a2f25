import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { ArticlePage, Category } from '../../lib/types';
import { ArticleGrid } from '../listing/ArticleGrid';
import { Pagination } from '../listing/Pagination';
import { scrollToTop } from '../listing/scroll';
import { ShowingText } from '../listing/ShowingText';
import { ErrorState, LoadingState } from '../listing/States';
import { searchArticlesKey, type SearchState } from './search-query';

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
    <Stack gap="4" aria-busy={isLoading}>
      <Box>
        <Heading
          as="h2"
          size="lg"
          ref={headingRef}
          tabIndex={-1}
          outline="none"
          aria-live="polite"
          data-testid="result-count"
        >
          {found === 0 ? 'No articles found' : `${found} ${found === 1 ? 'article' : 'articles'} found`}
        </Heading>
        {found > 0 && <ShowingText page={state.page} total={found} />}
      </Box>
      {found === 0 ? (
        <Stack
          align="center"
          textAlign="center"
          py="10"
          gap="3"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="md"
        >
          <Text>Try adjusting your search criteria or browse our categories</Text>
          {categories && categories.length > 0 && (
            <HStack as="ul" listStyleType="none" gap="3" wrap="wrap" justify="center" aria-label="Categories">
              {categories
                .filter((category) => !category.parentCategory)
                .map((category) => (
                  <li key={category._id}>
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink to={`/category/${encodeURIComponent(category.slug)}`}>{category.name}</RouterLink>
                    </Link>
                  </li>
                ))}
            </HStack>
          )}
        </Stack>
      ) : data.articles.length === 0 ? (
        <Text>There are no results on this page.</Text>
      ) : (
        <ArticleGrid articles={data.articles} />
      )}
      <Pagination page={state.page} pages={data.pages} onPage={goToPage} />
    </Stack>
  );
}
