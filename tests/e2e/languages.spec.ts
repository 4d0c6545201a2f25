import { expect, test, unique } from './fixtures.js';

/**
 * Reading in another language (docs/product.md#languages): the selector goes to the same page in the chosen
 * language (an article's translation, or that language's home with a note when the story has none), and the
 * address alone decides the page's language.
 */

test('the selector takes an English article to its Hindi translation, served in Hindi', async ({ page, article }) => {
  const original = await article({ title: unique('Harbour reopens') });
  const title = `बंदरगाह फिर खुला ${unique('hi')}`;
  const hindi = await article({ title, locale: 'hi', translationOf: original._id, category: original.category._id });

  await page.goto(`/article/${original.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toHaveText(['English', 'हिन्दी', 'मराठी', 'ಕನ್ನಡ', 'தமிழ்', 'বাংলা', 'മലയാളം', 'తెలుగు', 'ગુજરાતી']);
  await language.selectOption('hi');

  await expect(page).toHaveURL(new RegExp(`/hi/article/${hindi.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The interface speaks Hindi too: the selector's own name, the navigation.
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi/');
  // Search engines are told both versions, and which is the default.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/article/${original.slug}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`/article/${original.slug}$`));
});

test('a story with no Hindi version leads to the Hindi home, with a one-line note', async ({ page, article }) => {
  const story = await article({ title: unique('Only in English') });

  await page.goto(`/article/${story.slug}`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');

  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('language-note')).toHaveText('यह ख़बर हिन्दी में उपलब्ध नहीं है।');
  await expect(page.getByRole('heading', { level: 2, name: 'प्रमुख ख़बरें' })).toBeVisible();
});

/** The Noto fonts the page downloaded (not the fallback faces over the platform's own fonts, which have no file). */
const scriptFonts = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((f) => f.family.includes('Noto Sans') && !f.family.includes('Fallback') && f.status === 'loaded')
      .map((f) => f.family.replace(/"/g, '')),
  );

test("a page outside an article keeps its place in the other language, in its script's font", async ({ page }) => {
  await page.goto('/privacy');
  expect(await scriptFonts(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
  await expect(page).toHaveURL(/\/ta\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
  await expect.poll(() => scriptFonts(page)).toContain('Noto Sans Tamil');
  expect((await scriptFonts(page)).every((family) => family === 'Noto Sans Tamil')).toBe(true);
});

test('the server answers a language address in that language: lang, its font, every version for search engines', async ({ page }) => {
  const answer = await page.request.get('/ta/privacy');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/<html lang="ta"/);
  for (const weight of [400, 700]) expect(html).toMatch(new RegExp(`<link rel="preload" href="/assets/noto-sans-tamil-tamil-${weight}-normal-[^"]+\\.woff2" as="font"`));
  for (const code of ['en', 'hi', 'mr', 'kn', 'ta', 'bn', 'ml', 'te', 'gu', 'x-default']) expect(html).toContain(`hreflang="${code}"`);
  expect(html).toContain('தனியுரிமைக் கொள்கை');
  const english = await (await page.request.get('/privacy')).text();
  expect(english).toMatch(/<html lang="en"/);
  expect(english).not.toContain('noto-sans');
});

test('the newsroom translates an article: a draft in the chosen language, linked to it, the original beside the form', async ({
  page,
  api,
  adminToken,
  article,
  signedInAs,
  cleanup,
}) => {
  const original = await article({ title: unique('Harbour reopens'), tags: ['harbour'] });
  await signedInAs('editor');
  await page.goto(`/admin/article/${original._id}`);
  await page.getByRole('combobox', { name: 'Translate into' }).selectOption('ta');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/article/new\\?translationOf=${original._id}&locale=ta$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Translate Article' })).toBeVisible();
  await expect(page.getByTestId('translation-original')).toContainText(original.title);
  await expect(page.getByTestId('article-language')).toHaveValue('ta');
  await expect(page.getByRole('combobox', { name: /Category/ })).toHaveValue(original.category._id);

  const title = `துறைமுகம் மீண்டும் திறப்பு ${unique('ta')}`;
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  const content = page.getByRole('textbox', { name: /Article content/ });
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await content.click();
  await page.keyboard.type('கப்பல்கள் திரும்பின.');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/articles') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save Article' }).click();
  const body = (await (await created).json()) as { data: { _id: string; locale: string; slug: string; translations: { _id: string }[] } };
  cleanup(() => api.call('DELETE', `/articles/${body.data._id}`, { token: adminToken }));
  expect(body.data.locale).toBe('ta');
  expect(body.data.translations.map((t) => t._id)).toContain(original._id);
  await expect(page).toHaveURL(/\/admin$/);

  const stored = await api.data<{ translations: { _id: string; locale: string }[] }>('GET', `/articles/${original._id}`, { token: adminToken, status: 200 });
  expect(stored.translations).toContainEqual(expect.objectContaining({ _id: body.data._id, locale: 'ta' }));
});
