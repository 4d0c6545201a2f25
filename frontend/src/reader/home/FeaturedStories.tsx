import type { Article } from '../../lib/types';
import { ArticleCard } from '../cards/ArticleCard';
import { FEATURED_SHOWN } from './home-keys';
import { CardSkeletons, EmptyText, HomeSection } from './HomeSection';
import styles from './home.module.css';

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
        <div className={styles.featuredGrid} data-testid="featured-grid">
          {shown.map((article, index) => (
            <div key={article._id}>
              <ArticleCard article={article} variant={index === 0 ? 'featured' : 'default'} eager={index === 0} />
            </div>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
