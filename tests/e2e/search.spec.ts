import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';
import { gotoInApp } from './in-app.js';
import { failUntilTryAgain } from './try-again.js';

/** A word no other test uses, letters only (the search index keeps letters and digits). */
const word = () => `zq${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

const form = (page: Page) => page.getByRole('main').getByRole('search', { name: 'Articles' });
const box = (page: Page) => form(page).getByRole('searchbox', { name: 'Search articles' });
const results = (page: Page) => page.getByTestId('article-card');
const resultTitles = (page: Page) => results(page).getByRole('heading').allInnerTexts();
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove filter ${label}` });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

test('typing and submitting searches, and the address, chips and box stay in step', async ({
  page,
  category,
  article,
}) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const token = word();
  const topic = await category({ name: unique('Harbour') });
  const first = await article({ category: topic._id, title: `Harbour ${token} reopens`, publishDate: '2025-04-02' });
  const second = await article({ title: `Market ${token} rallies`, publishDate: '2025-04-01' });

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeVisible();
  await expect(box(page)).toHaveAttribute('placeholder', 'Search for articles, topics, or keywords...');
  await box(page).fill(token);
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}$`));
  await expect(page.getByTestId('result-count')).toHaveText('2 articles found');
  await expect
    .poll(() => resultTitles(page).then((titles) => titles.sort()))
    .toEqual([first.title, second.title].sort());
  await expect(page.getByText(`Query: ${token}`)).toBeVisible();
  // With a query and no sort chosen the results come by relevance: no sort button is pressed.
  await expect(filters(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(page.getByText('Sorted by relevance to your search.')).toBeVisible();

  // Enter submits too; the Query chip removes the query and empties the box.
  await box(page).fill(`${token} reopens`);
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}\\+reopens$`));
  await expect(page.getByTestId('result-count')).toHaveText('1 article found');
  await chip(page, `Query: ${token} reopens`).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(box(page)).toHaveValue('');

  // Back brings the query (and its results) back; forward removes it again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}\\+reopens$`));
  await expect(box(page)).toHaveValue(`${token} reopens`);
  await expect(page.getByTestId('result-count')).toHaveText('1 article found');
  await page.goBack();
  await expect(box(page)).toHaveValue(token);
  await expect(page.getByTestId('result-count')).toHaveText('2 articles found');
  await page.goForward();
  await expect(box(page)).toHaveValue(`${token} reopens`);
  await expect(page.getByTestId('result-count')).toHaveText('1 article found');
  await expectNoSeriousA11yViolations(page);
});

test('category, breaking and featured filters, chips that remove them, reload keeps everything', async ({
  page,
  category,
  article,
}) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const token = word();
  const topic = await category({ name: unique('Docks') });
  const breaking = await article({ category: topic._id, title: `Storm ${token} warning`, breaking: true });
  const featured = await article({ category: topic._id, title: `Festival ${token} guide`, featured: true });
  const elsewhere = await article({ title: `Storm ${token} elsewhere`, breaking: true, featured: true });

  await page.goto(`/search?q=${token}`);
  await expect(page.getByTestId('result-count')).toHaveText('3 articles found');

  await filters(page).getByLabel('Category').selectOption({ label: topic.name });
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&category=${topic.slug}$`));
  await expect(page.getByTestId('result-count')).toHaveText('2 articles found');
  await expect(page.getByText(`Category: ${topic.name}`)).toBeVisible();

  await filters(page).getByText('Breaking News', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&category=${topic.slug}&breaking=true$`));
  await expect.poll(() => resultTitles(page)).toEqual([breaking.title]);

  await chip(page, 'Breaking News').click();
  await filters(page).getByText('Featured Articles', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&category=${topic.slug}&featured=true$`));
  await expect.poll(() => resultTitles(page)).toEqual([featured.title]);
  await expect(filters(page).getByRole('checkbox', { name: 'Featured Articles' })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: 'Breaking News' })).not.toBeChecked();

  // Reload: the box, the select, the checkboxes and the results come back from the address.
  await page.reload();
  await expect(box(page)).toHaveValue(token);
  await expect(filters(page).getByLabel('Category')).toHaveValue(topic.slug);
  await expect(filters(page).getByRole('checkbox', { name: 'Featured Articles' })).toBeChecked();
  await expect.poll(() => resultTitles(page)).toEqual([featured.title]);

  await chip(page, `Category: ${topic.name}`).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&featured=true$`));
  await expect
    .poll(() => resultTitles(page).then((titles) => titles.sort()))
    .toEqual([featured.title, elsewhere.title].sort());
  await expect(filters(page).getByLabel('Category')).toHaveValue('');

  await form(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(box(page)).toHaveValue('');
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  await expect(filters(page).getByRole('checkbox', { name: 'Featured Articles' })).not.toBeChecked();
});

