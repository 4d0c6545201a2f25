import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@bulletin/contract';
import { useLocale, useT } from '../i18n/context';
import { articleKey } from '../lib/article-key';
import type { ArticleDetail } from '../lib/types';
import { CloseIcon } from '../ui/icons';
import { articleSlugOf, languageTarget, preferredLocale } from './language-switch';
import { chosenLocale, dismissOffer, offerDismissed, rememberChoice, takeUntranslated } from './language-memory';
import styles from './LanguageNotes.module.css';

type Note = { kind: 'untranslated' } | { kind: 'offer'; locale: Locale };

/**
 * One unobtrusive line at the foot of the window (docs/product.md#languages): that the story the reader switched
 * from is not available in this language, or an offer of the reader's language (the one they chose, else the first
 * of their browser's languages the site is written in, when that is not English) when the page is in another. Never a redirect. Shown after
 * hydration (the server renders for every reader alike) and fixed, so nothing on the page moves.
 */
export function LanguageNotes() {
  const locale = useLocale();
  const t = useT();
  const location = useLocation();
  const [note, setNote] = useState<Note | null>(null);
  const slug = articleSlugOf(location.pathname);
  const { data: article } = useSWR<ArticleDetail>(note?.kind === 'offer' && slug ? articleKey(slug) : null);

  useEffect(() => {
    if (takeUntranslated()) {
      setNote({ kind: 'untranslated' });
      return;
    }
    const browser = preferredLocale(navigator.languages ?? [navigator.language]);
    // English, the default, is offered only to a reader who chose it; a browser's wish is one of the eight.
    const wanted = chosenLocale() ?? (browser === DEFAULT_LOCALE ? null : browser);
    if (wanted && wanted !== locale && !offerDismissed()) setNote({ kind: 'offer', locale: wanted });
  }, [locale]);

  if (!note) return null;
  const close = () => {
    if (note.kind === 'offer') dismissOffer();
    setNote(null);
  };

  return (
    <div className={styles.note} role="status" data-testid="language-note">
      {note.kind === 'untranslated' ? (
        <p>{t('frame.notTranslated', { language: LOCALE_INFO[locale].nativeName })}</p>
      ) : (
        <p>
          <a
            href={languageTarget(note.locale, location, article).href}
            onClick={() => rememberChoice(note.locale)}
            className={styles.link}
          >
            {t('frame.offer', { language: LOCALE_INFO[note.locale].nativeName })}
          </a>
        </p>
      )}
      <button type="button" className={styles.close} aria-label={t('frame.close')} onClick={close}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
