import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { ArticlePage } from '../../lib/types';
import { BREAKING_KEY } from './home-keys';

const FIXED_BREAKING_TEXT = 'Stay with Bulletin for the latest breaking news as it happens, from around the world.';

/** The red breaking-news banner: the newest breaking story (a link to it), or Bulletin's fixed text. */
export function BreakingBanner() {
  const { data } = useSWR<ArticlePage>(BREAKING_KEY);
  const story = data?.articles[0];
  return (
    <Box as="section" aria-label="Breaking news" bg="brand.solid" color="white" borderRadius="md" px="4" py="3" mb="6">
      <HStack gap="3" align="center">
        <Text as="span" bg="white" color="brand.fg" fontWeight="bold" fontSize="xs" px="2" py="0.5" borderRadius="sm" flexShrink={0}>
          BREAKING
        </Text>
        {story ? (
          <Link asChild color="white" fontWeight="semibold" data-testid="breaking-text">
            <RouterLink to={`/article/${encodeURIComponent(story.slug)}`}>{story.title}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold" data-testid="breaking-text">
            {FIXED_BREAKING_TEXT}
          </Text>
        )}
      </HStack>
    </Box>
  );
}
