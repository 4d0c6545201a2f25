import type { Core } from '@strapi/strapi';
import { slugify } from '../../articles/slug';
import { withNoticeScope } from '../../purge/notices';
import { queryOf } from '../../db/queries';
import { imageSources, mediaAddresses, rewriteImages } from './content';
import { uploadsPath, type Attachment, type MediaStore } from './media';
import type { ArticlePlan } from './post-plan';
import type { Byline } from './authors';
import { FALLBACK } from './categories';

/**
 * Writes one planned post: its images (stored first: files cannot be rolled back, and a stored file is found
 * again by the next run), then the article and its comments in one transaction, through Strapi's document
 * service, so every rule of a write applies — the article lifecycle sanitises the HTML and derives the search
 * text, the audit log records it, and the read cache's purge notice leaves once it has committed (one notice
 * for the post). A post imported before (by its WordPress id) is left as it is; only its comments that are new
 * since are added.
 */
const ARTICLE = 'api::article.article';
const inlineImages = (html: string) => new Set(imageSources(html));
const COMMENT = 'api::comment.comment';

export type Directory = {
  strapi: Core.Strapi;
  media: MediaStore;
  attachments: Map<number, Attachment>;
  /** Attachments' files by their address on the old site. */
  attachmentFiles: Map<string, string>;
  authorsByLogin: Map<string, Byline>;
  authorsByWordpressId: Map<number, Byline>;
  categoryFor(slug: string, name: string): Promise<string | null>;
};

export type PostOutcome = {
  created: boolean;
  comments: number;
  commentsThere: number;
  notes: string[];
};

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The article's slug: WordPress's own when Bulletin can use it (old links then keep their last part). */
export function preferredSlug(plan: Pick<ArticlePlan, 'wordpressSlug' | 'title' | 'wordpressId'>): string {
  if (VALID_SLUG.test(plan.wordpressSlug) && plan.wordpressSlug.length <= 200) return plan.wordpressSlug;
  const made = slugify(plan.wordpressSlug || plan.title);
  return made === 'item' ? `post-${plan.wordpressId}` : made;
}

async function freeSlug(dir: Directory, base: string): Promise<string> {
  const articles = dir.strapi.documents(ARTICLE);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if ((await articles.count({ filters: { slug } })) === 0) return slug;
  }
}

/** Stores the post's featured and inline images; the content's addresses point at the stored copies. */
async function resolveMedia(dir: Directory, plan: ArticlePlan, notes: string[]) {
  let featuredImage: number | null = null;
  if (plan.featuredImageId !== null) {
    const attachment = dir.attachments.get(plan.featuredImageId);
    if (!attachment?.file) {
      notes.push(`featured image: attachment ${plan.featuredImageId} is not in the export`);
    } else {
      try {
        const stored = await dir.media.fileFor(attachment.file, { alt: attachment.alt || plan.title });
        if (stored) featuredImage = stored.id;
        else notes.push(`featured image not found: ${attachment.file}`);
      } catch (error) {
        notes.push(`featured image: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const urls = new Map<string, string>();
  const missing = new Set<string>();
  for (const address of mediaAddresses(plan.content)) {
    const relative = dir.attachmentFiles.get(address) ?? uploadsPath(address);
    if (!relative) continue;
    try {
      const stored = await dir.media.fileFor(relative);
      if (stored) urls.set(address, stored.url);
      else missing.add(address);
    } catch (error) {
      missing.add(address);
      notes.push(`image ${relative}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (missing.has(address) && inlineImages(plan.content).has(address)) {
      notes.push(`image not found: ${relative} (left out of the article; add it in the editor)`);
    }
  }
  return { featuredImage, content: rewriteImages(plan.content, urls, missing) };
}

async function writeComments(dir: Directory, plan: ArticlePlan, articleDocumentId: string, outcome: PostOutcome) {
  const comments = dir.strapi.documents(COMMENT);
  const ids = plan.comments.map((c) => c.wordpressId);
  const there = ids.length
    ? await queryOf(dir.strapi, COMMENT).findMany({ where: { wordpressId: { $in: ids } }, select: ['wordpressId'] })
    : [];
  const known = new Set(there.map((row) => row.wordpressId));
  for (const comment of plan.comments) {
    if (known.has(comment.wordpressId)) {
      outcome.commentsThere += 1;
      continue;
    }
    const author = comment.wordpressUserId !== null ? dir.authorsByWordpressId.get(comment.wordpressUserId) : undefined;
    await comments.create({
      data: {
        content: comment.content,
        article: articleDocumentId,
        author: author?.documentId ?? null,
        authorName: author ? undefined : comment.authorName,
        wordpressId: comment.wordpressId,
        ...(comment.createdAt ? { createdAt: comment.createdAt, updatedAt: comment.createdAt } : {}),
      },
      fields: ['content'],
    });
    outcome.comments += 1;
  }
}

export async function importPost(dir: Directory, plan: ArticlePlan): Promise<PostOutcome> {
  const { strapi } = dir;
  const outcome: PostOutcome = { created: false, comments: 0, commentsThere: 0, notes: [...plan.notes] };
  const existing = await queryOf(strapi, ARTICLE).findOne({ where: { wordpressId: plan.wordpressId }, select: ['id', 'documentId'] });
  if (existing) {
    await withNoticeScope(() => strapi.db.transaction(() => writeComments(dir, plan, existing.documentId, outcome)));
    return outcome;
  }

  const author = dir.authorsByLogin.get(plan.authorLogin);
  if (!author && plan.authorLogin) outcome.notes.push(`author "${plan.authorLogin}" is not among the export's authors: no byline`);
  let category: string | null = null;
  for (const { slug, name } of plan.categorySlugs) {
    category = await dir.categoryFor(slug, name);
    if (category) break;
  }
  category ??= await dir.categoryFor(FALLBACK.slug, FALLBACK.name);
  if (!category) throw new Error('no category could be found or made for it');
  const { featuredImage, content } = await resolveMedia(dir, plan, outcome.notes);

  await withNoticeScope(() =>
    strapi.db.transaction(async () => {
      const article = await strapi.documents(ARTICLE).create({
        data: {
          title: plan.title,
          slug: await freeSlug(dir, preferredSlug(plan)),
          // A WordPress site is one language: its posts come in as English stories (docs/product.md#languages).
          language: 'en',
          content,
          excerpt: plan.excerpt,
          category,
          editorialStatus: plan.status,
          publishDate: plan.publishDate ?? undefined,
          featured: plan.featured,
          tags: plan.tags,
          author: author?.documentId ?? null,
          featuredImage,
          wordpressId: plan.wordpressId,
          wordpressSlug: plan.wordpressSlug || undefined,
          wordpressDate: plan.wordpressDate ?? undefined,
          ...(plan.createdAt ? { createdAt: plan.createdAt } : {}),
          ...(plan.updatedAt ? { updatedAt: plan.updatedAt } : {}),
        },
        fields: ['slug'],
      });
      outcome.created = true;
      await writeComments(dir, plan, article.documentId, outcome);
    }),
  );
  return outcome;
}
