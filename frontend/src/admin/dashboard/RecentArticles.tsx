import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import type { Article } from '../../lib/types';
import { EditIcon } from '../icons';
import { ArticleThumb } from './ArticleThumb';

/** Recent Articles: up to 5, each with picture, title, category, publish date and an edit link. */
export function RecentArticles({ articles }: { articles: Article[] }) {
  return (
    <Box as="section" aria-labelledby="recent-heading" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" id="recent-heading" size="lg" mb="3">
        Recent Articles
      </Heading>
      {articles.length === 0 ? (
        <Text color="fg.muted">No articles yet</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="recent-articles">
          {articles.slice(0, 5).map((article) => (
            <Flex as="li" key={article._id} gap="3" align="center">
              <ArticleThumb src={article.featuredImage} />
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" lineClamp={2}>
                  {article.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {article.category?.name ?? 'No category'} ·{' '}
                  {article.publishDate ? dayjs(article.publishDate).format('MMM D, YYYY') : 'Not scheduled'}
                </Text>
              </Box>
              <Link asChild aria-label={`Edit ${article.title}`} p="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
                <RouterLink to={`/admin/article/${article._id}`}>
                  <EditIcon />
                </RouterLink>
              </Link>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
