import { Link } from '../../i18n/links';
import styles from './content.module.css';

/** A tag of a content page's message (i18n/rich.tsx) made a link to a page of the site, in the page's language. */
export const pageLink = (to: string) => (text: string) => (
  <Link to={to} className={styles.link}>
    {text}
  </Link>
);

/** A tag of a content page's message made a link that writes to `address` (its words, the address, as written). */
export const mailLink = (address: string) => (text: string) => (
  <a href={`mailto:${address}`} className={styles.link}>
    {text}
  </a>
);
