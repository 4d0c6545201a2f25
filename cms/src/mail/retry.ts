/**
 * What the delivery queue does after an SMTP failure (docs/decisions/0027-mail-queue.md): try again later, each wait
 * twice the one before (MAIL_RETRY_AFTER, then 2×, 4×… up to MAX_WAIT_MS), until MAIL_MAX_ATTEMPTS tries have
 * failed; a refusal the server gives as final for this message (a 5xx answer to the recipient or the message) is not
 * tried again. Pure: the sender (mail/sender.ts) applies the outcome.
 */
export type RetryPolicy = { retryAfterMs: number; maxAttempts: number };

/** The longest wait between two tries of one message. */
export const MAX_WAIT_MS = 3_600_000;

export type Outcome = { retry: true; at: number } | { retry: false };

/** The wait after the `attempts`-th failed try (1 = the first): MAIL_RETRY_AFTER doubled each time, at most MAX_WAIT_MS. */
export function retryDelay(attempts: number, retryAfterMs: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(retryAfterMs * 2 ** doublings, Math.max(MAX_WAIT_MS, retryAfterMs));
}

/** What nodemailer tells of a failure: its stage (`EENVELOPE`, `EMESSAGE`, `ECONNECTION`, `EAUTH`…) and the SMTP reply code. */
type SmtpError = { code?: unknown; responseCode?: unknown };

/**
 * A refusal final for this message: a 5xx reply to its recipient or its content. A 4xx reply (greylisting, a full
 * queue), a connection or authentication failure (the server away, its settings wrong) may pass: tried again.
 */
export function isFinalRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** After the `attempts`-th try failed with `error` at `now`: when to try again, or give up. */
export function afterFailure(attempts: number, error: unknown, now: number, policy: RetryPolicy): Outcome {
  if (attempts >= policy.maxAttempts || isFinalRefusal(error)) return { retry: false };
  return { retry: true, at: now + retryDelay(attempts, policy.retryAfterMs) };
}

/** The reason kept with a failed try: the server's reply when there is one, else the error's message (one line, bounded). */
export function failureReason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const text = typeof response === 'string' && response ? response : typeof message === 'string' && message ? message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}
