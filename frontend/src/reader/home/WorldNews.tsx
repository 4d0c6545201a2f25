import type { Article } from '../../lib/types';
import { useT } from '../../i18n/context';
import { ArticleCard } from '../cards/ArticleCard';
import { WORLD_SHOWN } from './home-keys';
import { CardSkeletons, EmptyText, HomeSection } from './HomeSection';
import styles from './home.module.css';

/** World News: up to 4 stories of the World category. */
export function WorldNews({ articles }: { articles: Article[] | undefined }) {
  const t = useT();
  const shown = articles?.slice(0, WORLD_SHOWN);
  return (
    <HomeSection id="world-heading" title={t('home.world')}>
      {!shown ? (
        <CardSkeletons count={2} label={t('home.loadingWorld')} />
      ) : shown.length === 0 ? (
        <EmptyText>{t('home.noWorld')}</EmptyText>
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