test('sort and page appear in the address only when not the default', async ({ page, category, article, api }) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const topic = await category({ name: unique('Paged') });
  for (let i = 1; i <= 13; i++) {
    await article({
      category: topic._id,
      title: `Paged ${topic.slug} ${String(i).padStart(2, '0')}`,
      publishDate: `2025-05-${String(i).padStart(2, '0')}`,
    });
  }
  const popular = await article({
    category: topic._id,
    title: `Paged ${topic.slug} popular`,
    publishDate: '2025-01-01',
  });
  await api.data('POST', `/articles/${popular._id}/view`, { status: 200 });

  await page.goto(`/search?category=${topic.slug}`);
  await expect(page.getByTestId('result-count')).toHaveText('14 articles found');
  await expect(page.getByText('Showing 1 - 12 of 14 articles')).toBeVisible();
  const date = filters(page).getByRole('button', { name: 'Date, descending' });
  await expect(date).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${topic.slug}&page=2$`));
  await expect(page.getByText('Showing 13 - 14 of 14 articles')).toBeVisible();
  await expect.poll(() => resultTitles(page)).toEqual([`Paged ${topic.slug} 01`, popular.title]);

  // A sort change goes back to page 1 (no page in the address); flipping the date sort writes it out.
  await filters(page).getByRole('button', { name: 'Views' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${topic.slug}&sortBy=views&sortOrder=desc$`));
  await expect.poll(async () => (await resultTitles(page))[0]).toBe(popular.title);
  await filters(page).getByRole('button', { name: 'Date' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${topic.slug}$`));
  await filters(page).getByRole('button', { name: 'Date, descending' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${topic.slug}&sortBy=publishDate&sortOrder=asc$`));
  await expect.poll(async () => (await resultTitles(page))[0]).toBe(popular.title);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?category=${topic.slug}$`));
  await expect.poll(async () => (await resultTitles(page))[0]).toBe(`Paged ${topic.slug} 13`);
});

test('nothing found: the count, the hint and links to the categories', async ({ page, category }) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const topic = await category({ name: unique('Browse') });
  await page.goto(`/search?q=${word()}`);
  await expect(page.getByTestId('result-count')).toHaveText('No articles found');
  await expect(page.getByText('Try adjusting your search criteria or browse our categories')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: topic.name }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${topic.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
});

test('an address with bad values shows the defaults', async ({ page }) => {
  await page.goto('/search?breaking=yes&sortBy=title&page=-3');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeVisible();
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  await expect(filters(page).getByRole('button', { name: 'Date, descending' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('result-count')).toBeVisible();
});

test('at 375 px the form, filters and results fit the screen', async ({ page, article }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const token = word();
  const story = await article({ title: `Narrow ${token} story` });
  await page.goto(`/search?q=${token}`);
  await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  for (const control of [box(page), form(page).getByRole('button', { name: 'Search', exact: true }), filters(page)]) {
    const rect = await control.boundingBox();
    expect(rect!.x).toBeGreaterThanOrEqual(0);
    expect(rect!.x + rect!.width).toBeLessThanOrEqual(375);
  }
  // The box keeps a usable height when the form stacks.
  expect((await box(page).boundingBox())!.height).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('keyboard only: search with Enter, remove a chip, tick a filter, change page', async ({
  page,
  category,
  article,
}) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const token = word();
  const topic = await category({ name: unique('Keys') });
  for (let i = 1; i <= 13; i++) await article({ category: topic._id, title: `Keys ${token} ${i}` });

  await page.goto(`/search?category=${topic.slug}`);
  await expect(page.getByTestId('result-count')).toHaveText('13 articles found');
  await box(page).focus();
  await page.keyboard.type(token);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&category=${topic.slug}$`));

  await chip(page, `Category: ${topic.name}`).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}$`));

  await filters(page).getByRole('checkbox', { name: 'Featured Articles' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&featured=true$`));
  await expect(page.getByTestId('result-count')).toHaveText('No articles found');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}$`));

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${token}&page=2$`));
  await expect(page.getByText('Showing 13 - 13 of 13 articles')).toBeVisible();
  // Focus moves to the result count at the top, so the next Tab continues from there.
  await expect(page.getByTestId('result-count')).toBeFocused();
});

test.describe('a failing search', () => {
  test.use({ allowConsoleErrors: [/status of 500/] });

  test('shows the error and recovers with Try again', async ({ page, article }) => {
    const token = word();
    const story = await article({ title: `Outage ${token} report` });
    await failUntilTryAgain(page, '**/api/articles?*', {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Search is resting' }),
    });
    await gotoInApp(page, `/search?q=${token}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading articles' });
    await expect(alert).toContainText('Search is resting');
    // The form still works while the results failed.
    await expect(box(page)).toHaveValue(token);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  });
});
