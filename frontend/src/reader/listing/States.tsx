import type { ReactNode } from 'react';
import { useT } from '../../i18n/context';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import styles from './listing.module.css';

/** A centred spinner with a status text for screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className={styles.loading}>
      <Spinner size="2rem" className={styles.loadingSpinner} />
      <p className={ui.muted}>{label ?? t('list.loading')}</p>
    </div>
  );
}

/** A failed load: a heading, the error's message and a Try again button. */
export function ErrorState({ title, error, onRetry }: { title: string; error: Error; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={styles.error}>
      <h2 className={cx(ui.headingMd, styles.errorTitle)}>{title}</h2>
      <p className={styles.errorText}>{error.message}</p>
      {onRetry && (
        <Button size="sm" variant="outline" tone="danger" onClick={onRetry}>
          {t('list.tryAgain')}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show: a heading, a line of text and an action. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2 className={ui.headingLg}>{title}</h2>
      <p className={ui.muted}>{text}</p>
      {children}
    </div>
  );
}
