import { useId, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { Button } from '../../ui/Button';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { useFormMessage, useT } from '../../i18n/context';
import styles from './NewsletterSignup.module.css';

/**
 * Newsletter Signup: an email and Subscribe. The browser does not check the address
 * (docs/product.md#validation-newsletter); the server does, and its answer is shown as a toast.
 */
export function NewsletterSignup({ layout = 'stack' }: { layout?: 'stack' | 'row' }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const t = useT();
  const formMessage = useFormMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post('/newsletter', { email: email.trim() }, { redirectOn401: false });
      notify.success(t('newsletter.thanks'));
      setEmail('');
    } catch (error) {
      notify.error(error instanceof ApiError ? formMessage(error.fieldError('email') ?? error.message) : t('newsletter.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('newsletter.form')}>
      <label htmlFor={id} className={styles.label}>
        {t('newsletter.email')}
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
        <Button type="submit" loading={busy} loadingText={t('newsletter.subscribing')}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
    </form>
  );
}
