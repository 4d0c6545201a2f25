import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { useT } from '../../i18n/context';
import styles from './search.module.css';

type Props = { query: string; onSearch: (q: string) => void; onReset: () => void };

/** The search box with Search and Reset. The box follows the address's q (back/forward, chips). */
export function SearchForm({ query, onSearch, onReset }: Props) {
  const [draft, setDraft] = useState(query);
  const t = useT();
  useEffect(() => setDraft(query), [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" aria-label={t('list.articles')} onSubmit={submit} className={styles.form}>
      <input
        type="search"
        name="q"
        aria-label={t('search.box')}
        placeholder={t('search.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={200}
        className={cx(ui.input, ui.inputLg, styles.box)}
      />
      <div className={styles.buttons}>
        <Button type="submit" size="lg">
          {t('frame.search')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={() => {
            setDraft('');
            onReset();
          }}
        >
          {t('search.reset')}
        </Button>
      </div>
    </form>
  );
}
