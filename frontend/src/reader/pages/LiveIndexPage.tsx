import { Box, Button, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import type { LiveStorySummary } from '@bulletin/contract';
import type { ApiKeys, PageRedirect } from '../../lib/route-module';
import type { ArticlePage } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArticleCard } from '../cards/ArticleCard';

/** The newest running story, for Watch Live. */
const NEWEST_LIVE_KEY = '/live?limit=1';
/** The latest breaking articles, shown when nothing is live. */
const LIVE_BREAKING_KEY = '/articles?breaking=true&sort=date&limit=6';

export const apiKeys: ApiKeys = () => [NEWEST_LIVE_KEY, LIVE_BREAKING_KEY];

/** The newest running story's page, if there is one (the server answers 302 to it; the browser navigates). */
export const redirect: PageRedirect = (data) => {
  const newest = (data[NEWEST_LIVE_KEY] as LiveStorySummary[] | undefined)?.[0];
  return newest ? `/live/${encodeURIComponent(newest.slug)}` : null;
};

/** /live — Watch Live: the newest running live story, or 'No live coverage right now' with the latest breaking news. */
export default function LiveIndexPage() {
  const live = useSWR<LiveStorySummary[], Error>(NEWEST_LIVE_KEY);
  const breaking = useSWR<ArticlePage, Error>(LIVE_BREAKING_KEY);
  const target = live.data ? redirect({ [NEWEST_LIVE_KEY]: live.data }) : null;
  useDocumentTitle(target ? 'Live' : live.data ? 'No live coverage right now' : 'Live');

  if (target) return <Navigate to={target} replace />;
  if (live.error) return <Failed title="Error loading live coverage" error={live.error} onRetry={() => void live.mutate()} />;
  if (!live.data) return <Loading label="Looking for live coverage..." />;

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          No live coverage right now
        </Heading>
        <Text color="fg.muted">When the newsroom covers a story as it unfolds, Watch Live takes you there. Meanwhile, the latest breaking news:</Text>
      </Stack>
      <Stack as="section" aria-labelledby="live-breaking-heading" gap="4">
        <Heading as="h2" id="live-breaking-heading" size="xl">
          Latest breaking news
        </Heading>
        {breaking.error ? (
          <Failed title="Error loading articles" error={breaking.error} onRetry={() => void breaking.mutate()} />
        ) : !breaking.data ? (
          <Loading label="Loading articles..." />
        ) : breaking.data.articles.length === 0 ? (
          <Text color="fg.muted">There is no breaking news at the moment.</Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" aria-label="Breaking news">
            {breaking.data.articles.map((article, index) => (
              <li key={article._id}>
                <ArticleCard article={article} eager={index < 3} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box py="12" textAlign="center" role="status">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <Text color="fg.muted" mt="3">
        {label}
      </Text>
    </Box>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" textAlign="center" py="12" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{error.message}</Text>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
