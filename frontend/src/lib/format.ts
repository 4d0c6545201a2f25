/**
 * Formatting rules of the reader's cards, article and live pages (the live desk shows the same entries): excerpt
 * fallback, badge colours by category name, image sources. Pure functions — unit-tested in
 * tests/frontend/lib/format.test.ts.
 */
import type { Article, ImageMeta } from './types';

/** Excerpt fallback lengths: the default and featured cards, and the smaller (compact) card. */
export const EXCERPT_LENGTH = 150;
export const COMPACT_EXCERPT_LENGTH = 100;

/** Default category colour on public pages (docs/product.md#cards). */
export const DEFAULT_CATEGORY_COLOR = '#dc2626';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The readable text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (ENTITIES[name.toLowerCase()] !== undefined) return ENTITIES[name.toLowerCase()]!;
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The article's excerpt; without one, the first `length` characters of its content's text followed by
 * an ellipsis (150, or 100 on the smaller card: docs/product.md#cards).
 */
export function excerptOf(article: Pick<Article, 'excerpt' | 'content'>, length: number = EXCERPT_LENGTH): string {
  const excerpt = article.excerpt?.trim();
  if (excerpt) return excerpt;
  const text = textOf(article.content ?? '');
  if (!text) return '';
  return `${[...text].slice(0, length).join('').trimEnd()}...`;
}

const BADGE_COLORS: Record<string, string> = {
  news: '#1d4ed8', // blue
  sport: '#15803d', // green
  business: '#7e22ce', // purple
  technology: '#4338ca', // indigo
  entertainment: '#be185d', // pink
  world: '#4b5563', // grey
};

/**
 * A card's category badge colour by category name (docs/product.md#cards): news blue, sport green, business purple,
 * technology indigo, entertainment pink, world grey; otherwise the category's own colour, or #dc2626.
 * The named colours are dark shades, so white text on them passes WCAG AA.
 */
export function badgeColor(categoryName: string | null | undefined, categoryColor?: string | null): string {
  const named = BADGE_COLORS[(categoryName ?? '').trim().toLowerCase()];
  if (named) return named;
  return isHexColor(categoryColor) ? categoryColor : DEFAULT_CATEGORY_COLOR;
}

function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^#([\da-f]{3}|[\da-f]{6})$/i.test(value.trim());
}

/** Black or white, whichever reads better on `background` (a #rgb / #rrggbb colour). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  if (!isHexColor(background)) return '#ffffff';
  let hex = background.trim().slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white vs. with black: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** `srcset` from Strapi's resized versions plus the original (when its width is known); '' without any. */
export function srcSetOf(src: string, meta: ImageMeta | null | undefined): string {
  if (!meta) return '';
  const entries = new Map<number, string>();
  for (const format of Object.values(meta.formats ?? {})) {
    if (format?.url && format.width) entries.set(format.width, format.url);
  }
  if (entries.size === 0) return '';
  if (meta.width) entries.set(meta.width, src);
  return [...entries]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}
