import { Box, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { LiveStoryPage } from '@bulletin/contract';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import { isoDate, longDate } from '../../lib/time';
import { useDocumentTitle } from '../../lib/use-document-title';
import { KeyEvents } from '../live/KeyEvents';
import { LiveBadge } from '../live/LiveBadge';
import { LiveFeed } from '../live/LiveFeed';
import { liveKey } from '../live/live-keys';
import { useLiveView } from '../live/use-live-view';
import { liveAgo, useNow } from '../live/use-now';

export const apiKeys: ApiKeys = (params) => (params.slug ? [liveKey(params.slug)] : []);

/** /live/:slug — a live story: its title, LIVE while it runs, key events, and entries arriving as they are posted. */
export default function LivePage() {
  const slug = usePageParams().slug ?? '';
  const { data, error, mutate } = useSWR<LiveStoryPage, Error>(slug ? liveKey(slug) : null);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useDocumentTitle(data?.title ?? (notFound ? 'Live Story Not Found' : error ? 'Error' : 'Loading...'));

  if (data) return <LiveStory key={data._id} page={data} />;
  if (notFound || !slug) {
    return (
      <Stack align="center" textAlign="center" py="16" gap="4">
        <Heading as="h1" size="3xl">
          Live Story Not Found
        </Heading>
        <Text color="fg.muted">The live coverage you're looking for doesn't exist.</Text>
        <Link asChild fontWeight="semibold" color="brand.fg">
          <RouterLink to="/live">Watch Live</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack align="center" textAlign="center" py="16" gap="4" role="alert">
        <Heading as="h1" size="2xl">
          Error loading live coverage
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
      <Spinner size="xl" color="brand.solid" aria-hidden="true" />
      <Text srOnly>Loading live coverage...</Text>
    </Box>
  );
}

function LiveStory({ page }: { page: LiveStoryPage }) {
  const state = useLiveView(page);
  const now = useNow();
  const { story, keyEvents } = state.view;
  const running = story.status === 'running';
  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
        <Stack gap="3" as="header">
          <HStack gap="2" wrap="wrap">
            <LiveBadge running={running} />
            {story.category && (
              <Link asChild fontSize="sm" fontWeight="semibold" color="brand.fg">
                <RouterLink to={`/category/${encodeURIComponent(story.category.slug)}`}>{story.category.name}</RouterLink>
              </Link>
            )}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
            {story.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {running ? 'Started ' : 'Ended '}
            <time
              dateTime={isoDate(running ? story.startedAt : story.endedAt)}
              title={longDate(running ? story.startedAt : story.endedAt)}
              suppressHydrationWarning
            >
              {liveAgo(running ? story.startedAt : story.endedAt, now)}
            </time>
            {` · ${story.entryCount} update${story.entryCount === 1 ? '' : 's'}`}
          </Text>
          {!running && (
            <Text data-testid="live-ended" fontWeight="semibold">
              This live coverage has ended.
            </Text>
          )}
          {story.article && (
            <Text>
              Read the full story:{' '}
              <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                <RouterLink to={`/article/${encodeURIComponent(story.article.slug)}`}>{story.article.title}</RouterLink>
              </Link>
            </Text>
          )}
        </Stack>
        <KeyEvents entries={keyEvents} now={now} />
        <LiveFeed state={state} now={now} />
    </Stack>
  );
}
