import { Grid, GridItem } from '@chakra-ui/react';
import type { Article } from '../../lib/types';
import { ArticleCard } from '../cards/ArticleCard';
import { FEATURED_SHOWN } from './home-keys';
import { CardSkeletons, EmptyText, HomeSection } from './HomeSection';

/** Featured Stories: the first large, up to 4 in all. */
export function FeaturedStories({ articles }: { articles: Article[] | undefined }) {
  const shown = articles?.slice(0, FEATURED_SHOWN);
  return (
    <HomeSection id="featured-heading" title="Featured Stories">
      {!shown ? (
        <CardSkeletons count={3} label="Loading featured stories" />
      ) : shown.length === 0 ? (
        <EmptyText>No featured stories right now.</EmptyText>
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" data-testid="featured-grid">
          {shown.map((article, index) => (
            <GridItem key={article._id} colSpan={{ base: 1, md: index === 0 ? 3 : 1 }}>
              <ArticleCard article={article} variant={index === 0 ? 'featured' : 'default'} eager={index === 0} />
            </GridItem>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}
