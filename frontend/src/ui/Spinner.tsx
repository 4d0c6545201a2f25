import styles from './ui.module.css';
import { cx } from './cx';

/** A turning ring (decorative: say what is loading in text beside it). */
export function Spinner({ size = '1.25rem', className }: { size?: string; className?: string }) {
  return <span className={cx(styles.spinner, className)} style={{ ['--spinner-size' as string]: size }} aria-hidden="true" />;
}
