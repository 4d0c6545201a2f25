import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@bulletin/contract';
import { ROUTER_FUTURE } from '../../../../frontend/src/app/router-future';
import { loadArea } from '../../../../frontend/src/i18n/area';
import { I18nProvider } from '../../../../frontend/src/i18n/context';
import { loadI18n } from '../../../../frontend/src/i18n/i18n';
import NewsletterConfirmPage from '../../../../frontend/src/reader/pages/NewsletterConfirmPage';
import ContactPage from '../../../../frontend/src/reader/pages/ContactPage';
import CookiesPage, { messages } from '../../../../frontend/src/reader/pages/CookiesPage';
import PrivacyPage from '../../../../frontend/src/reader/pages/PrivacyPage';
import TermsPage from '../../../../frontend/src/reader/pages/TermsPage';

/** The content pages' titles, introductions, headings and text in the page's language (the content area catalog). */
afterEach(cleanup);

const page = (Screen: ComponentType, i18n: Awaited<ReturnType<typeof loadI18n>>) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter future={ROUTER_FUTURE}>
      <Screen />
    </MemoryRouter>
  </I18nProvider>
);

/** The page as the server renders it: its area catalog loaded first (entry-server.tsx). */
async function serverHtml(Screen: ComponentType, locale: Locale): Promise<HTMLElement> {
  const i18n = await loadI18n(locale);
  await loadArea(i18n, messages);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(Screen, i18n));
  return container;
}

const headings = (root: HTMLElement, level: number) => [...root.querySelectorAll(`h${level}`)].map((h) => h.textContent);
/** The section under the h2 `title`: its text, and its links' words and targets. */
function section(root: HTMLElement, title: string) {
  const body = [...root.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === title);
  if (!body) throw new Error(`no section ${title}`);
  const text = body.querySelector('h2 + div')!.textContent;
  const links = [...body.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  return { text, links };
}

describe('the content pages', () => {
  it('the newsletter confirmation in Hindi: a link without its token says so (the newsletter catalog)', async () => {
    render(page(NewsletterConfirmPage, await loadI18n('hi')));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('सदस्यता की पुष्टि नहीं हुई');
    expect(screen.getByText('यह पुष्टि लिंक अमान्य है या पहले ही इस्तेमाल हो चुका है।')).toBeTruthy();
  });

  it('read in English word for word as before', async () => {
    const terms = await serverHtml(TermsPage, 'en');
    expect(headings(terms, 1)).toEqual(['Terms of Use']);
    expect(headings(terms, 2)).toEqual(['Using Bulletin', 'Your account', 'Comments', 'Our content', 'Questions']);
    expect(terms.textContent).toContain("The rules for using Bulletin's website and services.");
    expect(terms.textContent).toContain('Last updated: 1 January 2025');
    expect(headings(await serverHtml(PrivacyPage, 'en'), 2)).toEqual(['What we collect', 'Your location', 'How we use it', 'Your rights']);
    expect(section(terms, 'Questions')).toEqual({
      text: 'See our Privacy Policy for how we handle your data, or contact us.',
      links: [['Privacy Policy', '/privacy'], ['contact us', '/contact']],
    });
    expect(headings(await serverHtml(ContactPage, 'en'), 1)).toEqual(['Contact']);
    expect(section(await serverHtml(ContactPage, 'en'), 'Send us a story')).toEqual({
      text: 'Seen something newsworthy? Email the newsdesk at newsdesk@bulletin.example. Tell us what happened, where and when, and how we can reach you.',
      links: [['newsdesk@bulletin.example', 'mailto:newsdesk@bulletin.example']],
    });
    expect(section(await serverHtml(CookiesPage, 'en'), 'What we store').text).toContain('after 30 days if you tick “Remember me”.');
  });

  it("say their text in the page's language, its links inside the sentence and to that language's pages", async () => {
    const privacy = await serverHtml(PrivacyPage, 'hi');
    expect(section(privacy, 'आपके अधिकार')).toEqual({
      text: 'आप कभी भी अपना डेटा देखने, सुधारने या हटाने के लिए कह सकते हैं, और न्यूज़लेटर के किसी भी अंक से उसकी सदस्यता छोड़ सकते हैं। अनुरोध करने के लिए हमसे संपर्क करें। कुकीज़ के बारे में भी पढ़ें।',
      links: [['हमसे संपर्क करें', '/hi/contact'], ['कुकीज़', '/hi/cookies']],
    });
    expect(privacy.querySelector('li')?.textContent).toBe('खाते का वह विवरण जो आप हमें देते हैं: आपका नाम, ईमेल पता और, यदि आप चाहें, तो एक छोटा परिचय और तस्वीर।');
    expect(section(await serverHtml(TermsPage, 'ta'), 'கேள்விகள்').links).toEqual([
      ['தனியுரிமைக் கொள்கை', '/ta/privacy'],
      ['எங்களைத் தொடர்புகொள்ளுங்கள்', '/ta/contact'],
    ]);
    expect(section(await serverHtml(ContactPage, 'bn'), 'সংশোধন')).toEqual({
      text: 'আমাদের কোনো ভুল হয়েছে মনে হলে প্রতিবেদনের লিংকসহ corrections@bulletin.example ঠিকানায় লিখুন। আমরা প্রতিটি অনুরোধ পর্যালোচনা করি।',
      links: [['corrections@bulletin.example', 'mailto:corrections@bulletin.example']],
    });
  });

  it('are rendered by the server in Hindi and Tamil', async () => {
    const terms = await serverHtml(TermsPage, 'hi');
    expect(headings(terms, 1)).toEqual(['उपयोग की शर्तें']);
    expect(headings(terms, 2)[0]).toBe('बुलेटिन का उपयोग');
    expect(terms.textContent).toContain('अंतिम अद्यतन: 1 जनवरी 2025');
    const cookies = await serverHtml(CookiesPage, 'ta');
    expect(headings(cookies, 2)).toEqual(['நாங்கள் எதைச் சேமிக்கிறோம்', 'விளம்பரக் கண்காணிப்பு இல்லை', 'உங்கள் தேர்வுகள்']);
  });

  it('reached inside the app load their catalog first, then show in the language', async () => {
    render(page(PrivacyPage, await loadI18n('bn')));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('গোপনীয়তা নীতি');
    expect(screen.getByRole('heading', { level: 2, name: 'আপনার অধিকার' })).toBeTruthy();
  });
});
