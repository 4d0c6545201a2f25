import type { Article, AuthorProfile, Category } from '@bulletin/contract';

export const PUBLIC_URL = 'https://news.example.org';

export const article: Article = {
  _id: 'a1',
  locale: 'en',
  translations: [],
  slug: 'harbour-reopens',
  title: 'Harbour reopens after the storm',
  excerpt: 'Ships returned to the harbour on Monday.',
  content: '<p>Ships returned to the <strong>harbour</strong>.</p>',
  featuredImage: '/uploads/harbour.jpg',
  featuredImageMeta: {
    width: 1600,
    height: 900,
    formats: {
      thumbnail: { url: '/uploads/thumbnail_harbour.jpg', width: 245, height: 138 },
      large: { url: '/uploads/large_harbour.jpg', width: 1000, height: 563 },
      small: { url: '/uploads/small_harbour.jpg', width: 500, height: 281 },
    },
    types: [],
    focus: null,
    social: null,
  },
  images: [],
  category: { _id: 'c1', name: 'World', slug: 'world', color: '#007bff', icon: null },
  publishDate: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  status: 'published',
  breaking: false,
  featured: true,
  views: 3,
  likes: 1,
  tags: ['storm', 'shipping'],
  corrections: [],
  author: { _id: '7', firstName: 'Amira', lastName: 'Solberg', avatar: null, bio: null, slug: 'amira-solberg', xHandle: 'amirasolberg' },
  coAuthors: [],
};

export const category: Category = {
  _id: 'c2',
  name: 'Football',
  slug: 'football',
  description: 'Goals, transfers and tables.',
  color: null,
  icon: null,
  order: 1,
  parentCategory: { _id: 'c3', name: 'Sport', slug: 'sport' },
  subCategories: [],
  articleCount: 4,
};

export const author: AuthorProfile = {
  _id: '7',
  slug: 'amira-solberg',
  firstName: 'Amira',
  lastName: 'Solberg',
  avatar: '/uploads/amira.jpg',
  bio: 'Covers shipping and the sea.',
  xHandle: 'amirasolberg',
  role: 'reporter',
};
