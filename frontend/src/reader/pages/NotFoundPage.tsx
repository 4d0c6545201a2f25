import { Link } from '../../i18n/links';
import { useDocumentTitle } from '../../lib/use-document-title';
import ui from '../../ui/ui.module.css';
import { useT } from '../../i18n/context';
import styles from '../content/content.module.css';

/** The catch-all route. */
export default function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('page.notFound'));
  return (
    <div className={styles.state}>
      <h1 className={ui.heading3xl}>{t('page.notFound')}</h1>
      <p className={ui.muted}>{t('page.notFoundText')}</p>
      <Link to="/" className={ui.link}>
        {t('article.backHome')}
      </Link>
    </div>
  );
}
