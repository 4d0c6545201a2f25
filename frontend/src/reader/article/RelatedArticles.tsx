import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { RelatedArticle } from '../../lib/types';

/** Related Articles: other stories of the same category, each linking to /article/{slug}. */
export function RelatedArticles({ articles }: { articles: RelatedArticle[] }) {
  return (
    <Box as="section" aria-labelledby="related-heading">
      <Heading as="h2" id="related-heading" size="lg" mb="3">
        Related Articles
      </Heading>
      {articles.length === 0 ? (
        <Text color="fg.muted">No related articles yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4">
          {articles.map((related) => (
            <Box as="li" key={related._id} borderBottomWidth="1px" pb="3">
              <Link asChild fontWeight="semibold" color="fg">
                <RouterLink to={`/article/${encodeURIComponent(related.slug)}`}>{related.title}</RouterLink>
              </Link>
              {related.excerpt ? (
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {related.excerpt}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
