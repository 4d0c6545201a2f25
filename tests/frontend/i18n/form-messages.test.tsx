import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, commentSchema, newsletterSchema, type Locale } from '@bulletin/contract';
import { I18nProvider, useFormMessage } from '../../../frontend/src/i18n/context';
import { loadI18n } from '../../../frontend/src/i18n/i18n';

/** Every message `schema` says for `inputs`. */
function messagesOf(schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

const readerFormMessages = [
  ...messagesOf(commentSchema, [{ content: '' }, { content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, {}]),
  ...messagesOf(newsletterSchema, [{ email: '' }, { email: 'not an address' }, {}]),
];

const english: Record<string, string> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../frontend/src/i18n/catalogs/en.json'), 'utf8'),
);

async function formMessage(locale: Locale) {
  const i18n = await loadI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useFormMessage(), { wrapper }).result.current;
}

describe("the reader forms' validation messages (the comment box, the newsletter form)", () => {
  it('are all in the catalogs under their English words: a message the schemas gain or reword fails here', () => {
    expect(new Set(readerFormMessages).size).toBe(4);
    for (const message of readerFormMessages) expect(english[message], message).toBe(message);
  });

  it('read in English word for word as the schemas (and the server) say them', async () => {
    const say = await formMessage('en');
    for (const message of readerFormMessages) expect(say(message)).toBe(message);
  });

  it('read in the page language, counts in its digits', async () => {
    const hi = await formMessage('hi');
    expect(hi('Invalid email address')).toBe('अमान्य ईमेल पता');
    expect(hi(`Comment must be at most ${COMMENT_MAX_LENGTH} characters`)).toBe('टिप्पणी अधिकतम 2000 अक्षरों की हो सकती है');
    const ta = await formMessage('ta');
    expect(ta('Email is required')).toBe('மின்னஞ்சல் தேவை');
    const bn = await formMessage('bn');
    expect(bn(`Comment must be at most ${COMMENT_MAX_LENGTH} characters`)).toBe('মন্তব্য সর্বাধিক ২০০০ অক্ষরের হতে পারে');
  });

  it('leave a message the catalogs do not have as it came (a server message without a translation)', async () => {
    const hi = await formMessage('hi');
    expect(hi('Something else went wrong')).toBe('Something else went wrong');
    expect(hi(undefined)).toBeUndefined();
  });
});
