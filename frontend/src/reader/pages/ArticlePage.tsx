import { Box, Button, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import type { ArticleDetail } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../session';
import { articleKey } from '../article/article-key';
import { ArticleView } from '../article/ArticleView';
import { useCountView } from '../article/use-count-view';

export const apiKeys: ApiKeys = (params) => (params.slug ? [articleKey(params.slug)] : []);

/** /article/:slug — spinner, then the article, 'Article Not Found', or the loading error. */
export default function ArticlePage() {
  const slug = usePageParams().slug ?? '';
  const key = articleKey(slug);
  const { data, error, isLoading, mutate } = useSWR<ArticleDetail, Error>(slug ? key : null);
  const { user } = useSession();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useDocumentTitle(data?.title ?? (notFound ? 'Article Not Found' : error ? 'Error' : 'Loading...'));

  // Whether the reader likes it depends on who is signed in: ask again when that changes.
  const userId = user?._id;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (userId === seenUser.current) return;
    seenUser.current = userId;
    void mutate();
  }, [userId, mutate]);

  useCountView(data?._id, (views) => {
    // The first answer may still be the server's (SWR fallback, not yet in the cache): count on it too.
    void mutate((current) => (current ?? data) && { ...(current ?? data)!, views }, { revalidate: false });
  });

  if (data) return <ArticleView article={data} cacheKey={key} />;

  if (notFound || !slug) {
    return (
      <Stack align="center" textAlign="center" py="16" gap="4">
        <Heading as="h1" size="3xl">
          Article Not Found
        </Heading>
        <Text color="fg.muted">The article you're looking for doesn't exist.</Text>
        <Link asChild colorPalette="brand" fontWeight="semibold" color="brand.fg">
          <RouterLink to="/">Back to Home</RouterLink>
        </Link>
      </Stack>
    );
  }

  if (error) {
    return (
      <Stack align="center" textAlign="center" py="16" gap="4" role="alert">
        <Heading as="h1" size="2xl">
          Error loading article
        </Heading>
        <Text color="fg.muted">{error.message}</Text>
        <Button variant="outline" onClick={() => void mutate()}>
          Try again
        </Button>
      </Stack>
    );
  }

  return (
    <Box py="24" textAlign="center" role="status" aria-live="polite">
      {isLoading || !data ? <Spinner size="xl" color="brand.solid" aria-hidden="true" /> : null}
      <Text srOnly>Loading article...</Text>
    </Box>
  );
}
