import { describe, expect, it } from 'vitest';
import { decodeTextEntities, htmlToText, isBlankHtml, normaliseTags, stripTags, TAG_MAX_LENGTH } from '@bulletin/contract';

describe('normaliseTags: one rule for the form, the adapters and Strapi', () => {
  it('splits text on commas, trims, drops empties', () => {
    expect(normaliseTags(' climate , ,elections,')).toEqual(['climate', 'elections']);
  });

  it('drops duplicates regardless of case, keeping the first spelling', () => {
    expect(normaliseTags(['Climate', 'climate', 'CLIMATE ', 'Votes'])).toEqual(['Climate', 'Votes']);
  });

  it(`cuts a tag to ${TAG_MAX_LENGTH} characters`, () => {
    expect(normaliseTags(['x'.repeat(80)])).toEqual(['x'.repeat(TAG_MAX_LENGTH)]);
  });

  it('ignores what is not text', () => {
    expect(normaliseTags(null)).toEqual([]);
    expect(normaliseTags(undefined)).toEqual([]);
    expect(normaliseTags([1, 'a', { b: 1 }, null])).toEqual(['a']);
    expect(normaliseTags(42)).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('keeps a typed "&lt;" as text: &amp; is decoded last', () => {
    expect(htmlToText('<p>Type &amp;lt;b&amp;gt; for bold</p>')).toBe('Type &lt;b&gt; for bold');
  });

  it('decodes the serialiser entities and collapses spaces', () => {
    expect(htmlToText('<p>Tom &amp; Jerry:</p>\n<p>3 &lt; 4&nbsp;&gt; 2 &quot;ok&quot; it&#39;s</p>')).toBe('Tom & Jerry: 3 < 4 > 2 "ok" it\'s');
  });

  it('puts a space where a tag was, so words do not run together', () => {
    expect(htmlToText('<p>one</p><p>two</p>')).toBe('one two');
  });

  it('decodes in one pass (never twice)', () => {
    expect(decodeTextEntities('&amp;amp;')).toBe('&amp;');
  });
});

describe('isBlankHtml', () => {
  it.each(['', '<p></p>', '<p>&nbsp;</p>', ' <p> <br> </p> ', '<!-- note -->'])('%j is blank', (html) => {
    expect(isBlankHtml(html)).toBe(true);
  });

  it.each(['<p>x</p>', '<p><img src="/uploads/a.png"></p>', '&lt;'])('%j is not blank', (html) => {
    expect(isBlankHtml(html)).toBe(false);
  });
});

describe('stripTags (comments are plain text)', () => {
  it('removes tags and comments, keeps their text', () => {
    expect(stripTags(' <b>Bold</b> claim <!-- x --><img src=x onerror="alert(1)"> ')).toBe('Bold claim');
  });

  it('keeps characters that only look like markup', () => {
    expect(stripTags('Tom & Jerry say 3 < 4 and 5 > 2')).toBe('Tom & Jerry say 3 < 4 and 5 > 2');
  });

  it('strips tags that decoding reveals, so none is ever stored', () => {
    expect(stripTags('&lt;b&gt;bold&lt;/b&gt; and &amp;lt;i&amp;gt;x')).toBe('bold and x');
    expect(stripTags('&lt;b&gt;bold&lt;/b&gt; and &amp;lt;i&amp;gt;x')).not.toMatch(/<[a-z/]/i);
  });
});
