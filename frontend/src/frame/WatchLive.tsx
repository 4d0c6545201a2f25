import { Link } from '../i18n/links';
import { cx } from '../ui/cx';
import { LiveDot } from '../ui/LiveDot';
import { useT } from '../i18n/context';
import styles from './WatchLive.module.css';

/** Watch Live: a link to the newest running live story (`/live`) with a pulsing red dot (still when the reader prefers less motion). */
export function WatchLive({ onNavigate, full }: { onNavigate?: () => void; full?: boolean }) {
  const t = useT();
  return (
    <Link to="/live" onClick={onNavigate} className={cx(styles.live, full && styles.full)}>
      <LiveDot size="md" pulseTestId="live-pulse" />
      {t('frame.watchLive')}
    </Link>
  );
}
