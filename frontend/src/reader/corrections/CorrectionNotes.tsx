import type { Correction } from '@bulletin/contract';
import { useLocale, useT } from '../../i18n/context';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { isoDate } from '../../lib/time';
import { correctionDay } from './day';
import { CORRECTIONS_MESSAGES } from './messages';
import styles from './corrections.module.css';

/**
 * An article's corrections under its headline, oldest first: 'Correction, 25 November 2026: …' in the page's
 * language (docs/product.md#corrections). The text is shown as written (plain text, never HTML). Rendered only
 * for an article that has corrections.
 */
export function CorrectionNotes({ corrections }: { corrections: readonly Correction[] }) {
  return useAreaMessages(CORRECTIONS_MESSAGES) ? <Notes corrections={corrections} /> : null;
}

function Notes({ corrections }: { corrections: readonly Correction[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className={styles.notes} aria-label={t('corrections.title')} data-testid="article-corrections">
      {corrections.map((c) => (
        <p key={c._id}>
          {/* The day in the reader's own time zone once in the browser (the server's may be a day off). */}
          <time className={styles.label} dateTime={isoDate(c.at)} suppressHydrationWarning>
            {t('corrections.label', { date: correctionDay(locale, c.at) })}
          </time>{' '}
          {c.text}
        </p>
      ))}
    </section>
  );
}
