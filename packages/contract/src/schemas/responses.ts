/**
 * The API's answers as zod schemas: one per shape of docs/api.md#shapes and answer of #endpoints, as the translate
 * functions (`adapters/src/translate/`) build them. The OpenAPI document (`adapters/src/openapi/`) is generated
 * from these, and the API's TypeScript types are their outputs (`z.output`, at the end of this file), which the
 * translate functions return and the frontend reads. Objects are strict: a field the server starts sending
 * without a line here is a drift the OpenAPI test reports.
 */
import { z } from 'zod';
import { ARTICLE_STATUSES } from '../statuses.js';
import { ROLES, STAFF_ROLES } from '../roles.js';
import { imageFocusSchema } from './image-focus.js';
import { LOCALES, TRANSLATED_LOCALES, type TranslatedLocale } from '../locales.js';

const id = z.string().describe('The record\'s id (a string)');
const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');
const url = z.string().describe('URL of a stored file (site-relative `/uploads/...` or absolute)');

export const fieldErrorShape = z.strictObject({ field: z.string(), message: z.string() });

/** Every failure: the right status and this body (`errors` only for field problems). */
export const errorEnvelopeShape = z
  .strictObject({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(fieldErrorShape).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** Every success: `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.strictObject({ success: z.literal(true), data });
}

export const emptyShape = z.strictObject({}).meta({ id: 'Empty' });

/** An answer that is only a sentence for the reader (`POST /auth/forgot-password`). */
export const messageShape = z.strictObject({ message: z.string() }).meta({ id: 'Message' });

export const userShape = z
  .strictObject({
    _id: id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    bio: z.string(),
    avatar: z.string().nullable(),
    companyName: z.string().nullable(),
    createdAt: isoDate,
    lastLogin: isoDate.nullable(),
  })
  .meta({ id: 'User' });

/**
 * One's own account (`GET /auth/me`, `PUT /auth/me`): the user, with their author page's address and their X handle
 * (docs/product.md#author-pages), which only they and the public profile show.
 */
export const ownAccountShape = userShape
  .extend({
    slug: z.string().nullable().describe("Their author page's address: /author/<slug> (public once they have a published article)"),
    xHandle: z.string().nullable().describe('Their X (Twitter) handle, without the @; null when they gave none'),
  })
  .meta({ id: 'OwnAccount' });

/** Sign-in and sign-up: `{token, user}`, repeated at the top level of the envelope. `token` is null when an admin creates an account. */
export const sessionShape = z.strictObject({ token: z.string().nullable(), user: userShape }).meta({ id: 'Session' });
export const sessionEnvelopeShape = z.strictObject({
  success: z.literal(true),
  data: sessionShape,
  token: z.string().nullable(),
  user: userShape,
}).meta({ id: 'SessionEnvelope' });

/** The encodings a page may offer before the JPEG/PNG, in the order a `<picture>` lists them. */
export const RENDITION_MIME_TYPES = ['image/avif', 'image/webp'] as const;

const mediaFormat = z.strictObject({ url, width: z.number(), height: z.number() });

export const mediaMetaShape = z
  .strictObject({
    width: z.number().nullable(),
    height: z.number().nullable(),
    formats: z.strictObject({
      thumbnail: mediaFormat.optional(),
      small: mediaFormat.optional(),
      medium: mediaFormat.optional(),
      large: mediaFormat.optional(),
    }),
    types: z
      .array(z.enum(RENDITION_MIME_TYPES))
      .describe(
        'The other encodings of the image and of each of its formats, smallest first: each at the same address with the extension of its type (`.avif`, `.webp`) in place of the original one',
      ),
    focus: imageFocusSchema.nullable().describe('The focal point crops keep in frame; null: the centre'),
    social: mediaFormat.nullable().describe('The 1200 × 630 social preview (JPEG) cut around the focal point; null for an image without one'),
  })
  .meta({ id: 'MediaMeta', description: 'Sizes and resized versions of the featured image, for responsive images' });

/** The categories above a category, the top one first and its parent last: a breadcrumb's trail (docs/product.md#categories). */
const categoryAncestors = z
  .array(z.strictObject({ _id: id, name: z.string(), slug: z.string() }))
  .describe('The categories above it, the top one first and its parent last; only in the answer of a single read');

export const articleCategoryShape = z
  .strictObject({
    _id: id,
    name: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    slug: z.string(),
    ancestors: categoryAncestors.optional(),
  })
  .meta({ id: 'ArticleCategory' });

export const articleAuthorShape = z
  .strictObject({
    _id: id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    slug: z.string().nullable().describe("Their author page's address: /author/<slug> (docs/product.md#author-pages)"),
    xHandle: z.string().nullable().describe('Their X (Twitter) handle, without the @; null when they gave none'),
  })
  .meta({ id: 'ArticleAuthor' });

/** A co-author as an article credits them (docs/product.md#author-pages): their name and their page's address. */
export const articleCoAuthorShape = z
  .strictObject({
    _id: id,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    slug: z.string().nullable().describe("Their author page's address: /author/<slug>"),
  })
  .meta({ id: 'ArticleCoAuthor' });

/** `GET /staff`: every staff account that is not blocked, by name: whom an article may credit as a co-author. */
export const staffListShape = z.array(articleCoAuthorShape);

/** An author page's person (`GET /authors/:slug`): what a byline shows, and their role in the newsroom. */
export const authorProfileShape = z
  .strictObject({
    _id: id,
    slug: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    xHandle: z.string().nullable(),
    role: z.enum(STAFF_ROLES),
  })
  .meta({ id: 'AuthorProfile' });

export const commentShape = z
  .strictObject({
    _id: id,
    author: z
      .strictObject({ _id: id, avatar: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() })
      .nullable(),
    authorName: z
      .string()
      .nullable()
      .describe('The name of a commenter without an account (comments imported from WordPress); null otherwise'),
    createdAt: isoDate,
    content: z.string().describe('Plain text (HTML tags are removed on the way in)'),
  })
  .meta({ id: 'Comment' });

export const relatedArticleShape = z
  .strictObject({ _id: id, slug: z.string(), title: z.string(), excerpt: z.string(), featuredImage: url.nullable() })
  .meta({ id: 'RelatedArticle' });

const locale = z.enum(LOCALES).describe("A language's code (docs/product.md#languages)");

/** One other language's version of an article: what a language switch and `hreflang` links need. */
export const translationShape = z
  .strictObject({ locale, _id: id, slug: z.string(), title: z.string() })
  .meta({ id: 'Translation' });

/** A correction of a published article (docs/product.md#corrections): plain text and when it was attached. */
export const correctionShape = z
  .strictObject({ _id: id, text: z.string().describe('Plain text (never HTML)'), at: isoDate.describe('When it was attached') })
  .meta({ id: 'Correction' });

/** One line of the site-wide corrections list (GET /corrections): the correction and the article it corrects. */
export const correctionEntryShape = z
  .strictObject({
    _id: id,
    text: z.string(),
    at: isoDate,
    article: z.strictObject({ _id: id, slug: z.string(), title: z.string(), locale }),
  })
  .meta({ id: 'CorrectionEntry' });

/** The latest corrections across the site, newest first, at most CORRECTIONS_LIST_MAX. */
export const correctionListShape = z.strictObject({ corrections: z.array(correctionEntryShape) }).meta({ id: 'CorrectionList' });

const articleFields = {
  _id: id,
  locale,
  translations: z
    .array(translationShape)
    .describe(
      "The story's other languages (never the article itself), in the site's language order: the published, due ones for the public; for staff, those they may open",
    ),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Sanitised HTML'),
  featuredImage: url.nullable(),
  featuredImageMeta: mediaMetaShape.nullable(),
  images: z.array(url),
  category: articleCategoryShape.nullable(),
  publishDate: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  status: z.enum(ARTICLE_STATUSES),
  breaking: z.boolean(),
  featured: z.boolean(),
  views: z.number().int(),
  likes: z.number().int(),
  tags: z.array(z.string()),
  author: articleAuthorShape.nullable(),
  coAuthors: z
    .array(articleCoAuthorShape)
    .describe('Staff credited beside the author, in the order the article names them; empty when it credits its author alone'),
  corrections: z.array(correctionShape).describe('Corrections attached since it was published, oldest first (docs/product.md#corrections)'),
  reviewNote: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Staff only (editors and admins; a reporter on their own articles), never in a public answer: why an editor sent it back from review to draft (plain text, up to 1,000 characters); null when there is none. Cleared when the article next leaves draft",
    ),
};

/** An article as lists, creation and edits return it. */
export const articleSummaryShape = z.strictObject(articleFields).meta({ id: 'ArticleSummary' });

/** The single-article call: with its comments and related articles, and `liked` for a signed-in reader. */
export const articleShape = z
  .strictObject({
    ...articleFields,
    comments: z.array(commentShape).optional(),
    relatedArticles: z.array(relatedArticleShape).optional(),
    liked: z.boolean().optional().describe('Whether the signed-in reader likes it; only when known'),
  })
  .meta({ id: 'Article' });

export const articleListShape = z
  .strictObject({
    articles: z.array(articleSummaryShape),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  })
  .meta({ id: 'ArticleList' });

export const viewsShape = z.strictObject({ views: z.number().int() }).meta({ id: 'Views' });
export const likeShape = z.strictObject({ likes: z.number().int(), liked: z.boolean() }).meta({ id: 'Like' });

const categoryText = z.strictObject({ name: z.string(), description: z.string() });

export const categoryShape = z
  .strictObject({
    _id: id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    order: z.number().int(),
    parentCategory: z.strictObject({ _id: id, name: z.string(), slug: z.string() }).nullable(),
    ancestors: categoryAncestors.optional(),
    subCategories: z.array(
      z.strictObject({
        _id: id,
        slug: z.string(),
        name: z.string(),
        color: z.string().nullable(),
        icon: z.string().nullable(),
        articleCount: z.number().int(),
      }),
    ),
    articleCount: z.number().int().describe("The category's own published articles in the asked language (English by default; every language with `locale=all`)"),
    translations: z
      .strictObject(
        Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, categoryText.optional()])) as Record<
          TranslatedLocale,
          z.ZodOptional<typeof categoryText>
        >,
      )
      .optional()
      .describe('With `locale=all`, and in the answers of a create or an edit: the name and description in each other language that has them'),
  })
  .meta({ id: 'Category' });

export const dashboardShape = z
  .strictObject({
    totalArticles: z.number().int(),
    totalViews: z.number().int(),
    totalUsers: z.number().int(),
    publishedToday: z.number().int(),
    breakingNews: z.number().int(),
    featuredArticles: z.number().int(),
    totalCategories: z.number().int(),
  })
  .meta({ id: 'Dashboard' });

/** `GET /api/settings`: what the newsroom's screens need to know of the site's settings (docs/product.md#scheduling). */
export const settingsShape = z
  .strictObject({
    timeZone: z.string().describe("The newsroom's time zone (IANA name, `NEWSROOM_TIME_ZONE`, default `UTC`): publish dates are entered and shown in it"),
  })
  .meta({ id: 'Settings' });

/** `GET`/`PUT /api/newsletter/preferences`: a subscription as its token's holder sees it (docs/product.md#newsletter). */
export const newsletterPreferencesShape = z
  .strictObject({
    email: z.string().describe('The subscribed address, in full: the token was e-mailed to it'),
    language: z.enum(LOCALES),
    digest: z.boolean(),
    alerts: z.boolean(),
    status: z.enum(['pending', 'confirmed', 'unsubscribed']).describe('Only `confirmed` is sent anything'),
  })
  .meta({ id: 'NewsletterPreferences' });

export const healthShape = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Health' });

/** Readiness (`GET /api/ready`): Strapi answered and its database ran a query; a 503 envelope otherwise. */
export const readyShape = z
  .strictObject({
    status: z.literal('ready'),
    checks: z.strictObject({ strapi: z.literal('ok'), database: z.literal('ok') }),
  })
  .meta({ id: 'Ready' });

// The API's shapes as types: what the adapters send and the frontend reads.

/** One field's problem in an error envelope's `errors`. */
export type FieldError = z.output<typeof fieldErrorShape>;
export type User = z.output<typeof userShape>;
/** One's own account: the user, their author page's slug and their X handle. */
export type OwnAccount = z.output<typeof ownAccountShape>;
/** What signing in or up answers (`token` null only when an admin creates an account). */
export type AuthSession = z.output<typeof sessionShape>;
/** Width, height and Strapi's resized versions of an uploaded image. */
export type MediaMeta = z.output<typeof mediaMetaShape>;
/** Strapi's resized versions of an uploaded image, by name. */
export type ImageFormatName = keyof MediaMeta['formats'];
export type ImageFormat = NonNullable<MediaMeta['formats'][ImageFormatName]>;
export type ArticleCategory = z.output<typeof articleCategoryShape>;
export type ArticleAuthor = z.output<typeof articleAuthorShape>;
export type AuthorProfile = z.output<typeof authorProfileShape>;
export type ArticleCoAuthor = z.output<typeof articleCoAuthorShape>;
export type Comment = z.output<typeof commentShape>;
export type CommentAuthor = NonNullable<Comment['author']>;
export type RelatedArticle = z.output<typeof relatedArticleShape>;
/** One other language's version of an article (docs/product.md#languages). */
export type Translation = z.output<typeof translationShape>;
/** `POST /articles/:id/like`. */
export type Like = z.output<typeof likeShape>;
/** An article as lists, creation and edits return it. */
export type ArticleSummary = z.output<typeof articleSummaryShape>;
/** An article as the single-article call returns it. */
export type Article = z.output<typeof articleShape>;
export type Correction = z.output<typeof correctionShape>;
export type CorrectionEntry = z.output<typeof correctionEntryShape>;
export type CorrectionList = z.output<typeof correctionListShape>;
export type ArticleList = z.output<typeof articleListShape>;
export type Category = z.output<typeof categoryShape>;
export type CategoryRef = NonNullable<Category['parentCategory']>;
export type SubCategory = Category['subCategories'][number];
/** `GET /analytics/dashboard`. */
export type DashboardStats = z.output<typeof dashboardShape>;
/** `GET /settings`: the site's settings the newsroom's screens read. */
export type SiteSettings = z.output<typeof settingsShape>;
/** `GET`/`PUT /newsletter/preferences`. */
export type NewsletterPreferences = z.output<typeof newsletterPreferencesShape>;
