import { Navigate } from 'react-router-dom';
import { useReaderPath } from '../../i18n/links';
import useSWR from 'swr';
import type { LiveStorySummary } from '@bulletin/contract';
import type { ApiKeys, PageRedirect } from '../../lib/route-module';
import type { ArticlePage } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import ui from '../../ui/ui.module.css';
import { ArticleCard } from '../cards/ArticleCard';
import listing from '../listing/listing.module.css';
import styles from '../live/live-pages.module.css';
import { useT } from '../../i18n/context';
import { LIVE_MESSAGES } from '../../ui/live/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';

/** The newest running story, for Watch Live. */
const NEWEST_LIVE_KEY = '/live?limit=1';
/** The latest breaking articles, shown when nothing is live. */
const LIVE_BREAKING_KEY = '/articles?breaking=true&sort=date&limit=6';

export const apiKeys: ApiKeys = () => [NEWEST_LIVE_KEY, LIVE_BREAKING_KEY];

/** The newest running story's page, if there is one (the server answers 302 to it; the browser navigates). */
export const redirect: PageRedirect = (data) => {
  const newest = (data[NEWEST_LIVE_KEY] as LiveStorySummary[] | undefined)?.[0];
  return newest ? `/live/${encodeURIComponent(newest.slug)}` : null;
};

/** Live coverage's messages: the server entry loads them before rendering; the browser before hydrating. */
export const messages = LIVE_MESSAGES;
export const ready = preloadArea(LIVE_MESSAGES);

/** /live — Watch Live: the newest running live story, or 'No live coverage right now' with the latest breaking news. */
export default function LiveIndexPage() {
  return useAreaMessages(LIVE_MESSAGES) ? <LiveIndex /> : null;
}

function LiveIndex() {
  const live = useSWR<LiveStorySummary[], Error>(NEWEST_LIVE_KEY);
  const breaking = useSWR<ArticlePage, Error>(LIVE_BREAKING_KEY);
  const target = live.data ? redirect({ [NEWEST_LIVE_KEY]: live.data }) : null;
  const t = useT();
  useDocumentTitle(target ? t('live.title') : live.data ? t('live.none') : t('live.title'));

  const readerPath = useReaderPath();
  if (target) return <Navigate to={readerPath(target)} replace />;
  if (live.error) return <Failed title={t('live.error')} error={live.error} onRetry={() => void live.mutate()} />;
  if (!live.data) return <Loading label={t('live.looking')} />;

  return (
    <div className={styles.index}>
      <div className={styles.intro}>
        <h1 className={ui.heading3xl}>{t('live.none')}</h1>
        <p className={ui.muted}>{t('live.noneText')}</p>
      </div>
      <section aria-labelledby="live-breaking-heading" className={styles.breaking}>
        <h2 id="live-breaking-heading" className={ui.headingXl}>
          {t('live.latestBreaking')}
        </h2>
        {breaking.error ? (
          <Failed title={t('list.errorArticles')} error={breaking.error} onRetry={() => void breaking.mutate()} />
        ) : !breaking.data ? (
          <Loading label={t('list.loadingArticles')} />
        ) : breaking.data.articles.length === 0 ? (
          <p className={ui.muted}>{t('live.noBreaking')}</p>
        ) : (
          <ul className={listing.grid} aria-label={t('home.breaking')}>
            {breaking.data.articles.map((article, index) => (
              <li key={article._id}>
                <ArticleCard article={article} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.indexLoading} role="status">
      <Spinner size="2rem" className={styles.spinner} />
      <p className={ui.muted}>{label}</p>
    </div>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={styles.failed}>
      <h2 className={ui.headingLg}>{title}</h2>
      <p className={ui.muted}>{error.message}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('article.tryAgain')}
      </Button>
    </div>
  );
}
