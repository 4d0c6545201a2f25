import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Article } from '../../../../frontend/src/lib/types';
import { ArticleCard } from '../../../../frontend/src/reader/cards/ArticleCard';
import { ROUTER_FUTURE } from '../../../../frontend/src/app/router-future';

const article = (change: Partial<Article> = {}): Article => ({
  _id: 'a1',
  locale: 'en',
  translations: [],
  slug: 'harbour-reopens',
  title: 'Harbour reopens',
  excerpt: '',
  content: `<p>${'Ships return to the docks after the storm. '.repeat(10)}</p>`,
  featuredImage: '/uploads/harbour.jpg',
  featuredImageMeta: {
    width: 1600,
    height: 900,
    formats: { small: { url: '/uploads/small_harbour.jpg', width: 500, height: 281 } },
    types: [],
    focus: null,
    social: null,
  },
  images: [],
  category: { _id: 'c1', name: 'Sport', color: '#ff00ff', icon: null, slug: 'sport' },
  publishDate: new Date(Date.now() - 2 * 3600_000).toISOString(),
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  status: 'published',
  breaking: true,
  featured: true,
  views: 1234,
  likes: 5,
  tags: [],
  corrections: [],
  coAuthors: [],
  author: null,
  ...change,
});

const show = (props: Parameters<typeof ArticleCard>[0]) =>
  render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <ArticleCard {...props} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('ArticleCard', () => {
  it('default: links to the article, badges, excerpt fallback of 150, time, views and likes, lazy sized image', () => {
    const { container } = show({ article: article() });
    expect(screen.getByRole('link', { name: 'Harbour reopens' }).getAttribute('href')).toBe('/article/harbour-reopens');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Harbour reopens');
    expect(screen.getByText('Sport')).toBeTruthy();
    expect(screen.getByText('BREAKING')).toBeTruthy();
    expect(screen.getByText('FEATURED')).toBeTruthy();
    const excerpt = screen.getByText(/^Ships return/).textContent!;
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt.length).toBeGreaterThan(140);
    expect(screen.getByText('about 2 hours ago').tagName).toBe('TIME');
    expect(screen.getByText('1,234 views')).toBeTruthy();
    expect(screen.getByText('5 likes')).toBeTruthy();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('srcset')).toBe('/uploads/small_harbour.jpg 500w, /uploads/harbour.jpg 1600w');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('an image with AVIF and WebP renditions is a <picture>: a source per type with each size, the JPEG img last, cropped around the focal point', () => {
    const meta = { ...article().featuredImageMeta!, types: ['image/avif', 'image/webp'] as const, focus: { x: 0.25, y: 0.8 } };
    const { container } = show({ article: article({ featuredImageMeta: { ...meta, types: [...meta.types] } }) });
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '/uploads/small_harbour.avif 500w, /uploads/harbour.avif 1600w', '(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw'],
      ['image/webp', '/uploads/small_harbour.webp 500w, /uploads/harbour.webp 1600w', '(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw'],
    ]);
    const img = picture.lastElementChild as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/uploads/harbour.jpg');
    expect(img.getAttribute('srcset')).toBe('/uploads/small_harbour.jpg 500w, /uploads/harbour.jpg 1600w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img.style.objectPosition).toBe('25% 80%');
  });

  it('an image without renditions (uploaded before them) has no sources and the centre', () => {
    const { container } = show({ article: article() });
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')!.style.objectPosition).toBe('');
  });

  it('compact: 100-character excerpt fallback, no views or likes', () => {
    show({ article: article(), variant: 'compact' });
    const excerpt = screen.getByText(/^Ships return/).textContent!;
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(103);
    expect(screen.queryByText(/views$/)).toBeNull();
    expect(screen.queryByText(/likes$/)).toBeNull();
  });

  it('compact: a square thumbnail cropped around the focal point, its sizes as wide as the image covering the square', () => {
    const meta = { ...article().featuredImageMeta!, focus: { x: 0.7, y: 0.4 } };
    const { container } = show({ article: article({ featuredImageMeta: meta }), variant: 'compact' });
    const img = container.querySelector('img')!;
    expect(img.style.aspectRatio).toBe('1 / 1');
    expect(img.style.objectPosition).toBe('70% 40%');
    // 1600 × 900 drawn 88 px tall is 156 px wide.
    expect(img.getAttribute('sizes')).toBe('156px');
    cleanup();
    const upright = show({ article: article({ featuredImageMeta: { ...meta, width: 600, height: 900 } }), variant: 'compact' });
    expect(upright.container.querySelector('img')!.getAttribute('sizes')).toBe('88px');
  });

  it('featured, above the fold, as h2: loads the image at once; a written excerpt is shown as is', () => {
    const { container } = show({
      article: article({ excerpt: 'The port is open again.', breaking: false }),
      variant: 'featured',
      eager: true,
      headingLevel: 'h2',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Harbour reopens');
    expect(screen.getByText('The port is open again.')).toBeTruthy();
    expect(screen.queryByText('BREAKING')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByText(/views$/)).toBeNull();
  });

  it('without an image: a neutral placeholder, no broken picture', () => {
    const { container } = show({ article: article({ featuredImage: null, featuredImageMeta: null }) });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('card-image-placeholder').getAttribute('aria-hidden')).toBe('true');
  });
});
