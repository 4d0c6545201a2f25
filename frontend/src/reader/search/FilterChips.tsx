import { CloseIcon } from '../../ui/icons';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import type { SearchState } from './search-query';
import { useT } from '../../i18n/context';
import styles from './search.module.css';

type Props = {
  state: SearchState;
  /** The selected category's name (its slug until the list has loaded). */
  categoryName: string;
  /** The selected author's name (from the results; 'this author' until they have loaded, or when there are none). */
  authorName: string;
  onChange: (change: Partial<SearchState>) => void;
};

/** The active filters as removable chips: Query, Category, Author, Breaking News, Featured. */
export function FilterChips({ state, categoryName, authorName, onChange }: Props) {
  const t = useT();
  const chips: { label: string; remove: Partial<SearchState> }[] = [];
  if (state.q) chips.push({ label: t('search.chipQuery', { q: state.q }), remove: { q: '' } });
  if (state.category) chips.push({ label: t('search.chipCategory', { name: categoryName }), remove: { category: '' } });
  if (state.author) chips.push({ label: t('search.chipAuthor', { name: authorName }), remove: { author: '' } });
  if (state.breaking) chips.push({ label: t('search.breaking'), remove: { breaking: false } });
  if (state.featured) chips.push({ label: t('search.featured'), remove: { featured: false } });
  if (chips.length === 0) return null;

  return (
    <div aria-label={t('search.activeFilters')} role="group" className={styles.chips}>
      <span className={cx(ui.textSm, ui.muted)}>{t('search.activeFiltersLabel')}</span>
      {chips.map((chip) => (
        <span key={chip.label} className={styles.chip} data-testid="filter-chip">
          <span className={styles.chipLabel}>{chip.label}</span>
          <button type="button" className={styles.chipClose} aria-label={t('search.removeFilter', { label: chip.label })} onClick={() => onChange(chip.remove)}>
            <CloseIcon size={14} />
          </button>
        </span>
      ))}
    </div>
  );
}
