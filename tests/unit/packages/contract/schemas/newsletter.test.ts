import { describe, expect, it } from 'vitest';
import {
  newsletterChoicesSchema,
  newsletterConfirmSchema,
  newsletterPreferencesQuerySchema,
  newsletterPreferencesSchema,
  newsletterSchema,
  newsletterUnsubscribeSchema,
} from '@bulletin/contract';

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

const issues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe("the preferences page's choices (newsletterChoicesSchema)", () => {
  it('are a language of the site and the two booleans, all three required', () => {
    expect(newsletterChoicesSchema.parse({ language: 'bn', digest: false, alerts: false })).toEqual({ language: 'bn', digest: false, alerts: false });
    expect(issues(newsletterChoicesSchema, { language: 'fr', digest: 'no', alerts: null })).toEqual([
      ['language', 'Unknown language'],
      ['digest', 'digest must be true or false'],
      ['alerts', 'alerts must be true or false'],
    ]);
  });
});

describe('PUT /newsletter/preferences (newsletterPreferencesSchema)', () => {
  it('takes the token and any of the choices; neither digest nor alerts is allowed', () => {
    expect(newsletterPreferencesSchema.parse({ token: ' abc ', digest: false, alerts: false })).toEqual({ token: 'abc', digest: false, alerts: false });
    expect(newsletterPreferencesSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });

  it('takes `resubscribe` as true only', () => {
    expect(newsletterPreferencesSchema.parse({ token: 'abc', resubscribe: true })).toEqual({ token: 'abc', resubscribe: true });
    expect(issues(newsletterPreferencesSchema, { token: 'abc', resubscribe: false })).toEqual([['resubscribe', 'resubscribe can only be true']]);
  });

  it('names each bad field, and a missing or empty token as an invalid link', () => {
    expect(issues(newsletterPreferencesSchema, { token: 'abc', language: 'xx', alerts: 'yes' })).toEqual([
      ['language', 'Unknown language'],
      ['alerts', 'alerts must be true or false'],
    ]);
    expect(issues(newsletterPreferencesSchema, { digest: true })).toEqual([['token', 'This preferences link is invalid.']]);
    expect(issues(newsletterPreferencesQuerySchema, { token: '  ' })).toEqual([['token', 'This preferences link is invalid.']]);
    expect(issues(newsletterPreferencesQuerySchema, { token: 'x'.repeat(201) })).toEqual([['token', 'This preferences link is invalid.']]);
  });
});
