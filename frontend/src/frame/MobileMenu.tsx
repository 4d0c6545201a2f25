import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav';
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
  // Picking any link closes the menu.
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <div ref={ref} id="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu" className={styles.menu} onClick={onClick}>
      <div className={styles.top}>
        <Logo />
        <Button variant="ghost" icon aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.body}>
        <form role="search" onSubmit={submit} className={styles.search}>
          <input
            type="search"
            aria-label="Search Bulletin"
            placeholder="Search Bulletin"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={ui.input}
          />
          <Button type="submit" icon aria-label="Submit search">
            <SearchIcon />
          </Button>
        </form>
        <nav aria-label="Mobile">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={styles.link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <WatchLive full />
        <div className={styles.weather}>
          <p className={styles.weatherTitle}>Your weather</p>
          <WeatherBlock state={weather} />
        </div>
      </div>
    </div>
  );
}
