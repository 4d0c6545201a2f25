import { describe, expect, it } from 'vitest';
import { badgeColor, excerptOf, srcSetOf, textColorOn, textOf } from '../../../frontend/src/lib/format';

const long = 'Word '.repeat(60).trim(); // 299 characters

describe('excerptOf', () => {
  it('uses the excerpt when there is one', () => {
    expect(excerptOf({ excerpt: 'A short summary.', content: `<p>${long}</p>` }, 150)).toBe('A short summary.');
  });

  it('falls back to the first 150 characters of the content text, then an ellipsis', () => {
    const text = excerptOf({ excerpt: '', content: `<p>${long}</p>` }, 150);
    expect(text.endsWith('...')).toBe(true);
    expect(text.slice(0, -3)).toBe(long.slice(0, 150).trimEnd());
    expect(text.length).toBeLessThanOrEqual(153);
  });

  it('uses 100 characters on the smaller card', () => {
    const text = excerptOf({ excerpt: '   ', content: long }, 100);
    expect(text).toBe(`${long.slice(0, 100).trimEnd()}...`);
  });

  it('defaults to 150 characters', () => {
    expect(excerptOf({ excerpt: '', content: 'a'.repeat(400) })).toBe(`${'a'.repeat(150)}...`);
  });

  it('counts the text, not the HTML, and decodes entities', () => {
    const html = '<h2>Title</h2><p>Fish &amp; chips <strong>today</strong>&nbsp;only &#8212; &lt;cheap&gt;</p>';
    expect(excerptOf({ excerpt: '', content: html }, 150)).toBe('Title Fish & chips today only — <cheap>...');
    expect(textOf('<script>alert(1)</script><p>Safe</p>')).toBe('Safe');
  });

  it('is empty when there is neither excerpt nor content', () => {
    expect(excerptOf({ excerpt: '', content: '' }, 150)).toBe('');
  });
});

describe('badgeColor', () => {
  it.each([
    ['News', '#1d4ed8'],
    ['sport', '#15803d'],
    ['Business', '#7e22ce'],
    ['Technology', '#4338ca'],
    ['Entertainment', '#be185d'],
    ['World', '#4b5563'],
  ])('%s has its fixed colour whatever the category colour', (name, colour) => {
    expect(badgeColor(name, '#ff00ff')).toBe(colour);
  });

  it("uses another category's own colour, or #dc2626 without a valid one", () => {
    expect(badgeColor('Travel', '#0ea5e9')).toBe('#0ea5e9');
    expect(badgeColor('Travel', null)).toBe('#dc2626');
    expect(badgeColor('Travel')).toBe('#dc2626');
    expect(badgeColor('Travel', 'red; background: url(x)')).toBe('#dc2626');
  });

  it('the named colours carry white text; light colours get black text', () => {
    for (const name of ['news', 'sport', 'business', 'technology', 'entertainment', 'world']) {
      expect(textColorOn(badgeColor(name))).toBe('#ffffff');
    }
    expect(textColorOn('#dc2626')).toBe('#ffffff');
    expect(textColorOn('#facc15')).toBe('#000000');
    expect(textColorOn('#fff')).toBe('#000000');
  });
});

describe('srcSetOf', () => {
  it("lists Strapi's formats and the original by width", () => {
    const meta = {
      width: 1600,
      height: 900,
      formats: {
        small: { url: '/uploads/small_a.jpg', width: 500, height: 281 },
        thumbnail: { url: '/uploads/thumbnail_a.jpg', width: 245, height: 138 },
      },
      types: [],
      focus: null,
      social: null,
    };
    expect(srcSetOf('/uploads/a.jpg', meta)).toBe(
      '/uploads/thumbnail_a.jpg 245w, /uploads/small_a.jpg 500w, /uploads/a.jpg 1600w',
    );
  });

  it('is empty without formats', () => {
    expect(srcSetOf('/uploads/a.jpg', null)).toBe('');
    expect(srcSetOf('/uploads/a.jpg', { width: 10, height: 10, formats: {}, types: [], focus: null, social: null })).toBe('');
  });
});
