import type { Correction } from '@bulletin/contract';
import { useLocale, useT } from '../../i18n/context';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { correctionDay } from './day';
import { CORRECTIONS_MESSAGES } from './messages';

/**
 * An article's corrections under its headline, oldest first: 'Correction, 25 November 2026: …' in the page's
 * language (docs/product.md#corrections). The text is shown as written (plain text, never HTML). Rendered only
 * for an article that has corrections.
 */
/**
 * The box's look, inline: every reader style sheet is one chunk every page loads (vite.config.ts), the home page
 * too, and these few rules are the article page's own.
 */
const BOX = { display: 'flex', flexDirection: 'column', gap: '0.5rem', padding: '0.75rem 1rem', borderInlineStart: '4px solid var(--border)' } as const;
const LABEL = { fontWeight: 600 } as const;

export function CorrectionNotes({ corrections }: { corrections: readonly Correction[] }) {
  return useAreaMessages(CORRECTIONS_MESSAGES) ? <Notes corrections={corrections} /> : null;
}

function Notes({ corrections }: { corrections: readonly Correction[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section style={BOX} aria-label={t('corrections.title')} data-testid="article-corrections">
      {corrections.map((c) => (
        <p key={c._id}>
          {/* The day in the reader's own time zone once in the browser (the server's may be a day off). */}
          <time style={LABEL} dateTime={c.at} suppressHydrationWarning>
            {t('corrections.label', { date: correctionDay(locale, c.at) })}
          </time>{' '}
          {c.text}
        </p>
      ))}
    </section>
  );
}
