import type { Article } from '../../lib/types';
import { useT } from '../../i18n/context';
import { ArticleCard } from '../cards/ArticleCard';
import { LATEST_SHOWN } from './home-keys';
import { CardSkeletons, EmptyText, HomeSection } from './HomeSection';
import styles from './home.module.css';

/** Latest News: up to 6 compact cards, newest first. */
export function LatestNews({ articles }: { articles: Article[] | undefined }) {
  const t = useT();
  const shown = articles?.slice(0, LATEST_SHOWN);
  return (
    <HomeSection id="latest-heading" title={t('home.latest')}>
      {!shown ? (
        <CardSkeletons count={2} label={t('home.loadingLatest')} />
      ) : shown.length === 0 ? (
        <EmptyText>{t('home.noLatest')}</EmptyText>
      ) : (
        <ul className={styles.latestList} data-testid="latest-list">
          {shown.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} variant="compact" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
