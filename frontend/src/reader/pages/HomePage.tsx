import { Box, Heading, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { Placeholder } from '../../frame/Placeholder';
import type { ApiKeys } from '../../lib/route-module';

type ArticleList = { articles: { _id: string; slug: string; title: string }[]; total: number };

const LATEST = '/articles?sort=date&limit=8';

/** Started as soon as / is entered (route-module convention). */
export const apiKeys: ApiKeys = () => [LATEST];

export default function HomePage() {
  const { data, error, isLoading } = useSWR<ArticleList, Error>(LATEST);
  return (
    <Placeholder title="Home">
      <Box as="section" aria-labelledby="latest-heading">
        <Heading as="h2" id="latest-heading" size="xl" mb="2">
          Latest News
        </Heading>
        {isLoading ? (
          <Text role="status">Loading...</Text>
        ) : error ? (
          <Box role="alert">
            <Heading as="h3" size="md">
              Error loading articles
            </Heading>
            <Text>{error.message}</Text>
          </Box>
        ) : !data?.articles.length ? (
          <Text>No articles yet</Text>
        ) : (
          <List.Root>
            {data.articles.slice(0, 6).map((article) => (
              <List.Item key={article._id}>
                <RouterLink to={`/article/${article.slug}`}>{article.title}</RouterLink>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Placeholder>
  );
}
