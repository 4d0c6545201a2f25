import { describe, expect, it } from 'vitest';
import { demoArticles, demoCategories } from '../../../../cms/src/seed/demo-content.js';

const NAVIGATION = ['news', 'sport', 'business', 'innovation', 'travel', 'audio', 'video'];
const TOP_LEVEL = [...NAVIGATION, 'world', 'technology', 'entertainment'];
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a']);
const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'blockquote']);

const categoryBySlug = new Map(demoCategories.map((c) => [c.slug, c]));

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

function wordCount(html: string): number {
  return plainText(html)
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Relative luminance contrast against white (WCAG). */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

/**
 * Walks the HTML tags: only the allowed ones, properly nested, no attributes except an
 * https://example.org href on links. Returns the number of top-level blocks.
 */
function checkHtml(html: string): { errors: string[]; blocks: number } {
  const errors: string[] = [];
  const stack: string[] = [];
  let blocks = 0;
  const tagPattern = /<(\/?)([a-zA-Z0-9]+)([^>]*)>/g;
  let outside = html;
  for (const match of html.matchAll(tagPattern)) {
    const [whole, closing, rawName, attrs] = match;
    const name = rawName.toLowerCase();
    outside = outside.replace(whole, '');
    if (!ALLOWED_TAGS.has(name)) {
      errors.push(`tag <${name}> not allowed`);
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) errors.push(`unbalanced </${name}>`);
      continue;
    }
    if (name === 'a') {
      if (!/^\s+href="https:\/\/example\.org\/[^"\s]*"$/.test(attrs)) errors.push(`bad link attributes: ${attrs}`);
    } else if (attrs.trim() !== '') {
      errors.push(`<${name}> has attributes: ${attrs}`);
    }
    if (stack.length === 0) {
      if (BLOCK_TAGS.has(name)) blocks++;
      else errors.push(`inline <${name}> at top level`);
    }
    if (name === 'li' && !['ul', 'ol'].includes(stack[stack.length - 1] ?? '')) errors.push('<li> outside a list');
    stack.push(name);
  }
  if (stack.length) errors.push(`unclosed: ${stack.join(', ')}`);
  if (/[<>]/.test(outside)) errors.push('stray angle bracket');
  if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(html)) errors.push('unescaped ampersand');
  return { errors, blocks };
}

describe('demo categories', () => {
  it('has the navigation and other top-level categories, in order 1..n', () => {
    const topLevel = demoCategories.filter((c) => !c.parent);
    expect(topLevel.map((c) => c.slug)).toEqual(TOP_LEVEL);
    expect(topLevel.map((c) => c.order)).toEqual(TOP_LEVEL.map((_, i) => i + 1));
    for (const c of topLevel) expect(c.slug).toBe(c.name.toLowerCase());
  });

  it('has 4-5 subcategories whose parents exist and are top level', () => {
    const subs = demoCategories.filter((c) => c.parent);
    expect(subs.length).toBeGreaterThanOrEqual(4);
    expect(subs.length).toBeLessThanOrEqual(5);
    for (const c of subs) {
      const parent = categoryBySlug.get(c.parent!);
      expect(parent, `parent of ${c.slug}`).toBeDefined();
      expect(parent!.parent).toBeUndefined();
    }
  });

  it('has unique names and slugs, distinct readable colours and single-emoji icons', () => {
    expect(new Set(demoCategories.map((c) => c.slug)).size).toBe(demoCategories.length);
    expect(new Set(demoCategories.map((c) => c.name)).size).toBe(demoCategories.length);
    expect(new Set(demoCategories.map((c) => c.color.toLowerCase())).size).toBe(demoCategories.length);
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    for (const c of demoCategories) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastOnWhite(c.color), `${c.slug} ${c.color}`).toBeGreaterThanOrEqual(4.5);
      expect([...segmenter.segment(c.icon)].length, `${c.slug} icon`).toBe(1);
      expect(c.icon).toMatch(/\p{Extended_Pictographic}/u);
      expect(c.description.length).toBeGreaterThan(10);
    }
  });
});

