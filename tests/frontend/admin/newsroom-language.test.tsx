import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@bulletin/contract';
import { _translate, _unifyTranslations, type Translations } from 'ckeditor5';
import { RecentArticles } from '../../../frontend/src/admin/dashboard/RecentArticles';
import { editorLanguage } from '../../../frontend/src/admin/editor/editor-language';
import { NEWSROOM_MESSAGES } from '../../../frontend/src/admin/messages';
import { StatCard } from '../../../frontend/src/admin/StatCard';
import { ROUTER_FUTURE } from '../../../frontend/src/app/router-future';
import { loadArea } from '../../../frontend/src/i18n/area';
import { I18nProvider } from '../../../frontend/src/i18n/context';
import { loadI18n } from '../../../frontend/src/i18n/i18n';
import type { Article } from '../../../frontend/src/lib/types';
import { ChakraScope } from '../../../frontend/src/ui/chakra/ChakraScope';

/**
 * The newsroom in the page's language (docs/product.md#languages): its messages from the newsroom catalog, which
 * brings dayjs's words for the language, so dates read in it too; English word for word as before.
 */
afterEach(cleanup);

const story = {
  _id: 'a1',
  title: 'Harbour reopens',
  locale: 'en',
  status: 'published',
  category: { _id: 'c1', name: 'News' },
  publishDate: '2026-03-14T12:00:00Z',
  featuredImage: null,
  reviewNote: null,
} as unknown as Article;

async function showIn(locale: Locale) {
  const i18n = await loadI18n(locale);
  await loadArea(i18n, NEWSROOM_MESSAGES);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter future={ROUTER_FUTURE}>
        <ChakraScope>
          <RecentArticles articles={[story]} />
          <StatCard label="views" value={1234} />
        </ChakraScope>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the newsroom in the page language', () => {
  it('reads in English as before', async () => {
    await showIn('en');
    expect(screen.getByRole('heading', { name: 'Recent Articles' })).toBeTruthy();
    expect(screen.getByText(/News · Mar 14, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Harbour reopens' })).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
  });

  it('reads in Hindi: its words, and the month in Hindi', async () => {
    await showIn('hi');
    expect(screen.getByRole('heading', { name: 'हाल के लेख' })).toBeTruthy();
    expect(screen.getByText(/News · 14 मार्च 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour reopens संपादित करें' })).toBeTruthy();
  });

  it('reads in Bengali with its own digits, in dates and figures', async () => {
    await showIn('bn');
    expect(screen.getByRole('heading', { name: 'সাম্প্রতিক প্রতিবেদন' })).toBeTruthy();
    expect(screen.getByText(/১৪ মার্চ ২০২৬/)).toBeTruthy();
    expect(screen.getByText('১,২৩৪')).toBeTruthy();
  });
});

describe("the article editor's words in the newsroom's language", () => {
  /** What CKEditor would say for `english` with the configuration `editorLanguage` gives for `locale`. */
  async function editorSays(locale: Locale, english: string): Promise<string> {
    const i18n = await loadI18n(locale);
    await loadArea(i18n, NEWSROOM_MESSAGES);
    const { language = 'en', translations } = await editorLanguage(locale, (id, values) => i18n._(id, values));
    return _translate(language, { string: english }, 1, translations ? _unifyTranslations(translations) : {});
  }

  it('the toolbar and its tools\' dialogs in every language from the newsroom catalog, even where CKEditor ships no words or English ones', async () => {
    expect(await editorSays('en', 'Bold')).toBe('Bold');
    expect(await editorSays('hi', 'Bold')).toBe('बोल्ड');
    expect(await editorSays('ta', 'Bold')).toBe('தடிமன்');
    expect(await editorSays('bn', 'Heading 1')).toBe('শিরোনাম ১');
    expect(await editorSays('hi', 'Link URL must not be empty.')).toBe('लिंक का URL खाली नहीं हो सकता।');
    expect(await editorSays('ml', 'Cancel')).toBe('റദ്ദാക്കുക');
    expect(await editorSays('te', 'Light blue')).toBe('లేత నీలం');
  });

  it("anything else in CKEditor's own translation where one ships (hi, kn, bn, gu), else in ours (mr, ta, ml, te)", async () => {
    expect(await editorSays('hi', 'Caption for the image')).toBe('छवि के लिए कैप्शन');
    expect(await editorSays('bn', 'Plain text')).toBe('প্লেইন টেক্সট');
    expect(await editorSays('ta', 'Plain text')).toBe('வெற்று உரை');
    expect(await editorSays('mr', 'Upload failed')).toBe('अपलोड अयशस्वी झाले');
    expect(await editorSays('ml', 'Accessibility help')).toBe('പ്രവേശനക്ഷമതാ സഹായം');
    expect(await editorSays('te', 'Words: %0')).toBe('పదాలు: %0');
  });

  it("our translations for mr, ta, ml and te cover every string of CKEditor's shipped Hindi, with its placeholders and tags", async () => {
    const hindi = Object.keys(((await import('ckeditor5/translations/hi.js')) as { default: Translations }).default['hi']!.dictionary);
    const marks = (text: string) => [...text.matchAll(/%\d|<\/?\w+>|&\w+;/g)].map((match) => match[0]).sort();
    for (const locale of ['mr', 'ta', 'ml', 'te'] as const) {
      const ours = (await import(`../../../frontend/src/admin/editor/ckeditor-translations/${locale}.json`)).default as Record<string, string>;
      expect(Object.keys(ours).sort(), locale).toEqual([...hindi].sort());
      for (const [english, words] of Object.entries(ours)) {
        expect(words.trim(), `${locale}: ${english}`).not.toBe('');
        expect(marks(words), `${locale}: ${english}`).toEqual(marks(english));
      }
    }
  });
});
