import { Link } from '../i18n/links';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { FOOTER_LEGAL, FOOTER_QUICK_LINKS, FOOTER_SERVICES, type NavItem } from './nav';
import { useT } from '../i18n/context';
import styles from './SiteFooter.module.css';

/**
 * The footer (docs/product.md#frame): brand text, Quick Links, Services, the legal row, © 2025, the external-sites
 * note.
 */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={cx(ui.container, styles.inner)}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brand}>Bulletin</p>
            <p>{t('footer.about')}</p>
          </div>
          <FooterLinks id="footer-quick-links" title={t('footer.quickLinks')} items={FOOTER_QUICK_LINKS} />
          <FooterLinks id="footer-services" title={t('footer.services')} items={FOOTER_SERVICES} />
        </div>
        <nav aria-label={t('footer.legal')} className={styles.legal}>
          <ul className={styles.legalList}>
            {FOOTER_LEGAL.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.notes}>
          <p className={styles.small}>{t('footer.rights')}</p>
          <p className={cx(styles.small, styles.note)}>{t('footer.external')}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, items }: { id: string; title: string; items: readonly NavItem[] }) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
