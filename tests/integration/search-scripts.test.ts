import { beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createCategory, idsOf, listArticles, loginAdmin, unique } from '../support/api.js';

/**
 * Search in every script (docs/product.md#languages, docs/decisions/0023-languages.md): words of Hindi, Marathi,
 * Kannada, Tamil, Bengali, Malayalam, Telugu and Gujarati articles are found whole and by their beginning, on SQLite
 * and PostgreSQL (whatever the database's locale): vowel signs and viramas stay inside their words, and punctuation
 * outside ASCII (curly quotes, the danda) is not part of a word.
 */
type Case = { locale: string; word: string; prefix: string; sentence: (word: string) => string };

const CASES: Case[] = [
  { locale: 'hi', word: 'बाढ़ग्रस्त', prefix: 'बाढ़', sentence: (w) => `<p>नगर परिषद ने कहा कि ${w} इलाकों में राहत पहुँचाई जा रही है। “मदद” जारी है।</p>` },
  { locale: 'mr', word: 'मुसळधार', prefix: 'मुसळ', sentence: (w) => `<p>दोन दिवसांच्या ${w} पावसानंतर नदीला पूर आला.</p>` },
  { locale: 'kn', word: 'ಪ್ರವಾಹಪೀಡಿತ', prefix: 'ಪ್ರವಾಹ', sentence: (w) => `<p>${w} ಪ್ರದೇಶಗಳ ಜನರಿಗೆ ಪುರಸಭೆ ಮಾಹಿತಿ ನೀಡುತ್ತಿದೆ.</p>` },
  { locale: 'ta', word: 'வெள்ளப்பெருக்கு', prefix: 'வெள்ள', sentence: (w) => `<p>“${w}” ஏற்பட்ட பகுதிகளுக்கான தகவல்கள் வெளியிடப்படுகின்றன.</p>` },
  { locale: 'bn', word: 'বন্যাকবলিত', prefix: 'বন্যা', sentence: (w) => `<p>${w} এলাকার মানুষের জন্য পুরসভা তথ্য দিচ্ছে।</p>` },
  { locale: 'ml', word: 'വെള്ളപ്പൊക്കം', prefix: 'വെള്ള', sentence: (w) => `<p>${w} ബാധിച്ച പ്രദേശങ്ങളിലെ ജനങ്ങൾക്കായി വിവരങ്ങൾ നൽകുന്നു.</p>` },
  { locale: 'te', word: 'లోతట్టు', prefix: 'లోత', sentence: (w) => `<p>${w} ప్రాంతాల ప్రజలను ఎత్తైన ప్రదేశాలకు తరలించారు.</p>` },
  { locale: 'gu', word: 'પૂરગ્રસ્ત', prefix: 'પૂર', sentence: (w) => `<p>${w} વિસ્તારોના લોકો માટે નગરપાલિકા માહિતી આપી રહી છે.</p>` },
];

const made = new Map<string, string>();
let admin: string;

beforeAll(async () => {
  admin = await loginAdmin();
  const category = await createCategory();
  for (const c of CASES) {
    const article = await createArticle(admin, { category: category._id, locale: c.locale, title: `${unique('t')} ${c.locale}`, content: c.sentence(c.word) });
    made.set(c.locale, article._id);
  }
});

describe('search in every script', () => {
  it.each(CASES)('finds a $locale article by a whole word of its text ($word)', async ({ locale, word }) => {
    expect(idsOf(await listArticles({ q: word, locale }))).toContain(made.get(locale));
  });

  it.each(CASES)('finds a $locale article by the beginning of a word ($prefix)', async ({ locale, prefix }) => {
    expect(idsOf(await listArticles({ q: prefix, locale }))).toContain(made.get(locale));
  });

  it('does not cut a word at its vowel signs: a fragment from inside a word finds nothing', async () => {
    // 'ग्रस्त' is the inside of बाढ़ग्रस्त; with matras as separators it would be a word of its own.
    expect(idsOf(await listArticles({ q: 'ग्रस्त', locale: 'hi' }))).not.toContain(made.get('hi'));
    expect(idsOf(await listArticles({ q: 'பெருக்கு', locale: 'ta' }))).not.toContain(made.get('ta'));
  });

  it('finds a word inside curly quotes, and the last word before a danda', async () => {
    expect(idsOf(await listArticles({ q: 'मदद', locale: 'hi' }))).toContain(made.get('hi'));
    expect(idsOf(await listArticles({ q: 'है', locale: 'hi' }))).toContain(made.get('hi'));
  });

  it('finds a word typed in another Unicode spelling of the same letters (NFC)', async () => {
    const category = await createCategory();
    // ढ़ as one code point (U+095D) in the article, as ढ + nukta (U+0922 U+093C) in the query.
    const article = await createArticle(admin, { category: category._id, locale: 'hi', title: unique('t'), content: '<p>\u092C\u093E\u095D \u0906\u0908</p>' });
    expect(idsOf(await listArticles({ q: '\u092C\u093E\u0922\u093C', locale: 'hi' }))).toContain(article._id);
  });

  it('still finds English words, also inside curly quotes', async () => {
    const category = await createCategory();
    const word = `harbourmaster${unique('x').slice(2)}`;
    const article = await createArticle(admin, { category: category._id, content: `<p>The “${word}” said so — twice.</p>` });
    expect(idsOf(await listArticles({ q: word }))).toEqual([article._id]);
  });

  it('keeps to the language asked for', async () => {
    expect(idsOf(await listArticles({ q: 'बाढ़ग्रस्त' }))).not.toContain(made.get('hi'));
    expect(idsOf(await listArticles({ q: 'বন্যাকবলিত', locale: 'hi' }))).toEqual([]);
  });
});
