import { describe, expect, it } from 'vitest';
import { newsletterConfirmSchema, newsletterSchema, newsletterUnsubscribeSchema } from '@bulletin/contract';

const messages = (input: unknown) => {
  const r = newsletterSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('newsletterSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(newsletterSchema.parse({ email: '  Reader@Example.COM ' })).toEqual({ email: 'reader@example.com' });
  });

  it('requires a valid email', () => {
    expect(messages({ email: '' })).toEqual(['Email is required']);
    expect(messages({})).toEqual(['Email is required']);
    expect(messages({ email: 'reader@' })).toEqual(['Invalid email address']);
  });

  it("takes a language of the site's and the two choices, each optional", () => {
    expect(newsletterSchema.parse({ email: 'a@example.com', language: 'ta', digest: false, alerts: true })).toEqual({
      email: 'a@example.com',
      language: 'ta',
      digest: false,
      alerts: true,
    });
    expect(messages({ email: 'a@example.com', language: 'fr' })).toEqual(['Unknown language']);
    expect(messages({ email: 'a@example.com', digest: 'yes' })).toEqual(['digest must be true or false']);
  });
});

describe('the confirmation and unsubscribe links', () => {
  it('need a token, and a missing or outsized one is the invalid link', () => {
    expect(newsletterConfirmSchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    for (const token of [undefined, '', 'x'.repeat(201)]) {
      expect(newsletterConfirmSchema.safeParse({ token }).error?.issues[0]?.message).toBe('This confirmation link is invalid or has already been used.');
      expect(newsletterUnsubscribeSchema.safeParse({ token }).error?.issues[0]?.message).toBe('This unsubscribe link is invalid.');
    }
  });
});
