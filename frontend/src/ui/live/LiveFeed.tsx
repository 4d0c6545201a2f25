import type { ReactNode, Ref } from 'react';
import type { LiveEntry } from '@bulletin/contract';
import { Button } from '../Button';
import { cx } from '../cx';
import ui from '../ui.module.css';
import { LiveEntryCard } from './LiveEntryCard';
import type { LiveViewState } from '../../lib/live/use-live-view';
import styles from './live.module.css';
import { useFormMessage, useT } from '../../i18n/context';
import { useCounted } from '../../lib/use-local-formats';

/**
 * The entries of a live story, newest first: the "N new updates" button while new ones wait, the pinned entry,
 * the list, and "Show older updates". `tools` adds the newsroom's buttons under each entry.
 */
export function LiveFeed({ state, now, tools }: { state: LiveViewState; now: Date; tools?: (entry: LiveEntry) => ReactNode }) {
  const { view, listRef, stream, revealPending, loadOlder, loadingOlder, olderError } = state;
  const running = view.story.status === 'running';
  const t = useT();
  // A failure's message reads in the page's language when the page's catalogs have it.
  const say = useFormMessage();
  const counted = useCounted();
  return (
    <div className={styles.feed}>
      <div className={styles.newUpdates} role="status" aria-live="polite">
        {view.pending.length > 0 && (
          <Button size="sm" className={styles.newUpdatesButton} onClick={revealPending}>
            {counted('live.newUpdates', view.pending.length, 'plain')}
          </Button>
        )}
      </div>
      {running && stream === 'reconnecting' && (
        <p className={cx(ui.textSm, ui.muted)} role="status">
          {t('live.reconnecting')}
        </p>
      )}
      {view.pinned && (
        <section aria-label={t('live.pinned')} className={styles.pinned} data-testid="live-pinned">
          <LiveEntryCard entry={view.pinned} now={now}>
            {tools?.(view.pinned)}
          </LiveEntryCard>
        </section>
      )}
      <h2 className={cx(ui.headingLg, styles.latest)} ref={listRef as Ref<HTMLHeadingElement>}>
        {t('live.latestUpdates')}
      </h2>
      {view.entries.length === 0 ? (
        <p className={ui.muted} data-testid="live-empty">
          {running ? t('live.noUpdatesRunning') : t('live.noUpdatesEnded')}
        </p>
      ) : (
        <ol className={styles.entries} data-testid="live-entries">
          {view.entries.map((entry) => (
            <li key={entry._id}>
              <LiveEntryCard entry={entry} now={now}>
                {tools?.(entry)}
              </LiveEntryCard>
            </li>
          ))}
        </ol>
      )}
      {olderError && (
        <p className={styles.olderError} role="alert">
          {say(olderError.message)}
        </p>
      )}
      {view.page < view.pages && (
        <Button variant="outline" className={styles.older} loading={loadingOlder} onClick={() => void loadOlder()}>
          {t('live.older')}
        </Button>
      )}
    </div>
  );
}
