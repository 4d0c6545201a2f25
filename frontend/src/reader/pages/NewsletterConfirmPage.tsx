import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@bulletin/contract';
import { api, ApiError } from '../../lib/api';
import { ContentPage } from '../content/ContentPage';

type State = { step: 'confirming' } | { step: 'confirmed' } | { step: 'failed'; message: string };

/**
 * `/newsletter/confirm?token=…`, the link of the confirmation e-mail (docs/product.md#newsletter): the browser
 * confirms with one POST (an address opened by a mail scanner confirms nothing without it) and says how it went.
 */
export default function NewsletterConfirmPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'confirming' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ step: 'failed', message: MESSAGES.confirmLinkInvalid });
      return;
    }
    api.post('/newsletter/confirm', { token }, { redirectOn401: false }).then(
      () => setState({ step: 'confirmed' }),
      (error: unknown) =>
        setState({ step: 'failed', message: error instanceof ApiError ? error.message : 'The subscription could not be confirmed. Please try again.' }),
    );
  }, [token]);

  if (state.step === 'confirmed') {
    return <ContentPage title="Subscription confirmed" intro="Thank you: the Bulletin newsletter will arrive in your inbox. Every e-mail has a link to unsubscribe.">
      {null}
    </ContentPage>;
  }
  if (state.step === 'failed') {
    return <ContentPage title="Subscription not confirmed" intro={state.message}>
      {null}
    </ContentPage>;
  }
  return <ContentPage title="Confirming your subscription" intro="One moment…">
      {null}
    </ContentPage>;
}
