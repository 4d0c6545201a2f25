import toast from 'react-hot-toast';
import { useFormMessage } from '../i18n/context';
import { ApiError, fallbackMessage } from './api';

/** How a screen says a message of the contract: in its page's language (`useFormMessage`), or as it came. */
type Say = (message: string) => string;
const asItCame: Say = (message) => message;

/**
 * The server's own message for a failed call, or `fallback` when there is none (not an ApiError, an
 * empty message, or the client's generic 'Request failed with status N' for a body without a message).
 * "Server message or '<fallback>'" (docs/product.md#messages). `say` puts the server's message in the page's
 * language (the catalogs hold the contract's messages under their English words); `fallback` is the screen's own.
 */
export function serverMessage(error: unknown, fallback: string, say: Say = asItCame): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const { message } = error;
  if (!message || message === fallbackMessage(error.status) || message === 'Unexpected response from the server') return fallback;
  return say(message);
}

/**
 * A refused form submission: the server's field errors go next to the fields the form has (the form shows them
 * through `useFormMessage`), and the server's message (or the screen's own fallback) is toasted.
 */
export function reportFormFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
  fallback: string,
  say: Say = asItCame,
): void {
  if (error instanceof ApiError) {
    for (const { field, message } of error.errors) {
      if ((fields as readonly string[]).includes(field)) setError(field as F, { message });
    }
  }
  toast.error(serverMessage(error, fallback, say));
}

/**
 * `serverMessage` and `reportFormFailure` in the page's language: a message the server answers with reads in the
 * language of the screen when its catalog has it, as it came otherwise (docs/decisions/0025-interface-languages.md).
 */
export function useServerMessage() {
  const say = useFormMessage();
  return {
    serverMessage: (error: unknown, fallback: string) => serverMessage(error, fallback, say),
    reportFormFailure: <F extends string>(
      error: unknown,
      fields: readonly F[],
      setError: (field: F, error: { message: string }) => void,
      fallback: string,
    ) => reportFormFailure(error, fields, setError, fallback, say),
  };
}
