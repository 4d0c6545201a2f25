import type { ReactNode } from 'react';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import styles from './home.module.css';

/** A titled block of the home page (an h2 and its content). */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={cx(ui.headingXl, styles.sectionTitle)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Card-shaped placeholders while a list loads. */
export function CardSkeletons({ count, columns = 2, label }: { count: number; columns?: 2 | 3; label: string }) {
  return (
    <div role="status" aria-label={label} className={cx(styles.skeletons, columns === 3 && styles.skeletons3)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <div className={ui.skeleton} style={{ height: 140 }} />
          <div className={ui.skeleton} style={{ height: '1rem', width: '80%' }} />
          <div className={ui.skeleton} style={{ height: '1rem', width: '60%' }} />
        </div>
      ))}
    </div>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={ui.muted}>{children}</p>;
}
