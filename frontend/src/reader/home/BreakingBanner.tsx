import { Link } from '../../i18n/links';
import useSWR from 'swr';
import type { ArticlePage } from '../../lib/types';
import { BREAKING_KEY } from './home-keys';
import { useT } from '../../i18n/context';
import styles from './home.module.css';

/** The red breaking-news banner: the newest breaking story (a link to it), or Bulletin's fixed text. */
export function BreakingBanner() {
  const { data } = useSWR<ArticlePage>(BREAKING_KEY);
  const story = data?.articles[0];
  const t = useT();
  return (
    <section aria-label={t('home.breaking')} className={styles.breaking}>
      <span className={styles.breakingLabel}>{t('badge.breaking')}</span>
      {story ? (
        <Link to={`/article/${encodeURIComponent(story.slug)}`} className={styles.breakingText} data-testid="breaking-text">
          {story.title}
        </Link>
      ) : (
        <p className={styles.breakingText} data-testid="breaking-text">
          {t('home.breakingText')}
        </p>
      )}
    </section>
  );
}
