import { describe, expect, it } from 'vitest';
import { afterFailure, failureReason, isFinalRefusal, MAX_WAIT_MS, retryDelay } from '../../../../cms/src/mail/retry.js';

/** An error as nodemailer gives it: its stage and the server's reply. */
const smtpError = (code: string, responseCode?: number, response?: string) =>
  Object.assign(new Error(response ?? code), { code, ...(responseCode ? { responseCode } : {}), ...(response ? { response } : {}) });

const policy = { retryAfterMs: 60_000, maxAttempts: 6 };

describe('the wait before a queued e-mail is tried again', () => {
  it('is MAIL_RETRY_AFTER after the first failure, then twice as long each time', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
  });

  it('never grows beyond an hour, however many tries failed', () => {
    expect(retryDelay(7, 60_000)).toBe(MAX_WAIT_MS);
    expect(retryDelay(1000, 60_000)).toBe(MAX_WAIT_MS);
    expect(MAX_WAIT_MS).toBe(3_600_000);
  });
});

describe('after a failed try', () => {
  it('a temporary refusal, a connection or a sign-in failure is tried again at now + the wait', () => {
    for (const error of [smtpError('EENVELOPE', 451, '451 4.3.0 Try again later'), smtpError('ECONNECTION'), smtpError('EAUTH', 535)]) {
      expect(afterFailure(1, error, 1_000_000, policy)).toEqual({ retry: true, at: 1_060_000 });
      expect(afterFailure(3, error, 1_000_000, policy)).toEqual({ retry: true, at: 1_240_000 });
    }
  });

  it('gives up after MAIL_MAX_ATTEMPTS tries', () => {
    const error = smtpError('ECONNECTION');
    expect(afterFailure(5, error, 0, policy).retry).toBe(true);
    expect(afterFailure(6, error, 0, policy)).toEqual({ retry: false });
  });

  it('gives up at once when the server refuses the recipient or the message for good (5xx)', () => {
    expect(isFinalRefusal(smtpError('EENVELOPE', 550, '550 5.1.1 No such user'))).toBe(true);
    expect(isFinalRefusal(smtpError('EMESSAGE', 554))).toBe(true);
    expect(afterFailure(1, smtpError('EENVELOPE', 550), 0, policy)).toEqual({ retry: false });
    // A 5xx to the sign-in is the site's settings, not this message: worth another try once they are fixed.
    expect(isFinalRefusal(smtpError('EAUTH', 535))).toBe(false);
    expect(isFinalRefusal(new Error('socket hang up'))).toBe(false);
    expect(isFinalRefusal(undefined)).toBe(false);
  });

  it('keeps the server reply as the reason, on one line and bounded', () => {
    expect(failureReason(smtpError('EENVELOPE', 451, '451 4.3.0\r\n Mailbox busy'))).toBe('451 4.3.0 Mailbox busy');
    expect(failureReason(new Error('connect ECONNREFUSED 127.0.0.1:2525'))).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    expect(failureReason('x'.repeat(2000))).toHaveLength(500);
  });
});
