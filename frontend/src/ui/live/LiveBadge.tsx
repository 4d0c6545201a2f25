import { cx } from '../cx';
import { LiveDot } from '../LiveDot';
import styles from './LiveBadge.module.css';

/** LIVE with a pulsing dot while the story runs (still when the reader prefers less motion); ENDED after. */
export function LiveBadge({ running }: { running: boolean }) {
  if (!running) {
    return (
      <span data-testid="live-badge" className={cx(styles.badge, styles.ended)}>
        ENDED
      </span>
    );
  }
  return (
    <span data-testid="live-badge" className={cx(styles.badge, styles.live)}>
      <LiveDot size="sm" pulseTestId="live-badge-pulse" />
      LIVE
    </span>
  );
}
