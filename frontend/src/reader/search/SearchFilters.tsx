import { useId } from 'react';
import { ChevronDownIcon } from '../../ui/icons';
import type { Category } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { nextSort } from '../listing/list-query';
import { SortButtons } from '../listing/SortButtons';
import { activeSort, type SearchState } from './search-query';
import { useT } from '../../i18n/context';
import styles from './search.module.css';

type Props = {
  state: SearchState;
  categories: Category[] | undefined;
  onChange: (change: Partial<SearchState>) => void;
};

/** The sidebar: Category select, Breaking News and Featured Articles checkboxes, sort buttons. */
export function SearchFilters({ state, categories, onChange }: Props) {
  const sort = activeSort(state);
  const id = useId();
  const t = useT();
  // A category in the address that is not in the list (yet) still shows as selected.
  const known = categories?.some((category) => category.slug === state.category);

  return (
    <aside aria-labelledby="filters-heading" className={styles.filters}>
      <h2 id="filters-heading" className={cx(ui.headingMd, styles.filtersTitle)}>
        {t('search.filters')}
      </h2>
      <div className={styles.filterList}>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`} className={styles.label}>
            {t('search.category')}
          </label>
          <span className={styles.select}>
            <select
              id={`${id}-category`}
              value={state.category}
              onChange={(event) => onChange({ category: event.target.value })}
              className={ui.input}
            >
              <option value="">{t('search.allCategories')}</option>
              {state.category && !known && <option value={state.category}>{state.category}</option>}
              {categories?.map((category) => (
                <option key={category._id} value={category.slug}>
                  {category.parentCategory ? `${category.parentCategory.name} › ${category.name}` : category.name}
                </option>
              ))}
            </select>
            <ChevronDownIcon size={16} className={styles.chevron} />
          </span>
        </div>

        <div className={styles.checks}>
          <label className={styles.check}>
            <input type="checkbox" checked={state.breaking} onChange={(event) => onChange({ breaking: event.target.checked })} />
            {t('search.breaking')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={state.featured} onChange={(event) => onChange({ featured: event.target.checked })} />
            {t('search.featuredArticles')}
          </label>
        </div>

        <div>
          <SortButtons layout="stacked" active={sort} onSort={(field) => onChange({ sort: nextSort(sort, field) })} />
          {!sort && <p className={cx(ui.textXs, ui.muted, styles.relevance)}>{t('search.relevance')}</p>}
        </div>
      </div>
    </aside>
  );
}
