import { Link } from 'react-router-dom';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { FOOTER_LEGAL, FOOTER_QUICK_LINKS, FOOTER_SERVICES, type NavItem } from './nav';
import styles from './SiteFooter.module.css';

/**
 * The footer (docs/product.md#frame): brand text, Quick Links, Services, the legal row, © 2025, the external-sites
 * note.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={cx(ui.container, styles.inner)}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brand}>Bulletin</p>
            <p>
              Bulletin offers trusted news from around the world: reporting, analysis and stories that matter, written and
              checked by our newsroom.
            </p>
          </div>
          <FooterLinks title="Quick Links" items={FOOTER_QUICK_LINKS} />
          <FooterLinks title="Services" items={FOOTER_SERVICES} />
        </div>
        <nav aria-label="Legal" className={styles.legal}>
          <ul className={styles.legalList}>
            {FOOTER_LEGAL.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.notes}>
          <p className={styles.small}>&copy; 2025 Bulletin. All rights reserved.</p>
          <p className={cx(styles.small, styles.note)}>Bulletin is not responsible for the content of external sites.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