describe('demo articles', () => {
  it('has exactly 40 articles with unique titles', () => {
    expect(demoArticles).toHaveLength(40);
    expect(new Set(demoArticles.map((a) => a.title)).size).toBe(40);
  });

  it('puts every article in an existing category, covering them all', () => {
    const counts = new Map<string, number>();
    for (const a of demoArticles) {
      expect(categoryBySlug.has(a.category), `${a.title}: ${a.category}`).toBe(true);
      counts.set(a.category, (counts.get(a.category) ?? 0) + 1);
    }
    for (const c of demoCategories) expect(counts.get(c.slug) ?? 0, c.slug).toBeGreaterThanOrEqual(1);
    expect(counts.get('world')).toBeGreaterThanOrEqual(6);
    for (const slug of NAVIGATION) expect(counts.get(slug) ?? 0, slug).toBeGreaterThanOrEqual(3);
  });

  it('has 6-8 featured and exactly 2 breaking stories', () => {
    const featured = demoArticles.filter((a) => a.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
    expect(demoArticles.filter((a) => a.breaking)).toHaveLength(2);
  });

  it('has distinct publish offsets between 1 and about 400 hours', () => {
    const hours = demoArticles.map((a) => a.hoursAgo);
    expect(new Set(hours).size).toBe(40);
    for (const h of hours) {
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(1);
      expect(h).toBeLessThanOrEqual(420);
    }
    expect(Math.min(...hours)).toBe(1);
  });

  it('has sensible numbers and image hues', () => {
    for (const a of demoArticles) {
      expect(Number.isInteger(a.views) && a.views >= 0, a.title).toBe(true);
      expect(Number.isInteger(a.likes) && a.likes >= 0 && a.likes <= a.views, a.title).toBe(true);
      expect(Number.isInteger(a.imageHue) && a.imageHue >= 0 && a.imageHue <= 359, a.title).toBe(true);
    }
  });

  it('has 2-4 lower-case tags per article, shared between articles', () => {
    const usage = new Map<string, number>();
    for (const a of demoArticles) {
      expect(a.tags.length, a.title).toBeGreaterThanOrEqual(2);
      expect(a.tags.length, a.title).toBeLessThanOrEqual(4);
      expect(new Set(a.tags).size).toBe(a.tags.length);
      for (const t of a.tags) {
        expect(t).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        usage.set(t, (usage.get(t) ?? 0) + 1);
      }
    }
    for (const a of demoArticles) {
      expect(a.tags.some((t) => usage.get(t)! >= 2), `${a.title} shares no tag`).toBe(true);
    }
    expect([...usage.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(10);
  });

  it('has a 1-2 sentence excerpt', () => {
    for (const a of demoArticles) {
      expect(a.excerpt.trim().length, a.title).toBeGreaterThan(20);
      expect(a.excerpt).not.toMatch(/[<>]/);
      const sentences = a.excerpt.split(/[.!?](?:\s+|$)/).filter((s) => s.trim()).length;
      expect(sentences, a.excerpt).toBeGreaterThanOrEqual(1);
      expect(sentences, a.excerpt).toBeLessThanOrEqual(2);
    }
  });

  it('uses only editor HTML, in 3-6 blocks of 150-350 words', () => {
    for (const a of demoArticles) {
      const { errors, blocks } = checkHtml(a.content);
      expect(errors, a.title).toEqual([]);
      expect(blocks, a.title).toBeGreaterThanOrEqual(3);
      expect(blocks, a.title).toBeLessThanOrEqual(6);
      const words = wordCount(a.content);
      expect(words, a.title).toBeGreaterThanOrEqual(150);
      expect(words, a.title).toBeLessThanOrEqual(350);
    }
  });

  it('never names another broadcaster', () => {
    const text = JSON.stringify({ demoArticles, demoCategories });
    expect(text).not.toMatch(/\b(BBC|CNN|Reuters|Sky News|Al Jazeera|Associated Press|Fox News|NBC|CBS|ABC News)\b/i);
  });
});
