import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, type Locale } from '@bulletin/contract';
import LoginPage from '../../../frontend/src/account/pages/LoginPage';
import RegisterPage from '../../../frontend/src/account/pages/RegisterPage';
import ForgotPasswordPage from '../../../frontend/src/account/pages/ForgotPasswordPage';
import ResetPasswordPage from '../../../frontend/src/account/pages/ResetPasswordPage';
import { ROUTER_FUTURE } from '../../../frontend/src/app/router-future';
import { I18nProvider } from '../../../frontend/src/i18n/context';
import { loadI18n } from '../../../frontend/src/i18n/i18n';
import { SessionProvider } from '../../../frontend/src/session';
import { ChakraScope } from '../../../frontend/src/ui/chakra/ChakraScope';

/** The sign-in and sign-up screens in the page's language, their messages from the account catalogs (i18n/area.ts). */
afterEach(cleanup);

async function show(Screen: () => React.ReactNode, locale: Locale, at: string) {
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <SessionProvider>
        <MemoryRouter initialEntries={[at]} future={ROUTER_FUTURE}>
          <ChakraScope>
            <Screen />
          </ChakraScope>
        </MemoryRouter>
      </SessionProvider>
    </I18nProvider>,
  );
  return screen.findByRole('heading', { level: 1 });
}

const catalogs = path.resolve(import.meta.dirname, '../../../frontend/src/i18n/catalogs');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(catalogs, file), 'utf8'));
const englishMessages = { ...read('en.json'), ...read('account/en.json') };

/** Every message `schema` says for `inputs`. */
function messagesOf(schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

describe('the account screens', () => {
  it('sign in in English, word for word as before', async () => {
    expect((await show(LoginPage, 'en', '/login')).textContent).toBe('Sign in');
    expect(screen.getByText('Welcome back to Bulletin.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('Email is required')).toBeTruthy());
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('sign in in Hindi: labels and the form’s own checks', async () => {
    expect((await show(LoginPage, 'hi', '/login')).textContent).toBe('साइन इन करें');
    expect(screen.getByText('बुलेटिन में आपका फिर से स्वागत है।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    await waitFor(() => expect(screen.getByText('ईमेल आवश्यक है')).toBeTruthy());
    expect(screen.getByText('पासवर्ड आवश्यक है')).toBeTruthy();
  });

  it('sign up in Tamil, the terms links in the sentence', async () => {
    expect((await show(RegisterPage, 'ta', '/register')).textContent).toBe('கணக்கை உருவாக்குக');
    const terms = screen.getByRole('link', { name: 'பயன்பாட்டு விதிமுறைகள்' });
    expect(terms.closest('label')?.textContent).toBe('பயன்பாட்டு விதிமுறைகள் மற்றும் தனியுரிமைக் கொள்கை ஆகியவற்றை ஏற்கிறேன்');
    fireEvent.click(screen.getByRole('button', { name: 'கணக்கை உருவாக்கு' }));
    await waitFor(() => expect(screen.getByText('முதல் பெயர் தேவை')).toBeTruthy());
    expect(screen.getByText('விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்க வேண்டும்')).toBeTruthy();
  });

  it('sign up in English keeps its sentence about the terms', async () => {
    await show(RegisterPage, 'en', '/register');
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    expect(terms.closest('label')?.textContent).toBe('I agree to the Terms of Use and the Privacy Policy');
  });

  it('forgot password in English, word for word as before', async () => {
    expect((await show(ForgotPasswordPage, 'en', '/forgot-password')).textContent).toBe('Forgot password');
    expect(screen.getByText('Enter the e-mail address of your account and we will send you a link to choose a new password.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('forgot password in Hindi: title, subtitle, button and link', async () => {
    expect((await show(ForgotPasswordPage, 'hi', '/forgot-password')).textContent).toBe('पासवर्ड भूल गए');
    expect(screen.getByText('अपने खाते का ई-मेल पता दर्ज करें, हम आपको नया पासवर्ड चुनने के लिए एक लिंक भेजेंगे।')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'पासवर्ड भूल गए' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' })).toBeTruthy();
    expect(screen.getByText(/याद आ गया\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeTruthy();
  });

  it('a new password in Hindi: a link without its token says so, and offers a new one', async () => {
    expect((await show(ResetPasswordPage, 'hi', '/reset-password')).textContent).toBe('नया पासवर्ड चुनें');
    expect(screen.getByText('इसे सेट करने से आप बाकी हर डिवाइस से साइन आउट हो जाएँगे।')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('यह रीसेट लिंक अमान्य है या इसकी समय-सीमा समाप्त हो चुकी है।');
    expect(screen.getByRole('link', { name: 'नया लिंक माँगें' })).toBeTruthy();
  });

  it('a new password in Hindi: the form’s labels and button', async () => {
    await show(ResetPasswordPage, 'hi', '/reset-password?token=abc');
    expect(screen.getByRole('form', { name: 'नया पासवर्ड चुनें' })).toBeTruthy();
    expect(screen.getByText('नया पासवर्ड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' })).toBeTruthy();
  });

  it("know every message the account schemas say (in every language: the catalogs' test)", () => {
    const said = [
      ...messagesOf(loginSchema, [{}, { email: '', password: '' }, { email: 'x', password: '1' }]),
      ...messagesOf(registerSchema, [
        {},
        { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false },
        { firstName: 'A', lastName: 'B', companyName: '\u202E', email: 'x', password: 'abc', confirmPassword: 'abd', terms: true },
        { firstName: '\u202EAb', lastName: '\u202EAb', email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'x', terms: true },
      ]),
    ];
    expect(new Set(said).size).toBeGreaterThanOrEqual(14);
    for (const message of said) expect(englishMessages[message], message).toBe(message);
  });
});
