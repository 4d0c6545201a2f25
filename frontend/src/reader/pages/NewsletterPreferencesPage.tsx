import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGES, MESSAGES, type NewsletterChoices, type NewsletterPreferences } from '@bulletin/contract';
import { preloadArea } from '../../i18n/area';
import { useFormMessage, useT } from '../../i18n/context';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import ui from '../../ui/ui.module.css';
import { ContentPage } from '../content/ContentPage';
import { NEWSLETTER_MESSAGES } from '../newsletter/messages';

export const messages = NEWSLETTER_MESSAGES;
export const ready = preloadArea(NEWSLETTER_MESSAGES);

/** The page's own few rules, inline (see CorrectionsPage). */
const FORM = { display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'flex-start' } as const;
const CHOICE = { display: 'flex', gap: '0.5rem', alignItems: 'center' } as const;
const FIELD = { display: 'flex', flexDirection: 'column', gap: '0.25rem' } as const;

type State =
  | { step: 'loading' }
  | { step: 'invalid'; message: string }
  | { step: 'failed' }
  | { step: 'ready'; saved: NewsletterPreferences; choices: NewsletterChoices };

/**
 * `/newsletter/preferences?token=…`, the link in the footer of every alert and digest (docs/product.md#newsletter):
 * the subscriber's digest, alerts and language, saved with one PUT; an unsubscribed address subscribes again here.
 * The token is read in the browser only (the server renders the loading state), so the page's HTML is the same for
 * every token and shows no subscriber's address to a cache.
 */
export default function NewsletterPreferencesPage() {
  return useAreaMessages(NEWSLETTER_MESSAGES) ? <Preferences /> : null;
}

function Preferences() {
  const t = useT();
  const formMessage = useFormMessage();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = useId();

  useEffect(() => {
    if (!token) {
      setState({ step: 'invalid', message: MESSAGES.preferencesLinkInvalid });
      return;
    }
    let current = true;
    setState({ step: 'loading' });
    api.get<NewsletterPreferences>('/newsletter/preferences', { query: { token }, redirectOn401: false }).then(
      (saved) => current && setState({ step: 'ready', saved, choices: choicesOf(saved) }),
      (error: unknown) => {
        if (!current) return;
        setState(error instanceof ApiError && error.status === 400 ? { step: 'invalid', message: error.message } : { step: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (state.step === 'invalid') {
    return (
      <ContentPage title={t('newsletterPrefs.invalid')} intro={formMessage(state.message)}>
        {null}
      </ContentPage>
    );
  }
  if (state.step === 'failed') {
    return (
      <ContentPage title={t('newsletterPrefs.title')} intro={t('newsletterPrefs.error')}>
        <div role="alert">
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('article.tryAgain')}
          </Button>
        </div>
      </ContentPage>
    );
  }
  if (state.step === 'loading') {
    return (
      <ContentPage title={t('newsletterPrefs.title')} intro={t('newsletterPrefs.loading')}>
        <div role="status">
          <Spinner size="2rem" />
        </div>
      </ContentPage>
    );
  }

  const { saved, choices } = state;
  const choose = (change: Partial<NewsletterChoices>) => setState({ ...state, choices: { ...choices, ...change } });

  const save = async (resubscribe: boolean) => {
    const { validateChoices } = await import('../newsletter/choices-validation');
    const parsed = validateChoices(choices);
    if (!parsed.success) {
      notify.error(formMessage(parsed.error.issues[0]?.message ?? t('newsletterPrefs.saveFailed')));
      return;
    }
    setBusy(true);
    try {
      const body = { token, ...parsed.data, ...(resubscribe ? { resubscribe: true } : {}) };
      const next = await api.put<NewsletterPreferences>('/newsletter/preferences', body, { redirectOn401: false });
      setState({ step: 'ready', saved: next, choices: choicesOf(next) });
      notify.success(t(resubscribe ? 'newsletterPrefs.subscribedAgain' : 'newsletterPrefs.saved'));
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? formMessage(error.message) : t('newsletterPrefs.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <ContentPage title={t('newsletterPrefs.title')} intro={t('newsletterPrefs.intro', { email: saved.email })}>
      {saved.status !== 'confirmed' ? (
        <div style={FORM}>
          <p role="note">{t(saved.status === 'unsubscribed' ? 'newsletterPrefs.unsubscribed' : 'newsletterPrefs.pending')}</p>
          <Button variant="outline" loading={busy} onClick={() => void save(true)}>
            {t('newsletterPrefs.subscribeAgain')}
          </Button>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t('newsletterPrefs.form')} style={FORM}>
        <label style={CHOICE}>
          <input type="checkbox" checked={choices.digest} onChange={(event) => choose({ digest: event.currentTarget.checked })} />
          {t('newsletterPrefs.digest')}
        </label>
        <label style={CHOICE}>
          <input type="checkbox" checked={choices.alerts} onChange={(event) => choose({ alerts: event.currentTarget.checked })} />
          {t('newsletterPrefs.alerts')}
        </label>
        {!choices.digest && !choices.alerts ? <p className={ui.muted}>{t('newsletterPrefs.nothing')}</p> : null}
        <div style={FIELD}>
          <label htmlFor={id}>{t('newsletterPrefs.language')}</label>
          <select
            id={id}
            className={ui.input}
            value={choices.language}
            onChange={(event) => choose({ language: event.currentTarget.value as NewsletterChoices['language'] })}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={busy} loadingText={t('newsletterPrefs.saving')}>
          {t('newsletterPrefs.save')}
        </Button>
      </form>
      {saved.status !== 'unsubscribed' ? (
        <p>
          <a className={ui.inlineLink} href={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
            {t('newsletterPrefs.unsubscribe')}
          </a>
        </p>
      ) : null}
    </ContentPage>
  );
}

const choicesOf = ({ language, digest, alerts }: NewsletterPreferences): NewsletterChoices => ({ language, digest, alerts });
