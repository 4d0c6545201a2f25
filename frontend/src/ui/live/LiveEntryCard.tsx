import type { ReactNode } from 'react';
import { displayName, type LiveEntry } from '@bulletin/contract';
import { isoDate } from '../../lib/time';
import { useLocalFormats } from '../../lib/use-local-formats';
import { cx } from '../cx';
import ui from '../ui.module.css';
import { liveAgo } from '../../lib/live/use-now';
import { ArticleProse } from '../ArticleProse';
import { Picture } from '../Picture';
import styles from './live.module.css';
import { useT } from '../../i18n/context';

/**
 * One entry of a live story as readers see it (also on the newsroom's live desk, with its tools as `children`):
 * its time ("2 minutes ago"), key-event and pinned marks, the text, the image and the byline.
 */
export function LiveEntryCard({ entry, now, children }: { entry: LiveEntry; now: Date; children?: ReactNode }) {
  const author = displayName(entry.author);
  const t = useT();
  const { timeAgo, longDate } = useLocalFormats();
  return (
    <article id={`entry-${entry._id}`} data-testid="live-entry" data-entry-id={entry._id} className={cx(styles.entry, entry.keyEvent && styles.key)}>
      <div className={styles.marks}>
        <time className={styles.time} dateTime={isoDate(entry.createdAt)} title={longDate(entry.createdAt)} suppressHydrationWarning>
          {liveAgo(entry.createdAt, now, timeAgo)}
        </time>
        {entry.keyEvent && <span className={cx(ui.badge, ui.breaking)}>{t('live.keyEvent')}</span>}
        {entry.pinned && <span className={cx(ui.badge, styles.pinnedBadge)}>{t('live.pinned')}</span>}
      </div>
      <ArticleProse html={entry.content} />
      {entry.image && (
        // Its width and height attributes reserve the space (no layout shift).
        <Picture
          className={styles.image}
          src={entry.image}
          meta={entry.imageMeta}
          sizes="(min-width: 62em) 720px, 100vw"
          alt=""
          width={entry.imageMeta?.width ?? 1200}
          height={entry.imageMeta?.height ?? 800}
          loading="lazy"
          decoding="async"
        />
      )}
      {author && <p className={styles.byline}>{t('live.by', { name: author })}</p>}
      {children}
    </article>
  );
}
