import { cx } from './cx';
import styles from './LiveDot.module.css';

/** A white dot with a ring pulsing out of it, still when the reader prefers less motion (decorative): Watch Live, the LIVE badge. */
export function LiveDot({ size, pulseTestId }: { size: 'sm' | 'md'; pulseTestId?: string }) {
  return (
    <span className={cx(styles.dot, styles[size])} aria-hidden="true">
      <span className={styles.ping} data-testid={pulseTestId} />
      <span className={styles.core} />
    </span>
  );
}
