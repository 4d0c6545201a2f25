import { forwardRef } from 'react';
import { useT } from '../../i18n/context';
import { useLocalFormats } from '../../lib/use-local-formats';
import { shownRange } from './list-query';
import styles from './listing.module.css';

/**
 * 'Showing X - Y of N articles' (docs/product.md#list-state); focusable (tabIndex -1) so a page change can move focus
 * here.
 */
export const ShowingText = forwardRef<HTMLParagraphElement, { page: number; total: number }>(function ShowingText(
  { page, total },
  ref,
) {
  const { from, to } = shownRange(page, total);
  const t = useT();
  const { digits } = useLocalFormats();
  return (
    <p ref={ref} tabIndex={-1} className={styles.showing} data-testid="showing">
      {t('list.showing', { from: digits(from), to: digits(to), total: digits(total) })}
    </p>
  );
});
