import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../i18n/links';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { MenuIcon, SearchIcon } from '../ui/icons';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './nav';
import { SearchOverlay } from './SearchOverlay';
import { TopStrip } from './TopStrip';
import { useWeather } from '../lib/use-weather';
import { useT } from '../i18n/context';
import { WatchLive } from './WatchLive';
import styles from './SiteHeader.module.css';

/** Top strip, header (logo, Search, Watch Live, menu button) and the desktop navigation (docs/product.md#frame). */
export function SiteHeader() {
  const weather = useWeather();
  const t = useT();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation from anywhere closes both.
  useEffect(() => {
    setSearchOpen(false);
    setMenuOpen(false);
  }, [pathname]);

  return (
    <header>
      <TopStrip weather={weather} />
      <div className={styles.bar}>
        <div className={cx(ui.container, styles.barInner)}>
          <Link to="/" aria-label={t('frame.home')} className={styles.home}>
            <Logo />
          </Link>
          <div className={styles.actions}>
            <Button variant="outline" aria-haspopup="dialog" onClick={() => setSearchOpen(true)}>
              <SearchIcon size={18} />
              {t('frame.search')}
            </Button>
            <div className={styles.wide}>
              <WatchLive />
            </div>
            <Button
              variant="ghost"
              icon
              className={styles.narrow}
              aria-label={t('frame.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </Button>
          </div>
        </div>
      </div>
      <nav aria-label={t('frame.mainNav')} className={styles.nav}>
        <div className={ui.container}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                {/* `end`: highlighted only when the path equals the entry's path exactly */}
                <NavLink to={item.to} end className={styles.navLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {searchOpen ? <SearchOverlay onClose={() => setSearchOpen(false)} /> : null}
      {menuOpen ? <MobileMenu weather={weather} onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
