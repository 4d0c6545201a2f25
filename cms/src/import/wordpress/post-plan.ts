import {
  ARTICLE_CONTENT_MAX_BYTES,
  ARTICLE_EXCERPT_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  articleSchema,
  COMMENT_MAX_LENGTH,
  htmlToText,
  MESSAGES,
  PUBLISHED,
  stripTags,
  type ArticleStatus,
} from '@bulletin/contract';
import { decodeHTMLStrict } from 'entities';
import { articleHtml, otherShortcodes } from './content';
import { wordpressDate, type WxrComment, type WxrItem } from './wxr';

/**
 * What one WordPress post becomes in Bulletin, decided without the database: the article's fields in the
 * contract's terms (checked with the same `articleSchema` the newsroom's form and the API use, and held to the
 * limits of what the API can store: a post over one fails with the API's message, nothing of it cut), the
 * categories and tags it names, its author's login, its featured image's attachment and the comments that come
 * along. `articles.ts` then finds or makes the records these name and writes them.
 */
export type CommentPlan = {
  wordpressId: number;
  content: string;
  createdAt: Date | null;
  /** The name the commenter gave; shown when they have no account here. */
  authorName: string;
  /** The commenter's WordPress account (an author), if any. */
  wordpressUserId: number | null;
};

export type ArticlePlan = {
  wordpressId: number;
  title: string;
  /** The WordPress slug, decoded ('' for a draft that never had one). */
  wordpressSlug: string;
  /** The day in the post's old address (`/YYYY/MM/DD/slug/`): its local date in WordPress, 'YYYY-MM-DD'. */
  wordpressDate: string | null;
  status: ArticleStatus;
  /** A published article with a publish date still to come (WordPress's "future"). */
  scheduled: boolean;
  publishDate: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  content: string;
  excerpt: string;
  featured: boolean;
  /** WordPress category slugs, the article's own category first (the others become tags). */
  categorySlugs: Array<{ slug: string; name: string }>;
  tags: string[];
  authorLogin: string;
  /** `_thumbnail_id`: the attachment item of the featured image. */
  featuredImageId: number | null;
  comments: CommentPlan[];
  /** Comments left out and why (not approved, spam, pingbacks, …), counted by reason. */
  commentsLeftOut: Record<string, number>;
  /** Things the reader of the summary should know (shortcodes kept as text, a comment too long, …). */
  notes: string[];
};

export type PostDecision =
  | { kind: 'import'; plan: ArticlePlan }
  | { kind: 'skip'; reason: string }
  | { kind: 'fail'; reason: string };

/** WordPress statuses that are not brought over, and why (reported in the summary). */
const SKIPPED: Record<string, string> = {
  private: 'private',
  trash: 'in the trash',
  'auto-draft': 'auto-drafts',
  inherit: 'revisions',
};

const STATUS: Record<string, ArticleStatus> = { publish: PUBLISHED, future: PUBLISHED, draft: 'draft', pending: 'review' };

/** WordPress's own excerpt when none was written: the first 55 words. */
const EXCERPT_WORDS = 55;
const AUTHOR_NAME_MAX = 100;

/** HTML entities of WordPress's stored titles and names (`&amp;`, `&eacute;`, `&#8217;`), decoded once; `AT&T` stays. */
export const decodeEntities = (value: string): string => decodeHTMLStrict(value);

/** One line of plain text from a title or a name that may hold markup and entities. */
export function plainText(value: string): string {
  return decodeEntities(value.replace(/<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The excerpt WordPress shows when none was written: the first 55 words of the text. */
export function excerptOf(html: string): string {
  const words = htmlToText(html).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ');
}

/** A slug WordPress stored percent-encoded (non-ASCII titles) as the text it stands for. */
export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).normalize('NFC').toLowerCase();
  } catch {
    return slug.toLowerCase();
  }
}

function commentLeftOut(comment: WxrComment): string | null {
  if (comment.type !== '' && comment.type !== 'comment') return `${comment.type}s`;
  if (comment.approved === '1') return null;
  if (comment.approved === 'spam') return 'spam';
  if (comment.approved === 'trash') return 'in the trash';
  return 'not approved';
}

function planComments(item: WxrItem, notes: string[]) {
  const comments: CommentPlan[] = [];
  const leftOut: Record<string, number> = {};
  for (const comment of item.comments) {
    const reason = commentLeftOut(comment);
    if (reason) {
      leftOut[reason] = (leftOut[reason] ?? 0) + 1;
      continue;
    }
    const content = stripTags(comment.content.replace(/<br\s*\/?>|<\/p>/gi, '\n'));
    if (comment.id === null) {
      notes.push(`a comment without an id was left out`);
    } else if (!content) {
      notes.push(`comment ${comment.id} left out: ${MESSAGES.commentRequired}`);
    } else if (Array.from(content).length > COMMENT_MAX_LENGTH) {
      notes.push(`comment ${comment.id} left out: ${MESSAGES.commentTooLong}`);
    } else {
      const name = plainText(comment.author);
      if (Array.from(name).length > AUTHOR_NAME_MAX) notes.push(`comment ${comment.id}: the commenter's name cut to ${AUTHOR_NAME_MAX} characters`);
      comments.push({
        wordpressId: comment.id,
        content,
        createdAt: wordpressDate(comment.dateGmt) ?? wordpressDate(comment.date),
        authorName: cut(name, AUTHOR_NAME_MAX) || 'Anonymous',
        wordpressUserId: comment.userId > 0 ? comment.userId : null,
      });
    }
  }
  return { comments, leftOut };
}

