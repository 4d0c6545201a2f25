import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { ApiKeys } from '../../lib/route-module';
import type { ArticlePage } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BreakingBanner } from '../home/BreakingBanner';
import { FeaturedStories } from '../home/FeaturedStories';
import { BREAKING_KEY, FEATURED_KEY, LATEST_KEY, WORLD_KEY } from '../home/home-keys';
import { HomeSidebar } from '../home/HomeSidebar';
import { LatestNews } from '../home/LatestNews';
import { WorldNews } from '../home/WorldNews';

/** Started as soon as / is entered (route-module convention). */
export const apiKeys: ApiKeys = () => [FEATURED_KEY, LATEST_KEY, WORLD_KEY, BREAKING_KEY];

/** The home page (SPEC §2 Home). */
export default function HomePage() {
  useDocumentTitle();
  const featured = useSWR<ArticlePage, Error>(FEATURED_KEY);
  const latest = useSWR<ArticlePage, Error>(LATEST_KEY);
  const world = useSWR<ArticlePage, Error>(WORLD_KEY);
  const error = featured.error ?? latest.error ?? world.error;

  return (
    <>
      <Heading as="h1" srOnly>
        Bulletin: news from around the world
      </Heading>
      <BreakingBanner />
      {error ? (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.900" borderRadius="md" p="6">
          <Heading as="h2" size="lg" mb="2">
            Error loading articles
          </Heading>
          <Text>{error.message}</Text>
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="10">
          <Stack gap="10" minW="0">
            <FeaturedStories articles={featured.data?.articles} />
            <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="8">
              <LatestNews articles={latest.data?.articles} />
              <WorldNews articles={world.data?.articles} />
            </Grid>
          </Stack>
          <HomeSidebar />
        </Grid>
      )}
    </>
  );
}
