import type { Article } from '../../lib/types';
import { ArticleCard } from '../cards/ArticleCard';
import { WORLD_SHOWN } from './home-keys';
import { CardSkeletons, EmptyText, HomeSection } from './HomeSection';
import styles from './home.module.css';

/** World News: up to 4 stories of the World category. */
export function WorldNews({ articles }: { articles: Article[] | undefined }) {
  const shown = articles?.slice(0, WORLD_SHOWN);
  return (
    <HomeSection id="world-heading" title="World News">
      {!shown ? (
        <CardSkeletons count={2} label="Loading world news" />
      ) : shown.length === 0 ? (
        <EmptyText>No world news right now.</EmptyText>
      ) : (
        <div className={styles.worldGrid} data-testid="world-grid">
          {shown.map((article) => (
            <ArticleCard key={article._id} article={article} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
