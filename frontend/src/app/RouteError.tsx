import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { localePath } from '@bulletin/contract';
import { useFormMessage, useLocale, useT } from '../i18n/context';
import styles from './RouteError.module.css';

/** The router's generic error screen (titled 'Unexpected Application Error!', docs/product.md#routes). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const locale = useLocale();
  // An error's message reads in the page's language when the page's catalogs have it.
  const say = useFormMessage();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? say(error.message)
      : String(error);
  return (
    <div role="alert" className={styles.error}>
      <h1 className={cx(ui.heading2xl, styles.title)}>{t('error.unexpected')}</h1>
      <p className={cx(ui.muted, styles.detail)}>{detail}</p>
      <a href={localePath(locale, '/')} className={ui.link}>
        {t('article.backHome')}
      </a>
    </div>
  );
}
