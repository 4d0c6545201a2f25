import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, siteUrl, test, unique, type Api } from './fixtures.js';

/**
 * Live coverage (docs/product.md#live-coverage): an editor runs a live story on the newsroom's live desk while a
 * reader, in another browser, has its page open and sees every change arrive without reloading; "N new updates"
 * instead of moving a reader who is further down; Watch Live; the page without JavaScript. The stories of this file
 * are its own (one file: its tests run one after the other, so Watch Live's "newest running story" is the one a test
 * started), and each is ended afterwards.
 */

type LiveStory = { _id: string; slug: string; title: string; seq: number };
type LiveEntry = { _id: string; content: string };

/** A small PNG, as a photographer's picture pasted or dropped onto the composer. */
async function png(color: { r: number; g: number; b: number }): Promise<string> {
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
  return bytes.toString('base64');
}

/** A second browser (its own context: no session, no storage) with the story's reader page open and hydrated. */
async function openReader(browser: Browser, slug: string): Promise<{ reader: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: siteUrl(), viewport: { width: 1000, height: 700 } });
  const reader = await context.newPage();
  const errors: string[] = [];
  reader.on('pageerror', (error) => errors.push(error.message));
  reader.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await reader.goto(`/live/${slug}`);
  // Hydration waits for the load event and the app's chunks: allow for a busy machine.
  await expect(reader.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
  // A mark that a full page load would wipe: every change below must arrive without one.
  await reader.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return { reader, errors, close: () => context.close() };
}

const noReload = async (reader: Page) => expect(await reader.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

/** Puts an image file onto the composer's text field as a paste or a drop from the desktop. */
async function giveImage(page: Page, how: 'paste' | 'drop', base64: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Entry text' }).evaluate(
    (field, [kind, data]) => {
      const bytes = Uint8Array.from(atob(data!), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'photo.png', { type: 'image/png' }));
      const init = { bubbles: true, cancelable: true };
      field.dispatchEvent(
        kind === 'paste' ? new ClipboardEvent('paste', { ...init, clipboardData: transfer }) : new DragEvent('drop', { ...init, dataTransfer: transfer }),
      );
    },
    [how, base64],
  );
}

