import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@bulletin/contract';
import { preloadArea } from '../../i18n/area';
import { useFormMessage, useT } from '../../i18n/context';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { api } from '../../lib/api';
import { useServerMessage } from '../../lib/server-message';
import { ContentPage } from '../content/ContentPage';
import { NEWSLETTER_MESSAGES } from '../newsletter/messages';

export const messages = NEWSLETTER_MESSAGES;
export const ready = preloadArea(NEWSLETTER_MESSAGES);

/** A failure's `error` is what the call threw, or null when the address has no token. */
type State = { step: 'confirming' } | { step: 'confirmed' } | { step: 'failed'; error: unknown };

/**
 * `/newsletter/confirm?token=…`, the link of the confirmation e-mail (docs/product.md#newsletter): the browser
 * confirms with one POST (an address opened by a mail scanner confirms nothing without it) and says how it went,
 * in the page's language (the newsletter catalog).
 */
export default function NewsletterConfirmPage() {
  return useAreaMessages(NEWSLETTER_MESSAGES) ? <Confirm /> : null;
}

function Confirm() {
  const t = useT();
  const say = useFormMessage();
  const { serverMessage } = useServerMessage();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'confirming' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ step: 'failed', error: null });
      return;
    }
    api.post('/newsletter/confirm', { token }, { redirectOn401: false }).then(
      () => setState({ step: 'confirmed' }),
      (error: unknown) => setState({ step: 'failed', error }),
    );
  }, [token]);

  if (state.step === 'confirmed') {
    return <ContentPage title={t('newsletterConfirm.confirmed')} intro={t('newsletterConfirm.confirmedIntro')}>
      {null}
    </ContentPage>;
  }
  if (state.step === 'failed') {
    // Without a token the link is the one the server would refuse; otherwise the server's message or the fallback.
    const message = state.error === null ? say(MESSAGES.confirmLinkInvalid) : serverMessage(state.error, t('newsletterConfirm.failedText'));
    return <ContentPage title={t('newsletterConfirm.failed')} intro={message}>
      {null}
    </ContentPage>;
  }
  return <ContentPage title={t('newsletterConfirm.confirming')} intro={t('newsletterConfirm.wait')}>
      {null}
    </ContentPage>;
}
