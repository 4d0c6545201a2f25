import type { ReactNode } from 'react';
import { Link } from '../../i18n/links';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { useT } from '../../i18n/context';
import { BEST_AUDIO, DISCOVER_LINKS } from './sidebar-content';
import styles from './home.module.css';

/** The home sidebar: Best Audio of the Week, Discover more, Newsletter Signup, an advertisement slot. */
export function HomeSidebar() {
  const t = useT();
  return (
    <aside aria-label={t('home.more')} className={styles.sidebar}>
      <SidebarBox id="audio-heading" title={t('home.bestAudio')}>
        <ol className={styles.audioList} data-testid="best-audio">
          {BEST_AUDIO.map((entry, index) => (
            <li key={entry.title} className={styles.audioItem}>
              <p className={styles.audioNumber} aria-hidden="true">
                {index + 1}
              </p>
              <div>
                <Link to="/audio" className={styles.audioTitle}>
                  {entry.title}
                </Link>
                <p className={cx(ui.textXs, ui.muted)}>
                  {entry.show} · {entry.duration}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </SidebarBox>

      <SidebarBox id="discover-heading" title={t('home.discover')}>
        <ul className={styles.discoverList} data-testid="discover-more">
          {DISCOVER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </SidebarBox>

      <SidebarBox id="newsletter-heading" title={t('home.newsletter')} tone="muted">
        <p className={cx(ui.textSm, styles.newsletterText)}>{t('home.newsletterText')}</p>
        <NewsletterSignup />
      </SidebarBox>

      <div data-testid="advertisement" className={styles.advert}>
        {t('home.advert')}
      </div>
    </aside>
  );
}

function SidebarBox({ id, title, tone, children }: { id: string; title: string; tone?: 'muted'; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cx(styles.box, tone === 'muted' && styles.boxMuted)}>
      <h2 id={id} className={cx(ui.headingMd, styles.boxTitle)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