test.describe('live coverage', () => {
  // Two browsers, several screens and a stream each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  let api: Api;
  let adminToken: string;
  let cleanupStory: (slug: string) => void;

  test.beforeEach(({ api: client, adminToken: token, cleanup }) => {
    api = client;
    adminToken = token;
    cleanupStory = (slug) => cleanup(() => api.call('PUT', `/live/${slug}`, { token: adminToken, body: { status: 'ended' } }));
  });

  async function startStory(categoryId: string, title = unique('Storm live')): Promise<LiveStory> {
    const story = await api.data<LiveStory>('POST', '/live', { token: adminToken, body: { title, category: categoryId } });
    cleanupStory(story.slug);
    return story;
  }
  const post = (slug: string, body: Record<string, unknown>) => api.data<LiveEntry>('POST', `/live/${slug}/entries`, { token: adminToken, body });

  test("an editor runs a story on the live desk; a reader's open page shows every change without reloading", async ({ page, browser, signedInAs, category }) => {
    const topic = await category();
    await signedInAs('editor');
    const title = unique('Harbour fire');

    // The desk: start a story.
    await page.goto('/admin/live');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: topic.name });
    await page.getByRole('button', { name: 'Start live story' }).click();
    await expect(page).toHaveURL(/\/admin\/live\/[^/]+$/);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    cleanupStory(slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // A reader opens it in another browser.
    const { reader, errors, close } = await openReader(browser, slug);
    try {
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(reader.getByTestId('live-badge')).toHaveText('LIVE');
      await expect(reader.getByTestId('live-empty')).toHaveText('No updates yet. New updates appear here as they happen.');

      // Enter publishes; the reader sees the entry at the top, with its time.
      const field = page.getByRole('textbox', { name: 'Entry text' });
      await field.click();
      await page.keyboard.type('Smoke rises over the harbour');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Entry published')).toBeVisible();
      await expect(field).toHaveText('');
      const first = reader.getByTestId('live-entry').filter({ hasText: 'Smoke rises over the harbour' });
      await expect(first).toBeVisible();
      await expect(first.locator('time')).toHaveText('less than a minute ago');

      // A key event with a pasted image: first in the list, and in the key events summary.
      await field.click();
      await page.keyboard.type('Firefighters reach the warehouse');
      await giveImage(page, 'paste', await png({ r: 200, g: 60, b: 20 }));
      await expect(page.getByRole('img', { name: 'Image to publish with the entry' })).toBeVisible();
      await page.getByRole('region', { name: 'New entry' }).getByText('Key event', { exact: true }).click();
      await field.press('Enter');
      const second = reader.getByTestId('live-entry').filter({ hasText: 'Firefighters reach the warehouse' }).last();
      await expect(reader.getByTestId('live-entries').getByTestId('live-entry').first()).toContainText('Firefighters reach the warehouse');
      await expect(second.getByText('Key event')).toBeVisible();
      await expect(second.locator('img')).toHaveAttribute('src', /\/uploads\//);
      await expect(reader.getByTestId('key-events')).toContainText('Firefighters reach the warehouse');

      // An image dropped from the desktop.
      await field.click();
      await page.keyboard.type('The view from the quay');
      await giveImage(page, 'drop', await png({ r: 20, g: 60, b: 200 }));
      await expect(page.getByRole('img', { name: 'Image to publish with the entry' })).toBeVisible();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(reader.getByTestId('live-entry').filter({ hasText: 'The view from the quay' }).locator('img')).toHaveAttribute('src', /\/uploads\//);

      // The editor pins the first entry, corrects the second, deletes the third: the reader's page follows.
      const onDesk = (text: string) => page.getByTestId('live-entries').getByTestId('live-entry').filter({ hasText: text });
      await onDesk('Smoke rises over the harbour').getByRole('button', { name: 'Pin' }).click();
      await expect(reader.getByTestId('live-pinned')).toContainText('Smoke rises over the harbour');
      // The reader's page with every part shown (LIVE, key events, a pinned entry, images) passes axe.
      await expectNoSeriousA11yViolations(reader);

      await onDesk('Firefighters reach the warehouse').getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('textbox', { name: 'Edit entry text' });
      await edit.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Firefighters reach the north warehouse');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Entry updated')).toBeVisible();
      await expect(reader.getByTestId('live-entries')).toContainText('Firefighters reach the north warehouse');
      await expect(reader.getByTestId('key-events')).toContainText('Firefighters reach the north warehouse');

      await onDesk('The view from the quay').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Entry deleted')).toBeVisible();
      await expect(reader.getByText('The view from the quay')).toHaveCount(0);
      await expect(reader.getByTestId('live-entries').getByTestId('live-entry')).toHaveCount(2);

      // The editor ends the story: the reader's badge says so.
      await page.getByRole('button', { name: 'End live story' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'End live story' }).click();
      await expect(page.getByText('Live story ended')).toBeVisible();
      await expect(reader.getByTestId('live-badge')).toHaveText('ENDED');
      await expect(reader.getByTestId('live-ended')).toHaveText('This live coverage has ended.');
      await expectNoSeriousA11yViolations(reader);

      await noReload(reader);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a reader further down the page gets 'N new updates' instead of the page moving", async ({ browser, category }) => {
    const story = await startStory((await category())._id);
    const long = '<p>' + 'The council meets again to hear the residents of the flooded streets. '.repeat(8) + '</p>';
    for (let i = 1; i <= 8; i += 1) await post(story.slug, { content: `<p>Update ${i}</p>${long}` });

    const { reader, errors, close } = await openReader(browser, story.slug);
    try {
      const entries = reader.getByTestId('live-entries').getByTestId('live-entry');
      await expect(entries).toHaveCount(8);
      await reader.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const scrolled = await reader.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);

      await post(story.slug, { content: '<p>The river falls below the warning line</p>' });
      await post(story.slug, { content: '<p>Roads reopen in the old town</p>' });
      const button = reader.getByRole('button', { name: '2 new updates' });
      await expect(button).toBeVisible();
      await expectNoSeriousA11yViolations(reader);
      // Nothing moved under the reader: the new entries wait.
      await expect(entries).toHaveCount(8);
      expect(await reader.evaluate(() => window.scrollY)).toBe(scrolled);

      await button.click();
      await expect(entries).toHaveCount(10);
      await expect(entries.first()).toContainText('Roads reopen in the old town');
      await expect(entries.nth(1)).toContainText('The river falls below the warning line');
      await expect(button).toBeHidden();
      await expect(reader.getByRole('heading', { name: 'Latest updates' })).toBeInViewport();

      // At the top, the next one goes straight in.
      await post(story.slug, { content: '<p>Schools open tomorrow</p>' });
      await expect(entries.first()).toContainText('Schools open tomorrow');
      await expect(reader.getByRole('button', { name: /new update/ })).toHaveCount(0);
      await noReload(reader);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('older updates load below the first page of entries', async ({ browser, category }) => {
    const story = await startStory((await category())._id);
    // One more than a page (20) plus one: the oldest two wait behind "Show older updates".
    for (let i = 1; i <= 22; i += 1) await post(story.slug, { content: `<p>Update number ${i}</p>` });

    const { reader, errors, close } = await openReader(browser, story.slug);
    try {
      const entries = reader.getByTestId('live-entries').getByTestId('live-entry');
      await expect(entries).toHaveCount(20);
      await expect(entries.first()).toContainText('Update number 22');
      await expect(entries.last()).toContainText('Update number 3');
      await reader.getByRole('button', { name: 'Show older updates' }).click();
      await expect(entries).toHaveCount(22);
      await expect(entries.last()).toContainText('Update number 1');
      await expect(reader.getByRole('button', { name: 'Show older updates' })).toHaveCount(0);
      await noReload(reader);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("Watch Live leads to the newest running story, and to 'No live coverage right now' when none runs", async ({ page, browser, category, article }) => {
    const topic = await category();
    const breaking = await article({ category: topic._id, title: unique('Dam holds'), breaking: true });
    const older = await startStory(topic._id, unique('Older live'));
    const newest = await startStory(topic._id, unique('Newest live'));
    await post(newest.slug, { content: '<p>Crews are on site</p>' });

    // The server answers /live with a redirect to the newest running story.
    const answer = await page.request.get('/live', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/live/${newest.slug}`);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Watch Live' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/live/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(page.getByTestId('live-entry')).toContainText('Crews are on site');

    // Both end: for a reader who comes now (another browser: this one may show its stale-while-revalidate answer of
    // /api/live once, docs/product.md#freshness), Watch Live has nothing live and shows the latest breaking news.
    for (const story of [newest, older]) await api.data('PUT', `/live/${story.slug}`, { token: adminToken, body: { status: 'ended' } });
    const context = await browser.newContext({ baseURL: siteUrl() });
    try {
      const later = await context.newPage();
      await later.goto('/');
      await expect(later.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
      await later.getByRole('banner').getByRole('link', { name: 'Watch Live' }).first().click();
      await expect(later).toHaveURL(/\/live$/);
      await expect(later.getByRole('heading', { level: 1 })).toHaveText('No live coverage right now');
      await expect(later.getByRole('list', { name: 'Breaking news' }).getByRole('link', { name: breaking.title }).first()).toBeVisible();
      await expect(later).toHaveTitle(/No live coverage right now/);
      await expectNoSeriousA11yViolations(later);
      // The server's answer to /live is that page too (no redirect).
      const none = await later.request.get('/live', { maxRedirects: 0 });
      expect(none.status()).toBe(200);
      expect(await none.text()).toContain('No live coverage right now');
    } finally {
      await context.close();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the live page is in the first answer: title, LIVE, key events, entries and LiveBlogPosting data', async ({ page, category }) => {
      const story = await startStory((await category())._id, unique('Election night'));
      await post(story.slug, { content: '<p>Polls close across the country</p>' });
      await post(story.slug, { content: '<p>First result: the coastal seat changes hands</p>', keyEvent: true });
      await post(story.slug, { content: '<p>Turnout is the highest in twenty years</p>' });

      const response = await page.goto(`/live/${story.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
      await expect(page.getByTestId('live-badge')).toHaveText('LIVE');
      await expect(page.getByTestId('key-events')).toContainText('First result: the coastal seat changes hands');
      const entries = page.getByTestId('live-entries').getByTestId('live-entry');
      await expect(entries).toHaveCount(3);
      await expect(entries.first()).toContainText('Turnout is the highest in twenty years');
      await expect(entries.last()).toContainText('Polls close across the country');
      await expect(entries.first().locator('time')).toHaveText('less than a minute ago');

      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = data.map((text) => JSON.parse(text)).flatMap((item) => item['@graph'] ?? [item]).find((item) => item['@type'] === 'LiveBlogPosting');
      expect(posting, JSON.stringify(data)).toBeTruthy();
      expect(posting.headline).toBe(story.title);
      expect(posting.liveBlogUpdate).toHaveLength(3);

      // Watch Live without JavaScript: the server's redirect.
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Watch Live' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/live/${story.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    });
  });
});
