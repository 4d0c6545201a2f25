import type { LiveEntry } from '@bulletin/contract';
import { isoDate } from '../../lib/time';
import { useLocalFormats } from '../../lib/use-local-formats';
import { cx } from '../cx';
import ui from '../ui.module.css';
import { liveAgo } from '../../lib/live/use-now';
import { textOf } from '../../lib/format';
import styles from './live.module.css';
import { useT } from '../../i18n/context';

const SUMMARY_LENGTH = 140;

/** The key events' first words, cut at a word. */
export function summaryOf(entry: Pick<LiveEntry, 'content'>): string {
  const text = textOf(entry.content);
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The story so far: its key events, newest first, each a link to the entry on the page. */
export function KeyEvents({ entries, now }: { entries: LiveEntry[]; now: Date }) {
  const t = useT();
  const { timeAgo, longDate } = useLocalFormats();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="key-events-heading" className={styles.keyEvents}>
      <h2 id="key-events-heading" className={cx(ui.headingMd, styles.keyEventsTitle)}>
        {t('live.keyEvents')}
      </h2>
      <ol className={styles.keyEventList} data-testid="key-events">
        {entries.map((entry) => (
          <li key={entry._id}>
            <time className={styles.time} dateTime={isoDate(entry.createdAt)} title={longDate(entry.createdAt)} suppressHydrationWarning>
              {liveAgo(entry.createdAt, now, timeAgo)}
            </time>
            <a href={`#entry-${entry._id}`} className={styles.keyEventLink}>
              {summaryOf(entry)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
