import toast from 'react-hot-toast';
import { ApiError, fallbackMessage } from './api';

/**
 * The server's own message for a failed call, or `fallback` when there is none (not an ApiError, an
 * empty message, or the client's generic 'Request failed with status N' for a body without a message).
 * "Server message or '<fallback>'" (docs/product.md#messages).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const { message } = error;
  if (!message || message === fallbackMessage(error.status) || message === 'Unexpected response from the server') return fallback;
  return message;
}

/**
 * A refused form submission: the server's field errors go next to the fields the form has, and the
 * server's message (or the screen's own fallback) is toasted.
 */
export function reportFormFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
  fallback: string,
): void {
  if (error instanceof ApiError) {
    for (const { field, message } of error.errors) {
      if ((fields as readonly string[]).includes(field)) setError(field as F, { message });
    }
  }
  toast.error(serverMessage(error, fallback));
}
