import { ApiError, fallbackMessage } from '../lib/api';

/**
 * The server's own message for a failed call, or `fallback` when there is none (not an ApiError, an
 * empty message, or the client's generic 'Request failed with status N' for a body without a message).
 * SPEC §8: "server message or '<fallback>'".
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const { message } = error;
  if (!message || message === fallbackMessage(error.status) || message === 'Unexpected response from the server') return fallback;
  return message;
}
