import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { ArticlePage } from '../../lib/types';
import { BREAKING_KEY } from './home-keys';
import styles from './home.module.css';

const FIXED_BREAKING_TEXT = 'Stay with Bulletin for the latest breaking news as it happens, from around the world.';

/** The red breaking-news banner: the newest breaking story (a link to it), or Bulletin's fixed text. */
export function BreakingBanner() {
  const { data } = useSWR<ArticlePage>(BREAKING_KEY);
  const story = data?.articles[0];
  return (
    <section aria-label="Breaking news" className={styles.breaking}>
      <span className={styles.breakingLabel}>BREAKING</span>
      {story ? (
        <Link to={`/article/${encodeURIComponent(story.slug)}`} className={styles.breakingText} data-testid="breaking-text">
          {story.title}
        </Link>
      ) : (
        <p className={styles.breakingText} data-testid="breaking-text">
          {FIXED_BREAKING_TEXT}
        </p>
      )}
    </section>
  );
}
