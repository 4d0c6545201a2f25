import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import styles from './RouteError.module.css';

/** The router's generic error screen (titled 'Unexpected Application Error!', docs/product.md#routes). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className={styles.error}>
      <h1 className={cx(ui.heading2xl, styles.title)}>Unexpected Application Error!</h1>
      <p className={cx(ui.muted, styles.detail)}>{detail}</p>
      <a href="/" className={ui.link}>
        Back to Home
      </a>
    </div>
  );
}
