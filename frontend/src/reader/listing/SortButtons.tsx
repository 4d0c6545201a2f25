import { useT } from '../../i18n/context';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { SORT_FIELDS, SORT_LABELS, type Sort, type SortField } from './list-query';
import styles from './listing.module.css';

type Props = {
  /** The active sort (null: none of the buttons is active, e.g. search by relevance). */
  active: Sort | null;
  onSort: (field: SortField) => void;
  /** Shown before the buttons; also names the group. */
  label?: string;
  /** 'stacked': the label on its own line (narrow sidebars). */
  layout?: 'inline' | 'stacked';
};

const orderWords = { asc: 'list.ascending', desc: 'list.descending' } as const;

/**
 * Sort buttons Date, Views, Likes (docs/product.md#list-state). The active one is pressed and shows its order with an
 * arrow; its accessible name says the order too ("Date, descending").
 */
export function SortButtons({ active, onSort, label: given, layout = 'inline' }: Props) {
  const t = useT();
  const label = given ?? t('list.sortBy');
  return (
    <div role="group" aria-label={label} className={cx(styles.sort, layout === 'stacked' && styles.stacked)}>
      <span className={styles.sortLabel} aria-hidden="true">
        {label}:
      </span>
      {SORT_FIELDS.map((field) => {
        const isActive = active?.by === field;
        return (
          <Button
            key={field}
            size="sm"
            variant={isActive ? 'solid' : 'outline'}
            aria-pressed={isActive}
            aria-label={isActive ? `${t(SORT_LABELS[field])}, ${t(orderWords[active.order])}` : t(SORT_LABELS[field])}
            data-sort={field}
            data-order={isActive ? active.order : undefined}
            onClick={() => onSort(field)}
          >
            {t(SORT_LABELS[field])}
            {isActive && <span aria-hidden="true">{active.order === 'desc' ? '↓' : '↑'}</span>}
          </Button>
        );
      })}
    </div>
  );
}
