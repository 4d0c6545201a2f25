/**
 * The API's shapes (docs/api.md#shapes): what the adapters send and the frontend reads. Types only.
 */
import type { ArticleStatus } from './statuses.js';
import type { Role } from './roles.js';
import type { LiveStatus } from './live.js';
import type { Locale, TranslatedLocale } from './locales.js';

/** Strapi's resized versions of an uploaded image, by name. */
export type ImageFormatName = 'thumbnail' | 'small' | 'medium' | 'large';
export type ImageFormat = { url: string; width: number; height: number };


export type MediaMeta = {
  width: number | null;
  height: number | null;
  formats: Partial<Record<ImageFormatName, ImageFormat>>;
};

export type ArticleCategory = {
  _id: string;
  name: string;
  color: string | null;
  icon: string | null;
  slug: string;
};

export type ArticleAuthor = {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  bio: string | null;
};

export type CommentAuthor = {
  _id: string;
  avatar: string | null;
  firstName: string | null;
  lastName: string | null;
};

export type Comment = {
  _id: string;
  author: CommentAuthor | null;
  /**
   * The name a commenter without an account gave (comments imported from WordPress; docs/product.md#comments); else
   * null.
   */
  authorName: string | null;
  createdAt: string;
  content: string;
};

export type RelatedArticle = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
};

/** One other language's version of an article (docs/product.md#languages). */
export type Translation = { locale: Locale; _id: string; slug: string; title: string };

/** An article as lists return it. */
export type ArticleSummary = {
  _id: string;
  /** Its language. */
  locale: Locale;
  /** The story's other languages: published, due ones for the public; for staff, those they may open. */
  translations: Translation[];
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  /** Sizes and formats of the featured image, for responsive images (docs/product.md#images). */
  featuredImageMeta: MediaMeta | null;
  images: string[];
  category: ArticleCategory | null;
  publishDate: string | null;
  createdAt: string;
  updatedAt: string;
  status: ArticleStatus;
  breaking: boolean;
  featured: boolean;
  views: number;
  likes: number;
  tags: string[];
  author: ArticleAuthor | null;
  /**
   * Staff only, never public (docs/product.md#review-notes): the note an editor sent the article back to draft with;
   * null when none. Present for editors and admins, and for a reporter on their own articles.
   */
  reviewNote?: string | null;
};

/** An article as the single-article call returns it. */
export type Article = ArticleSummary & {
  comments?: Comment[];
  relatedArticles?: RelatedArticle[];
  /** Whether the signed-in reader likes it; only when known. */
  liked?: boolean;
};

export type ArticleList = {
  articles: Article[];
  total: number;
  page: number;
  limit: number;
  pages: number;
};

export type CategoryRef = { _id: string; name: string; slug: string };

export type SubCategory = {
  _id: string;
  slug: string;
  name: string;
  color: string | null;
  icon: string | null;
  articleCount: number;
};

export type Category = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  color: string | null;
  icon: string | null;
  order: number;
  parentCategory: CategoryRef | null;
  subCategories: SubCategory[];
  articleCount: number;
  /** With `locale=all` and after a write: the name and description in each other language that has them. */
  translations?: Partial<Record<TranslatedLocale, { name: string; description: string }>>;
};

export type User = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  bio: string;
  avatar: string | null;
  companyName: string | null;
  createdAt: string;
  lastLogin: string | null;
};

/** `GET /settings`: the site's settings the newsroom's screens read (docs/product.md#scheduling). */
export type SiteSettings = {
  /** The newsroom's time zone (IANA name): publish dates are entered and shown in it. */
  timeZone: string;
};

// ------------------------------------------------------------- live coverage (docs/api.md "Live coverage")

export type LiveEntryAuthor = { _id: string; firstName: string | null; lastName: string | null; avatar: string | null };

export type LiveEntry = {
  _id: string;
  /** Sanitised HTML. */
  content: string;
  image: string | null;
  imageMeta: MediaMeta | null;
  keyEvent: boolean;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  author: LiveEntryAuthor | null;
};

/** A story in `GET /live`. */
export type LiveStorySummary = {
  _id: string;
  slug: string;
  title: string;
  status: LiveStatus;
  startedAt: string;
  endedAt: string | null;
  entryCount: number;
  lastEntryAt: string | null;
  category: ArticleCategory | null;
};

/** A story's header (`POST /live`, `PUT /live/:slug`, the stream's `story` event). */
export type LiveStory = LiveStorySummary & {
  article: { _id: string; slug: string; title: string } | null;
  /** The story's sequence number: what the stream sends after it is what changed since. */
  seq: number;
};

/** `GET /live/:slug`. */
export type LiveStoryPage = LiveStory & {
  entries: LiveEntry[];
  pinned: LiveEntry | null;
  keyEvents: LiveEntry[];
  total: number;
  page: number;
  limit: number;
  pages: number;
};
