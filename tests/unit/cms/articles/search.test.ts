import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../../../cms/src/articles/search.js';

/** A query's words, as both databases' indexes cut the text (docs/decisions/0023-languages.md). */
describe('searchTerms', () => {
  it('keeps vowel signs and viramas inside their words, in every script', () => {
    for (const word of ['बाढ़ग्रस्त', 'मुसळधार', 'ಪ್ರವಾಹಪೀಡಿತ', 'வெள்ளப்பெருக்கு', 'বন্যাকবলিত', 'വെള്ളപ്പൊക്കം', 'లోతట్టు', 'પૂરગ્રસ્ત']) {
      expect(searchTerms(word)).toEqual([word.normalize('NFC')]);
    }
  });

  it('cuts at spaces, punctuation (curly quotes, the danda) and zero-width joiners', () => {
    expect(searchTerms('“मदद” जारी है।')).toEqual(['मदद', 'जारी', 'है']);
    expect(searchTerms('Harbour’s "reopening" — today')).toEqual(['harbour', 's', 'reopening', 'today']);
    expect(searchTerms('ക്\u200Dഷ')).toEqual(['ക്', 'ഷ']);
  });

  it('writes a word one way whatever way it was typed (NFC), in lower case', () => {
    expect(searchTerms('\u092C\u093E\u095D')).toEqual(searchTerms('\u092C\u093E\u0922\u093C'));
    expect(searchTerms('Café')).toEqual(['café']);
  });

  it('keeps no query syntax and at most 12 words', () => {
    expect(searchTerms('a* OR "b" NEAR(c) -d :e')).toEqual(['a', 'or', 'b', 'near', 'c', 'd', 'e']);
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
    // A lone combining mark is no word.
    expect(searchTerms('\u093F')).toEqual([]);
  });
});
