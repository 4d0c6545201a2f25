import { Link } from '../../i18n/links';
import useSWR from 'swr';
import type { LiveStoryPage } from '@bulletin/contract';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import { isoDate } from '../../lib/time';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { cx } from '../../ui/cx';
import ui from '../../ui/ui.module.css';
import content from '../content/content.module.css';
import { KeyEvents } from '../../ui/live/KeyEvents';
import { LiveBadge } from '../../ui/live/LiveBadge';
import { LiveFeed } from '../../ui/live/LiveFeed';
import { liveKey } from '../../lib/live/live-keys';
import { useLiveView } from '../../lib/live/use-live-view';
import { liveAgo, useNow } from '../../lib/live/use-now';
import styles from '../live/live-pages.module.css';
import { useT } from '../../i18n/context';
import { useCounted, useLocalFormats } from '../../lib/use-local-formats';
import { LIVE_MESSAGES } from '../../ui/live/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';

export const apiKeys: ApiKeys = (params) => (params.slug ? [liveKey(params.slug)] : []);

/** Live coverage's messages: the server entry loads them before rendering; the browser before hydrating. */
export const messages = LIVE_MESSAGES;
export const ready = preloadArea(LIVE_MESSAGES);

/** /live/:slug — a live story: its title, LIVE while it runs, key events, and entries arriving as they are posted. */
export default function LivePage() {
  return useAreaMessages(LIVE_MESSAGES) ? <Live /> : null;
}

function Live() {
  const slug = usePageParams().slug ?? '';
  const { data, error, mutate } = useSWR<LiveStoryPage, Error>(slug ? liveKey(slug) : null);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const t = useT();
  useDocumentTitle(data?.title ?? (notFound ? t('live.notFound') : error ? t('article.errorTitle') : t('article.loadingTitle')));

  if (data) return <LiveStory key={data._id} page={data} />;
  if (notFound || !slug) {
    return (
      <div className={content.state}>
        <h1 className={ui.heading3xl}>{t('live.notFound')}</h1>
        <p className={ui.muted}>{t('live.notFoundText')}</p>
        <Link to="/live" className={ui.link}>
          {t('frame.watchLive')}
        </Link>
      </div>
    );
  }
  if (error) {
    return (
      <div className={content.state} role="alert">
        <h1 className={ui.heading2xl}>{t('live.error')}</h1>
        <p className={ui.muted}>{error.message}</p>
        <Button variant="outline" onClick={() => void mutate()}>
          {t('article.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner size="2.5rem" className={styles.spinner} />
      <span className={ui.srOnly}>{t('live.loading')}</span>
    </div>
  );
}

function LiveStory({ page }: { page: LiveStoryPage }) {
  const state = useLiveView(page);
  const now = useNow();
  const { story, keyEvents } = state.view;
  const running = story.status === 'running';
  const since = running ? story.startedAt : story.endedAt;
  const t = useT();
  const counted = useCounted();
  const { timeAgo, longDate } = useLocalFormats();
  return (
    <div className={styles.story}>
      <header className={styles.header}>
        <div className={styles.marks}>
          <LiveBadge running={running} />
          {story.category && (
            <Link to={`/category/${encodeURIComponent(story.category.slug)}`} className={cx(ui.link, ui.textSm, styles.link)}>
              {story.category.name}
            </Link>
          )}
        </div>
        <h1 className={styles.title}>{story.title}</h1>
        <p className={cx(ui.muted, ui.textSm)}>
          {t(running ? 'live.started' : 'live.ended')}{' '}
          <time dateTime={isoDate(since)} title={longDate(since)} suppressHydrationWarning>
            {liveAgo(since, now, timeAgo)}
          </time>
          {` · ${counted('live.updates', story.entryCount, 'plain')}`}
        </p>
        {!running && (
          <p data-testid="live-ended" className={styles.ended}>
            {t('live.hasEnded')}
          </p>
        )}
        {story.article && (
          <p>
            {t('live.fullStory')}{' '}
            <Link to={`/article/${encodeURIComponent(story.article.slug)}`} className={cx(ui.link, styles.link, styles.underlined)}>
              {story.article.title}
            </Link>
          </p>
        )}
      </header>
      <KeyEvents entries={keyEvents} now={now} />
      <LiveFeed state={state} now={now} />
    </div>
  );
}
