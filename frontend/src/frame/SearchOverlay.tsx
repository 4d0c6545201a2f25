import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { useT } from '../i18n/context';
import { useSearchPanel } from './use-search-panel';
import styles from './SearchOverlay.module.css';

/**
 * The full-screen 'Search' overlay (docs/product.md#frame). Focus stays inside while open, Escape or Close closes it
 * and focus returns to the Search button; submitting goes to /search?q=… and closes it.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { ref, text, setText, submit } = useSearchPanel(onClose);
  const t = useT();

  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-labelledby="search-overlay-title" className={styles.overlay}>
      <div className={cx(ui.container, styles.inner)}>
        <div className={styles.top}>
          <h2 id="search-overlay-title" className={ui.heading2xl}>
            {t('frame.search')}
          </h2>
          <Button variant="outline" tone="onDark" onClick={onClose}>
            <CloseIcon size={18} />
            {t('frame.close')}
          </Button>
        </div>
        <form role="search" onSubmit={submit} className={styles.search}>
          <input
            data-autofocus
            type="search"
            aria-label={t('frame.search')}
            placeholder={t('frame.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={cx(ui.input, ui.inputLg, styles.field)}
          />
          <Button type="submit" size="lg" icon aria-label={t('frame.submitSearch')}>
            <SearchIcon />
          </Button>
        </form>
      </div>
    </div>
  );
}
