import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Article } from '../../lib/types';
import { ArticleThumb } from './ArticleThumb';

type Props = {
  headingId: string;
  title: string;
  emptyText: string;
  testId: string;
  articles: Article[];
  /** What follows the picture in each row. */
  children: (article: Article) => ReactNode;
};

/**
 * A dashboard list (5 items each, docs/product.md#dashboard): heading, the empty text, or a row per article with its
 * picture.
 */
export function ArticlePanel({ headingId, title, emptyText, testId, articles, children }: Props) {
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {title}
      </Heading>
      {articles.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid={testId}>
          {articles.slice(0, 5).map((article) => (
            <Flex as="li" key={article._id} gap="3" align="center">
              <ArticleThumb src={article.featuredImage} />
              {children(article)}
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