/** The post's categories, its own first: Yoast's primary category when set, else the first one listed. */
function categoriesOf(item: WxrItem, categorySlugsById: Map<number, string>) {
  const categories = item.terms.filter((t) => t.domain === 'category' && t.slug).map((t) => ({ slug: t.slug, name: plainText(t.name) }));
  const primaryId = Number(item.meta._yoast_wpseo_primary_category);
  const primarySlug = Number.isInteger(primaryId) ? categorySlugsById.get(primaryId) : undefined;
  const primary = categories.findIndex((c) => c.slug === primarySlug);
  if (primary > 0) categories.unshift(...categories.splice(primary, 1));
  return categories;
}

/**
 * Decides what becomes of one `post` item. `categorySlugsById` maps the export's category term ids to their
 * slugs (for Yoast's primary category); `now` tells scheduled from published.
 */
export function planPost(item: WxrItem, now: Date, categorySlugsById = new Map<number, string>()): PostDecision {
  if (item.id === null) return { kind: 'fail', reason: 'no <wp:post_id>' };
  const skipped = SKIPPED[item.status];
  if (skipped) return { kind: 'skip', reason: skipped };
  const status = STATUS[item.status];
  if (!status) return { kind: 'fail', reason: `unknown status "${item.status}"` };
  // Bulletin has no password-protected articles: importing one would publish what its password kept.
  if (item.password) return { kind: 'skip', reason: 'password-protected' };

  const notes: string[] = [];
  const dated = wordpressDate(item.dateGmt);
  if (item.dateGmt && !dated && !/^0000-/.test(item.dateGmt)) return { kind: 'fail', reason: `publish date "${item.dateGmt}" is not a date` };
  // A published post always has a GMT date; an old export may lack it: its local date then stands for it.
  const publishDate = dated ?? (status === PUBLISHED ? wordpressDate(item.date) : null);
  if (status === PUBLISHED && !publishDate) return { kind: 'fail', reason: 'a published post without a publish date' };

  // Lengths as the article type's columns count them (UTF-16 units, Strapi's check of what the API stores).
  const title = plainText(item.title);
  if (title.length > ARTICLE_TITLE_MAX_LENGTH) return { kind: 'fail', reason: MESSAGES.titleTooLong };
  const content = articleHtml(item.content);
  // Measured before its images are stored (their new addresses are shorter than WordPress's); the article
  // lifecycle measures what is written.
  if (Buffer.byteLength(content, 'utf8') > ARTICLE_CONTENT_MAX_BYTES) return { kind: 'fail', reason: MESSAGES.contentTooLarge };
  const shortcodes = otherShortcodes(content);
  if (shortcodes.length) notes.push(`shortcodes kept as text: ${shortcodes.map((s) => `[${s}]`).join(', ')}`);
  const categories = categoriesOf(item, categorySlugsById);
  const tags = [
    ...item.terms.filter((t) => t.domain === 'post_tag').map((t) => plainText(t.name)),
    ...categories.slice(1).map((c) => c.name),
  ];
  // The excerpt a writer wrote is theirs: over the limit it fails the post. WordPress's own (the first words) is cut.
  const written = plainText(item.excerpt);
  if (written.length > ARTICLE_EXCERPT_MAX_LENGTH) return { kind: 'fail', reason: MESSAGES.excerptTooLong };
  const excerpt = written || cut(excerptOf(content), ARTICLE_EXCERPT_MAX_LENGTH);

  // The contract's own check of an article (the newsroom form's and the API's rules and messages); the
  // category is found or made later, from the slugs.
  const checked = articleSchema.omit({ category: true }).safeParse({
    title,
    content,
    excerpt,
    tags,
    status,
    publishDate: publishDate?.toISOString() ?? null,
    featured: item.sticky,
  });
  if (!checked.success) return { kind: 'fail', reason: checked.error.issues.map((issue) => issue.message).join('; ') };

  const { comments, leftOut } = planComments(item, notes);
  const thumbnail = Number(item.meta._thumbnail_id);
  return {
    kind: 'import',
    plan: {
      wordpressId: item.id,
      title: checked.data.title,
      wordpressSlug: decodeSlug(item.slug),
      wordpressDate: wordpressDate(item.date)?.toISOString().slice(0, 10) ?? null,
      status: checked.data.status,
      scheduled: status === PUBLISHED && Boolean(publishDate && publishDate > now),
      publishDate,
      createdAt: publishDate ?? wordpressDate(item.modifiedGmt),
      updatedAt: wordpressDate(item.modifiedGmt),
      content: checked.data.content,
      excerpt: checked.data.excerpt,
      featured: checked.data.featured,
      categorySlugs: categories,
      tags: checked.data.tags,
      authorLogin: item.creator,
      featuredImageId: Number.isInteger(thumbnail) && thumbnail > 0 ? thumbnail : null,
      comments,
      commentsLeftOut: leftOut,
      notes,
    },
  };
}
