import { describe, expect, it } from 'vitest';
import {
  articleToForm,
  emptyArticleForm,
  firstProblem,
  formToPayload,
  splitTags,
  statusOptions,
  toPublishInput,
  translationForm,
  type ArticleFormValues,
} from '../../../../frontend/src/admin/editor/article-form';
import type { Article } from '../../../../frontend/src/lib/types';

const article: Article = {
  _id: 'a1',
  locale: 'en',
  translations: [],
  slug: 'harbour-reopens',
  title: 'Harbour reopens',
  excerpt: 'Boats are back.',
  content: '<p>The <strong>harbour</strong> reopened.</p>',
  featuredImage: '/uploads/harbour.png',
  featuredImageMeta: null,
  images: ['/uploads/one.png', '/uploads/two.png'],
  category: { _id: 'c1', name: 'News', color: null, icon: null, slug: 'news' },
  publishDate: '2025-03-14T12:30:00.000Z',
  createdAt: '2025-03-13T08:00:00.000Z',
  updatedAt: '2025-03-13T08:00:00.000Z',
  status: 'review',
  breaking: true,
  featured: false,
  views: 3,
  likes: 1,
  tags: ['a', 'b'],
  corrections: [],
  author: null,
  coAuthors: [{ _id: '8', firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' }],
};

const valid = (overrides: Partial<ArticleFormValues> = {}): ArticleFormValues => ({
  ...emptyArticleForm(new Date('2025-06-01T12:00:00Z')),
  title: 'A title',
  content: '<p>Body</p>',
  category: 'c1',
  ...overrides,
});

describe('splitTags', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(splitTags(' politics, economy ,, world ,  ')).toEqual(['politics', 'economy', 'world']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(' , ,')).toEqual([]);
  });
});

describe('toPublishInput', () => {
  it('shows a stored date to the minute in the newsroom time zone (YYYY-MM-DDTHH:mm)', () => {
    expect(toPublishInput('2025-03-14T12:30:59.000Z', 'UTC')).toBe('2025-03-14T12:30');
    expect(toPublishInput('2025-03-14T12:30:00.000Z', 'Europe/Paris')).toBe('2025-03-14T13:30');
    expect(toPublishInput('2025-07-14T12:30:00.000Z', 'Europe/Paris')).toBe('2025-07-14T14:30');
    expect(toPublishInput('2025-03-14T02:30:00.000Z', 'America/New_York')).toBe('2025-03-13T22:30');
    expect(toPublishInput(null, 'UTC')).toBe('');
    expect(toPublishInput('not a date', 'UTC')).toBe('');
  });
});

describe('emptyArticleForm (create mode)', () => {
  it('starts as a draft published now (to the minute, in the newsroom time zone), with nothing else filled in', () => {
    expect(emptyArticleForm(new Date('2025-06-01T12:00:40Z'), 'Asia/Tokyo')).toEqual({
      locale: 'en',
      title: '',
      excerpt: '',
      category: '',
      tags: '',
      status: 'draft',
      publishDate: '2025-06-01T21:00',
      featured: false,
      breaking: false,
      content: '',
      featuredImage: null,
      featuredImageFocus: null,
      images: [],
      coAuthors: [],
    });
  });
});

describe('articleToForm (edit mode)', () => {
  it('fills the form from the article: tags joined with ", ", date and time in the newsroom zone, images kept', () => {
    expect(articleToForm(article, 'Europe/London')).toEqual({
      locale: 'en',
      title: 'Harbour reopens',
      excerpt: 'Boats are back.',
      category: 'c1',
      tags: 'a, b',
      status: 'review',
      publishDate: '2025-03-14T12:30',
      featured: false,
      breaking: true,
      content: '<p>The <strong>harbour</strong> reopened.</p>',
      featuredImage: '/uploads/harbour.png',
      featuredImageFocus: null,
      images: ['/uploads/one.png', '/uploads/two.png'],
      coAuthors: ['8'],
    });
  });

  it('hands the editor the content as the server would store it: no event handler, no script', () => {
    const hostile = '<p onclick="steal()">Text</p><img src="/uploads/a.png" onerror="steal()"><script>steal()</script>';
    const form = articleToForm({ ...article, content: hostile });
    expect(form.content).not.toMatch(/onclick|onerror|script|steal/);
    expect(form.content).toContain('<p>Text</p>');
    expect(form.content).toContain('<img src="/uploads/a.png"');
  });

  it('copes with an article without category or publish date', () => {
    const form = articleToForm({ ...article, category: null, publishDate: null, tags: [] });
    expect(form).toMatchObject({ category: '', publishDate: '', tags: '' });
  });
});

