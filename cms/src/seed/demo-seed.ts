import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { demoArticles, demoCategories } from './demo-content';
import { renderDemoImage } from './demo-image';
import { randomPassword } from './admin-account';
import { slugify } from '../articles/slug';

/**
 * First start on an empty database: the demo categories, demo bylines and about 40 demo articles with
 * generated images. Runs only when there are no categories yet; BULLETIN_SEED=none skips it.
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
    const created = await categories.create({ data });
    categoryIds.set(category.slug, created.documentId);
  }
  for (const category of demoCategories.filter((c) => c.parent)) {
    const { parent, ...data } = category;
    const created = await categories.create({ data: { ...data, parentCategory: categoryIds.get(parent!) } });
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

  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-seed-'));
  try {
    const now = Date.now();
    for (const [index, article] of demoArticles.entries()) {
      const slug = slugify(article.title);
      const image = await renderDemoImage({ title: article.title, category: article.category, hue: article.imageHue });
      const file = await uploadImage(strapi, dir, slug, image, article.title);
      await strapi.documents('api::article.article').create({
        data: {
          title: article.title,
          slug,
          excerpt: article.excerpt,
          content: article.content,
          category: categoryIds.get(article.category),
          tags: article.tags,
          editorialStatus: 'published',
          publishDate: new Date(now - article.hoursAgo * 3_600_000).toISOString(),
          featured: article.featured,
          breaking: article.breaking,
          views: article.views,
          likes: 0,
          featuredImage: file.id,
          author: authors[index % authors.length],
        },
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  strapi.log.info(`Bulletin: seeded ${demoCategories.length} categories and ${demoArticles.length} articles.`);
}
