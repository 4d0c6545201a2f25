import type { MouseEvent } from 'react';
import { NavLink } from '../i18n/links';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav';
import { useT } from '../i18n/context';
import { useSearchPanel } from './use-search-panel';
import { WatchLive } from './WatchLive';
import { WeatherBlock } from '../ui/WeatherBlock';
import type { WeatherState } from '../lib/weather';
import styles from './MobileMenu.module.css';

/**
 * The mobile menu (docs/product.md#frame): its own search field, the navigation list, Watch Live and the weather block.
 * The page does not scroll while it is open; a link, the X or Escape closes it.
 */
export function MobileMenu({ weather, onClose }: { weather: WeatherState; onClose: () => void }) {
  const { ref, text, setText, submit } = useSearchPanel(onClose);
  const t = useT();
  // Picking any link closes the menu.
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <div ref={ref} id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('frame.menu')} className={styles.menu} onClick={onClick}>
      <div className={styles.top}>
        <Logo />
        <Button variant="ghost" icon aria-label={t('frame.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.body}>
        <form role="search" onSubmit={submit} className={styles.search}>
          <input
            type="search"
            aria-label={t('frame.searchBulletin')}
            placeholder={t('frame.searchBulletin')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={ui.input}
          />
          <Button type="submit" icon aria-label={t('frame.submitSearch')}>
            <SearchIcon />
          </Button>
        </form>
        <nav aria-label={t('frame.mobileNav')}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={styles.link}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <WatchLive full />
        <div className={styles.weather}>
          <p className={styles.weatherTitle}>{t('frame.yourWeather')}</p>
          <WeatherBlock state={weather} />
        </div>
      </div>
    </div>
  );
}
