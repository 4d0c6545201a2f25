import { useEffect, useRef } from 'react';
import { Link } from '../../i18n/links';
import useSWR from 'swr';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import type { ArticleDetail } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../session';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import ui from '../../ui/ui.module.css';
import { articleKey } from '../article/article-key';
import { ArticleView } from '../article/ArticleView';
import { useCountView } from '../article/use-count-view';
import { useT } from '../../i18n/context';
import styles from '../article/ArticleView.module.css';
import { preloadArea } from '../../i18n/area';
import { CORRECTIONS_MESSAGES } from '../corrections/messages';

/** The corrections' words (docs/product.md#corrections): loaded with the page, so a correction renders on the server and hydrates at once. */
export const messages = CORRECTIONS_MESSAGES;
export const ready = preloadArea(CORRECTIONS_MESSAGES);

export const apiKeys: ApiKeys = (params) => (params.slug ? [articleKey(params.slug)] : []);

/** /article/:slug — spinner, then the article, 'Article Not Found', or the loading error. */
export default function ArticlePage() {
  const slug = usePageParams().slug ?? '';
  const key = articleKey(slug);
  const { data, error, isLoading, mutate } = useSWR<ArticleDetail, Error>(slug ? key : null);
  const { user } = useSession();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const t = useT();
  useDocumentTitle(data?.title ?? (notFound ? t('article.notFound') : error ? t('article.errorTitle') : t('article.loadingTitle')));

  // Whether the reader likes it depends on who is signed in: ask again when that changes.
  const userId = user?._id;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (userId === seenUser.current) return;
    seenUser.current = userId;
    void mutate();
  }, [userId, mutate]);

  useCountView(data?._id, (views) => {
    // The first answer may still be the server's (SWR fallback, not yet in the cache): count on it too.
    void mutate((current) => (current ?? data) && { ...(current ?? data)!, views }, { revalidate: false });
  });

  if (data) return <ArticleView article={data} cacheKey={key} />;

  if (notFound || !slug) {
    return (
      <div className={styles.state}>
        <h1 className={ui.heading3xl}>{t('article.notFound')}</h1>
        <p className={ui.muted}>{t('article.notFoundText')}</p>
        <Link to="/" className={ui.link}>
          {t('article.backHome')}
        </Link>
      </div>
    );
  }

  if (error) {
    return (
      <div className={styles.state} role="alert">
        <h1 className={ui.heading2xl}>{t('article.error')}</h1>
        <p className={ui.muted}>{error.message}</p>
        <Button variant="outline" onClick={() => void mutate()}>
          {t('article.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {isLoading || !data ? <Spinner size="2.5rem" /> : null}
      <p className={ui.srOnly}>{t('article.loading')}</p>
    </div>
  );
}
