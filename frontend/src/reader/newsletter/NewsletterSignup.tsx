import { useId, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { Button } from '../../ui/Button';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import styles from './NewsletterSignup.module.css';

const SUBSCRIBED_MESSAGE = 'Thanks for subscribing! Look out for the Bulletin newsletter in your inbox.';

/**
 * Newsletter Signup: an email and Subscribe. The browser does not check the address
 * (docs/product.md#validation-newsletter); the server does, and its answer is shown as a toast.
 */
export function NewsletterSignup({ layout = 'stack' }: { layout?: 'stack' | 'row' }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post('/newsletter', { email: email.trim() }, { redirectOn401: false });
      notify.success(SUBSCRIBED_MESSAGE);
      setEmail('');
    } catch (error) {
      notify.error(error instanceof ApiError ? (error.fieldError('email') ?? error.message) : 'Subscription failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter signup">
      <label htmlFor={id} className={styles.label}>
        Email address
      </label>
      <div className={cx(styles.fields, layout === 'row' && styles.row)}>
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={cx(ui.input, styles.input)}
        />
        <Button type="submit" loading={busy} loadingText="Subscribing...">
          Subscribe
        </Button>
      </div>
    </form>
  );
}
