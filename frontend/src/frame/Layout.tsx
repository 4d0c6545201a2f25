import '../styles/base.css';
import { Outlet } from 'react-router-dom';
import { hydrateLater } from '../ssr/hydrate-later';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { useT } from '../i18n/context';
import { LanguageNotes } from './LanguageNotes';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './Layout.module.css';

/** Below the fold on every page: hydrated after the header and the screen (ssr/hydrate-later.tsx). */
const Footer = hydrateLater(SiteFooter);

/** The shared page frame (docs/product.md#frame): skip link, header with navigation, the screen in <main>, footer. */
export function Layout() {
  const t = useT();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t('frame.skip')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={cx(ui.container, styles.content)}>
          <Outlet />
        </div>
      </main>
      <Footer />
      <LanguageNotes />
    </div>
  );
}
