import { SimpleGrid } from '@chakra-ui/react';
import type { Article } from '../../lib/types';
import { ArticleCard } from '../cards/ArticleCard';

/** The result grid of the category and search pages: default cards, the first row loaded at once. */
export function ArticleGrid({ articles }: { articles: Article[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" aria-label="Articles">
      {articles.map((article, index) => (
        <li key={article._id}>
          <ArticleCard article={article} eager={index < 3} />
        </li>
      ))}
    </SimpleGrid>
  );
}
