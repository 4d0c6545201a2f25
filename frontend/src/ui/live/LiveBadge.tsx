import { cx } from '../cx';
import { LiveDot } from '../LiveDot';
import styles from './LiveBadge.module.css';
import { useT } from '../../i18n/context';

/** LIVE with a pulsing dot while the story runs (still when the reader prefers less motion); ENDED after. */
export function LiveBadge({ running }: { running: boolean }) {
  const t = useT();
  if (!running) {
    return (
      <span data-testid="live-badge" className={cx(styles.badge, styles.ended)}>
        {t('live.badgeEnded')}
      </span>
    );
  }
  return (
    <span data-testid="live-badge" className={cx(styles.badge, styles.live)}>
      <LiveDot size="sm" pulseTestId="live-badge-pulse" />
      {t('live.badgeLive')}
    </span>
  );
}
