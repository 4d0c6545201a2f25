import type { Article } from '../../lib/types';
import { useT } from '../../i18n/context';
import { ArticleCard } from '../cards/ArticleCard';
import { FEATURED_SHOWN } from './home-keys';
import { CardSkeletons, EmptyText, HomeSection } from './HomeSection';
import styles from './home.module.css';

/** Featured Stories: the first large, up to 4 in all. */
export function FeaturedStories({ articles }: { articles: Article[] | undefined }) {
  const t = useT();
  const shown = articles?.slice(0, FEATURED_SHOWN);
  return (
    <HomeSection id="featured-heading" title={t('home.featured')}>
      {!shown ? (
        <CardSkeletons count={3} label={t('home.loadingFeatured')} />
      ) : shown.length === 0 ? (
        <EmptyText>{t('home.noFeatured')}</EmptyText>
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
