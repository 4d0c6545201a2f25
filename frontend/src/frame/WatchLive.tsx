import { Link } from 'react-router-dom';
import { cx } from '../ui/cx';
import { LiveDot } from '../ui/LiveDot';
import styles from './WatchLive.module.css';

/** Watch Live: a link to the newest running live story (`/live`) with a pulsing red dot (still when the reader prefers less motion). */
export function WatchLive({ onNavigate, full }: { onNavigate?: () => void; full?: boolean }) {
  return (
    <Link to="/live" onClick={onNavigate} className={cx(styles.live, full && styles.full)}>
      <LiveDot size="md" pulseTestId="live-pulse" />
      Watch Live
    </Link>
  );
}
