import { Link } from '../../i18n/links';
import ui from '../../ui/ui.module.css';
import { useT } from '../../i18n/context';
import styles from './category.module.css';

/** A listing page whose subject does not exist (a category, an author): what is missing, and where to go instead. */
export function MissingPage({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <div className={styles.state}>
      <h1 className={ui.heading2xl}>{title}</h1>
      <p className={ui.muted}>{text}</p>
      <div className={styles.stateLinks}>
        <Link to="/" className={ui.link}>
          {t('article.backHome')}
        </Link>
        <Link to="/search" className={ui.link}>
          {t('list.browse')}
        </Link>
      </div>
    </div>
  );
}
