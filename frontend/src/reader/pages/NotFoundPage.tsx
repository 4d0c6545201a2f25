import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import ui from '../../ui/ui.module.css';
import styles from '../content/content.module.css';

/** The catch-all route. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={styles.state}>
      <h1 className={ui.heading3xl}>Page not found</h1>
      <p className={ui.muted}>The page you're looking for doesn't exist or has moved.</p>
      <Link to="/" className={ui.link}>
        Back to Home
      </Link>
    </div>
  );
}