describe('translationForm (Translate)', () => {
  it('starts a draft in the chosen language with the original\'s category, tags and images, the words left to write', () => {
    const form = translationForm(article, 'ta', new Date('2025-06-01T12:00:40Z'), 'UTC');
    expect(form).toMatchObject({ locale: 'ta', title: '', excerpt: '', content: '', status: 'draft', category: 'c1', tags: 'a, b' });
    expect(form.featuredImage).toBe('/uploads/harbour.png');
    expect(form.images).toEqual(['/uploads/one.png', '/uploads/two.png']);
    expect(formToPayload({ ...form, title: 'துறைமுகம்', content: '<p>உரை</p>' }).locale).toBe('ta');
  });
});

describe('formToPayload', () => {
  it('sends tags as a list and the publish date and time read in the newsroom time zone', () => {
    const payload = formToPayload(
      valid({ title: '  Spaced  ', tags: 'x, , y ', publishDate: '2025-07-04T09:15', images: ['data:image/png;base64,AA'] }),
      undefined,
      'Europe/Paris',
    );
    expect(payload).toEqual({
      title: 'Spaced',
      excerpt: '',
      content: '<p>Body</p>',
      category: 'c1',
      tags: ['x', 'y'],
      status: 'draft',
      featured: false,
      breaking: false,
      publishDate: '2025-07-04T07:15:00.000Z',
      featuredImage: null,
      featuredImageFocus: null,
      images: ['data:image/png;base64,AA'],
      locale: 'en',
      coAuthors: [],
    });
    // The same typed time is another moment in another newsroom, whatever the browser's own zone.
    expect(formToPayload(valid({ publishDate: '2025-07-04T09:15' }), undefined, 'America/New_York').publishDate).toBe('2025-07-04T13:15:00.000Z');
    expect(formToPayload(valid({ publishDate: '2025-01-04T09:15' }), undefined, 'Europe/Paris').publishDate).toBe('2025-01-04T08:15:00.000Z');
  });

  it('keeps the stored publish time when the minute is unchanged, sends null without a date, and an impossible date as typed', () => {
    const form = articleToForm(article, 'Europe/Paris');
    expect(formToPayload(form, article, 'Europe/Paris').publishDate).toBe(article.publishDate);
    expect(formToPayload({ ...form, publishDate: '2025-03-20T08:00' }, article, 'Europe/Paris').publishDate).toBe('2025-03-20T07:00:00.000Z');
    expect(formToPayload({ ...form, publishDate: '' }, article, 'Europe/Paris').publishDate).toBeNull();
    const impossible = formToPayload({ ...form, publishDate: '2025-04-31T10:00' }, article, 'Europe/Paris');
    expect(impossible.publishDate).toBe('2025-04-31T10:00');
    expect(firstProblem(impossible)).toBe('Publish date is not a valid date');
  });

  it('round-trips an article: existing image URLs are sent back unchanged', () => {
    const payload = formToPayload(articleToForm(article), article);
    expect(payload).toMatchObject({
      featuredImage: '/uploads/harbour.png',
      images: ['/uploads/one.png', '/uploads/two.png'],
      tags: ['a', 'b'],
      status: 'review',
      category: 'c1',
      coAuthors: ['8'],
    });
  });

  it('sends the co-authors chosen; a draft kept before co-authors existed sends none, so the stored list stays', () => {
    expect(formToPayload(valid({ coAuthors: ['8', '9'] })).coAuthors).toEqual(['8', '9']);
    const older = { ...valid() } as Partial<ArticleFormValues>;
    delete older.coAuthors;
    expect('coAuthors' in formToPayload(older as ArticleFormValues)).toBe(false);
  });
});

describe('firstProblem (the client checks before saving)', () => {
  const problem = (overrides: Partial<ArticleFormValues>) => firstProblem(formToPayload(valid(overrides)));

  it('accepts a complete article', () => {
    expect(problem({})).toBeNull();
  });

  it('reports title, then content, then category, with the server’s messages', () => {
    expect(problem({ title: '   ', content: '', category: '' })).toBe('Title is required');
    expect(problem({ content: '', category: '' })).toBe('Content is required');
    expect(problem({ category: '' })).toBe('Category is required');
  });

  it('counts blank editor content as empty, but an image alone as content', () => {
    for (const content of ['<p>&nbsp;</p>', '<p></p>', '<p> </p><p>&nbsp;&nbsp;</p>', '<h2>&nbsp;</h2>']) {
      expect(problem({ content }), content).toBe('Content is required');
    }
    expect(problem({ content: '<figure class="image"><img src="data:image/png;base64,AA"></figure>' })).toBeNull();
  });
});

describe('statusOptions', () => {
  it('gives editors and admins all four statuses, reporters only draft and review', () => {
    expect(statusOptions(true)).toEqual(['draft', 'review', 'published', 'archived']);
    expect(statusOptions(false)).toEqual(['draft', 'review']);
  });
});
