import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { TRANSLATED_LOCALES } from '@bulletin/contract';
import { demoArticles, demoCategories } from './demo-content';
import { demoCategoryTranslations, demoTranslations, TRANSLATED_STORIES, type StoryKey } from './demo-translations';
import { renderDemoImage } from './demo-image';
import { randomPassword } from './admin-account';
import { articleSlugBase, slugify } from '../articles/slug';
import { newTranslationGroup } from '../articles/translations';

/**
 * First start on an empty database: the demo categories (named in every language), demo bylines and about 40 demo
 * articles with generated images, four of them with a translation into each of the other languages
 * (demo-translations.ts). Runs only when there are no categories yet; BULLETIN_SEED=none skips it.
 */
const DEMO_BYLINES = [
  { firstName: 'Amira', lastName: 'Solberg', bio: 'Covers climate, cities and the people who run them.' },
  { firstName: 'Tomas', lastName: 'Reyes', bio: 'Sport and business correspondent; former league statistician.' },
  { firstName: 'Priya', lastName: 'Natarajan', bio: 'Science and innovation desk, with a soft spot for space missions.' },
];

async function uploadImage(strapi: Core.Strapi, dir: string, name: string, bytes: Buffer, alt: string) {
  const filepath = path.join(dir, `${name}.jpg`);
  await writeFile(filepath, bytes);
  const [file] = await strapi.plugin('upload').service('upload').upload({
    data: { fileInfo: { name: `${name}.jpg`, alternativeText: alt } },
    files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: bytes.length },
  });
  return file as { id: number };
}

export async function seedDemoContent(strapi: Core.Strapi, reporterRoleId: number): Promise<void> {
  if (process.env.BULLETIN_SEED === 'none') return;
  const categories = strapi.documents('api::category.category');
  if ((await categories.count({})) > 0) return;
  strapi.log.info('Bulletin: seeding demo content (first start)…');

  const categoryIds = new Map<string, string>();
  for (const category of demoCategories.filter((c) => !c.parent)) {
    const { parent: _parent, ...data } = category;
    const created = await categories.create({ data: { ...data, translations: demoCategoryTranslations[category.slug] ?? {} } });
    categoryIds.set(category.slug, created.documentId);
  }
  for (const category of demoCategories.filter((c) => c.parent)) {
    const { parent, ...data } = category;
    const translations = demoCategoryTranslations[category.slug] ?? {};
    const created = await categories.create({ data: { ...data, translations, parentCategory: categoryIds.get(parent!) } });
    categoryIds.set(category.slug, created.documentId);
  }

  const authors: string[] = [];
  for (const byline of DEMO_BYLINES) {
    const email = `${byline.firstName}.${byline.lastName}@bulletin.local`.toLowerCase();
    const user = (await strapi.plugin('users-permissions').service('user').add({
      ...byline,
      username: email,
      email,
      password: randomPassword(),
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: reporterRoleId,
    })) as { documentId: string };
    authors.push(user.documentId);
  }

  const storyOf = new Map<string, StoryKey>(Object.entries(TRANSLATED_STORIES).map(([key, title]) => [title, key as StoryKey]));
  let translated = 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-seed-'));
  try {
    const now = Date.now();
    for (const [index, article] of demoArticles.entries()) {
      const slug = slugify(article.title);
      const image = await renderDemoImage({ title: article.title, category: article.category, hue: article.imageHue });
      const file = await uploadImage(strapi, dir, slug, image, article.title);
      const translationGroup = newTranslationGroup();
      const shared = {
        category: categoryIds.get(article.category),
        tags: article.tags,
        editorialStatus: 'published' as const,
        publishDate: new Date(now - article.hoursAgo * 3_600_000).toISOString(),
        featured: article.featured,
        breaking: article.breaking,
        likes: 0,
        featuredImage: file.id,
        author: authors[index % authors.length],
        translationGroup,
      };
      await strapi.documents('api::article.article').create({
        data: {
          ...shared,
          language: 'en',
          title: article.title,
          slug,
          excerpt: article.excerpt,
          content: article.content,
          views: article.views,
        },
      });
      // The same story in each other language: its own article, address and counts, the same picture and byline.
      const story = storyOf.get(article.title);
      if (!story) continue;
      for (const locale of TRANSLATED_LOCALES) {
        const text = demoTranslations[locale][story];
        await strapi.documents('api::article.article').create({
          data: {
            ...shared,
            ...text,
            language: locale,
            slug: articleSlugBase(text.title, locale, { slug, locale: 'en' }),
            views: Math.round(article.views / 10),
          },
        });
        translated += 1;
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  strapi.log.info(`Bulletin: seeded ${demoCategories.length} categories, ${demoArticles.length} articles and ${translated} translations.`);
}
