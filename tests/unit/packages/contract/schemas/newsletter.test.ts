import { describe, expect, it } from 'vitest';
import { newsletterSchema } from '@bulletin/contract';

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
});
