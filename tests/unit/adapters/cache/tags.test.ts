import { describe, expect, it } from 'vitest';
import { ALL, dropsAnswer, isReaderPage, tagsForAnswer, tagsForChange, tagsForFeed, tagsForPage } from '../../../../adapters/src/cache/tags.js';
import { purgeNoticeSchema } from '@bulletin/contract';

describe('tags', () => {
  it('an article answer carries its id, its address and its category (related articles come from it)', () => {
    const body = { data: { _id: 'doc1', slug: 'the-story', category: { _id: 'cat1' } } };
    expect(tagsForAnswer('/articles/the-story', body)?.sort()).toEqual(['article:doc1', 'article:the-story', 'category:cat1']);
    expect(tagsForAnswer('/articles', { data: { articles: [] } })).toEqual(['articles']);
    expect(tagsForAnswer('/articles/doc1/comments', { data: [] })).toEqual(['comments:doc1']);
    expect(tagsForAnswer('/categories/news', { data: {} })).toEqual(['categories']);
    expect(tagsForAnswer('/users', { data: [] })).toBeNull();
    expect(tagsForAnswer('/articles/%E0%A4%A', { data: {} })).toBeNull();
  });

  it('an article change purges the article, both categories, every list and the counts; names purge everything', () => {
    const tags = tagsForChange({ type: 'article', id: 'doc1', slug: 's', categoryIds: ['a', 'b'] });
    expect(tags).toEqual(expect.arrayContaining(['article:doc1', 'article:s', 'category:a', 'category:b', 'articles', 'categories']));
    expect(tagsForChange({ type: 'comment', articleId: 'doc1', articleSlug: 's' })).toEqual(expect.arrayContaining(['comments:doc1', 'comments:s']));
    expect(tagsForChange({ type: 'category', id: 'c' })).toEqual([ALL]);
    expect(tagsForChange({ type: 'user', id: '7' })).toEqual([ALL]);
  });

  it('feeds are kept as lists: any article or category change purges them; other pages are not kept', () => {
    for (const feed of ['/rss.xml', '/category/world/rss.xml', '/hi/rss.xml', '/ta/category/world/rss.xml', '/sitemap.xml', '/sitemaps/articles-1.xml', '/news-sitemap.xml', '/robots.txt']) {
      expect(tagsForFeed(feed), feed).toEqual(['articles', 'categories']);
    }
    for (const page of ['/', '/article/x', '/category/world', '/sitemaps/a/b.xml', '/fr/rss.xml', '/en/rss.xml', '/hi/article/x']) expect(tagsForFeed(page), page).toBeNull();
  });

  it('reader pages are every address but the API, files, uploads, assets and the newsroom and account screens', () => {
    for (const page of ['/', '/article/some-story', '/category/world', '/search', '/about']) expect(isReaderPage(page), page).toBe(true);
    for (const other of ['/api/articles', '/uploads/a.png', '/assets/index-abc.js', '/admin', '/admin/articles', '/login', '/register', '/favicon.svg', '/internal/purge']) {
      expect(isReaderPage(other), other).toBe(false);
    }
    expect(tagsForChange({ type: 'comment', articleId: 'a' })).toContain('pages');
    expect(tagsForChange({ type: 'article', id: 'a', categoryIds: [] })).toContain('pages');
  });

  it('a notice is checked before it purges anything', () => {
    expect(purgeNoticeSchema.safeParse({ changes: [{ type: 'article', id: 'x' }] }).success).toBe(true);
    expect(purgeNoticeSchema.safeParse({ changes: [] }).success).toBe(false);
    expect(purgeNoticeSchema.safeParse({ changes: [{ type: 'drop-table' }] }).success).toBe(false);
  });

  it("an article change purges its comment answers, under its id and its slug (unpublished or deleted, they are a 404)", () => {
    const change = tagsForChange({ type: 'article', id: 'doc1', slug: 'the-story', categoryIds: [] });
    for (const address of ['/articles/doc1/comments', '/articles/the-story/comments']) {
      const [tag] = tagsForAnswer(address, { data: [] }) ?? [];
      expect(change, address).toContain(tag);
    }
  });
});

describe('tags of a reader page', () => {
  it("names an article's page by its slug, in every language, so that the article's change drops it", () => {
    expect(tagsForPage('/article/the-story')).toEqual(['pages', 'article:the-story']);
    expect(tagsForPage('/hi/article/%E0%A4%95%E0%A4%A5%E0%A4%BE')).toEqual(['pages', 'article:कथा']);
    expect(tagsForPage('/category/world')).toEqual(['pages']);
    expect(tagsForPage('/')).toEqual(['pages']);
    expect(tagsForChange({ type: 'article', id: 'a1', slug: 'the-story', categoryIds: [] }).filter(dropsAnswer)).toEqual(
      expect.arrayContaining(['article:a1', 'article:the-story']),
    );
    expect(['pages', 'articles', 'categories', 'comments:a1'].some(dropsAnswer)).toBe(false);
  });
});
