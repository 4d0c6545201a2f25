import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, TOKEN_KEY, test, unique, type Account, type Api } from './fixtures.js';

/**
 * Edit conflicts, review notes and scheduling in the browser (docs/product.md#edit-conflicts,
 * docs/product.md#review-notes, docs/product.md#scheduling): two editors saving one article (the conflict screen,
 * overwrite on purpose, reload theirs), an editor's review note reaching the reporter on the dashboard and in the
 * editor, and the Scheduled badge with its time in the newsroom's time zone (the test stack's: UTC).
 */

// CKEditor loads in both windows and every step saves through the real API: allow the busy CI machine time.
test.describe.configure({ timeout: 90_000 });

const pending = (page: Page) => page.getByRole('region', { name: 'Pending Review' });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Articles' });
const titleField = (page: Page) => page.getByRole('textbox', { name: /Title/ });

type Stored = { _id: string; title: string; excerpt: string; status: string; updatedAt: string; reviewNote?: string | null };
const stored = (api: Api, token: string, id: string) => api.data<Stored>('GET', `/articles/${id}`, { token, status: 200 });

/** A second browser window signed in as `account` (its own context: its own storage), failing on unexpected console errors. */
async function secondWindow(browser: Browser, baseURL: string, account: Account, allowed: RegExp[] = []) {
  const context: BrowserContext = await browser.newContext({ baseURL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, account.token]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** The editor's first render on a busy machine (the article, the settings and CKEditor's chunk): more time. */
const FIRST_RENDER = { timeout: 30_000 };

/** Opens the editor on `id` and waits until the form holds the article. */
async function openEditor(page: Page, id: string, title: string) {
  await page.goto(`/admin/article/${id}`);
  await expect(titleField(page)).toHaveValue(title, FIRST_RENDER);
  await expect(page.getByRole('textbox', { name: /Article content/ })).toHaveAttribute('contenteditable', 'true', FIRST_RENDER);
}

test.describe('two editors edit one article', () => {
  // The second save's 409 is an answer the screen handles; Chromium still logs the failed request.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('the second save shows both versions; keep editing keeps the typing; overwrite on purpose stores it', async ({
    page,
    browser,
    baseURL,
    api,
    adminToken,
    signedInAs,
    article,
  }) => {
    // Two browser windows, two editor first renders and three saves: more time on a busy machine.
    test.slow();
    await signedInAs('editor', { firstName: 'Ada' });
    const other = await signedInAs('editor', { firstName: 'Ben' });
    const story = await article({ status: 'draft', content: '<p>The harbour reopened.</p>' });
    const ben = await secondWindow(browser, baseURL!, other, [/status of 409/]);
    try {
      await openEditor(page, story._id, story.title);
      await openEditor(ben.page, story._id, story.title);

      const adaTitle = unique('Harbour reopens at dawn');
      await titleField(page).fill(adaTitle);
      await page.getByRole('button', { name: 'Save Article' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      expect((await stored(api, adminToken, story._id)).title).toBe(adaTitle);

      const benTitle = unique('Harbour reopens after two weeks');
      await titleField(ben.page).fill(benTitle);
      await ben.page.getByRole('textbox', { name: 'Excerpt' }).fill('Boats are back.');
      await ben.page.getByRole('button', { name: 'Save Article' }).click();

      const conflict = ben.page.getByRole('alertdialog', { name: 'This article was changed by someone else since you opened it.' });
      await expect(conflict).toBeVisible();
      const theirs = conflict.getByRole('region', { name: 'Their version (stored now)' });
      const yours = conflict.getByRole('region', { name: 'Your version (as you typed it)' });
      await expect(theirs.locator('[data-field="Title"]')).toHaveText(adaTitle);
      await expect(yours.locator('[data-field="Title"]')).toHaveText(benTitle);
      await expect(yours.locator('[data-field="Excerpt"]')).toHaveText('Boats are back.');
      await expect(theirs.locator('[data-field="Content"]')).toHaveText('The harbour reopened.');
      // Nothing of Ben's was written.
      expect(await stored(api, adminToken, story._id)).toMatchObject({ title: adaTitle, excerpt: story.excerpt });

      // Back to the form: everything typed is still there; saving again asks again.
      await conflict.getByRole('button', { name: 'Keep editing' }).click();
      await expect(conflict).toHaveCount(0);
      await expect(titleField(ben.page)).toHaveValue(benTitle);
      await ben.page.getByRole('button', { name: 'Save Article' }).click();
      await expect(conflict).toBeVisible();

      await conflict.getByRole('button', { name: 'Overwrite with my version' }).click();
      await expect(ben.page.getByRole('status').filter({ hasText: 'Article updated successfully!' })).toBeVisible();
      await expect(ben.page).toHaveURL(/\/admin$/);
      expect(await stored(api, adminToken, story._id)).toMatchObject({ title: benTitle, excerpt: 'Boats are back.' });
      expect(ben.errors, 'console errors in the second window').toEqual([]);
    } finally {
      await ben.close();
    }
  });

  test('reload their version: the form starts again from what is stored, and saves from it', async ({ page, api, adminToken, signedInAs, article }) => {
    await signedInAs('editor');
    const story = await article({ status: 'draft' });
    await openEditor(page, story._id, story.title);
    // Someone else saves meanwhile (another editor through the API).
    const theirTitle = unique('Changed elsewhere');
    await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { title: theirTitle }, status: 200 });

    await titleField(page).fill(unique('Mine'));
    await page.getByRole('button', { name: 'Save Article' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'This article was changed by someone else since you opened it.' });
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(titleField(page)).toHaveValue(theirTitle);

    await page.getByRole('textbox', { name: 'Tags' }).fill('harbour');
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await stored(api, adminToken, story._id)).toMatchObject({ title: theirTitle });
  });
});

test.describe('review notes', () => {
  test('an editor rejects with a note; the reporter sees it on the dashboard and in the editor until they submit again', async ({
    page,
    browser,
    baseURL,
    api,
    adminToken,
    signedInAs,
    category,
    article,
  }) => {
    const reporter = await signedInAs('reporter', { firstName: 'Rita' });
    const editor = await signedInAs('editor');
    const desk = await category();
    const story = await article({ status: 'review', category: desk._id }, { token: reporter.token });
    const note = `Please add a second source for the reopening date (${unique('n')}).`;

    // The editor, in a window of their own, sends it back with a note from the dashboard.
    const desk2 = await secondWindow(browser, baseURL!, editor);
    try {
      await desk2.page.goto('/admin');
      await pending(desk2.page).getByRole('button', { name: `Reject ${story.title}` }).click();
      const dialog = desk2.page.getByRole('dialog', { name: 'Send back to draft' });
      await dialog.getByLabel('Note to the writer (optional)').fill(`<b>${note}</b>`);
      await expect(dialog.getByText(/characters, plain text/)).toContainText(`${note.length + 7} / 1,000`);
      await dialog.getByRole('button', { name: 'Send back to draft' }).click();
      await expect(desk2.page.getByText('Article sent back to draft')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(desk2.errors).toEqual([]);
    } finally {
      await desk2.close();
    }
    expect(await stored(api, adminToken, story._id)).toMatchObject({ status: 'draft', reviewNote: note });

    // The reporter: on the dashboard, and in the editor.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rita!' })).toBeVisible();
    const row = pending(page).getByRole('listitem').filter({ hasText: story.title });
    await expect(row).toContainText('Draft');
    await expect(row.getByTestId('review-note-line')).toHaveText(`Editor's note: ${note}`);
    await page.goto(`/admin/article/${story._id}`);
    await expect(page.getByTestId('review-note')).toContainText('Sent back to draft with a note from the editor');
    await expect(page.getByTestId('review-note')).toContainText(note);

    // Their next submission clears it.
    await expect(titleField(page)).toHaveValue(story.title);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('review');
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(pending(page).getByRole('listitem').filter({ hasText: story.title })).toContainText('Under Review');
    await expect(pending(page).getByTestId('review-note-line')).toHaveCount(0);
    expect(await stored(api, adminToken, story._id)).toMatchObject({ status: 'review', reviewNote: null });
  });
});

test.describe('scheduling', () => {
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  /** '27 Nov 2026, 15:42' in UTC, the test stack's newsroom time zone. */
  const utcTime = (date: Date) =>
    `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

  test('a published article with a time ahead shows as Scheduled with its time on the dashboard; readers do not see it yet', async ({
    page,
    api,
    adminToken,
    signedInAs,
    category,
    article,
  }) => {
    const reporter = await signedInAs('reporter');
    const desk = await category();
    const due = new Date(Date.now() + 2 * 86_400_000);
    due.setUTCSeconds(0, 0);
    const story = await article({ status: 'draft', category: desk._id }, { token: reporter.token });
    const live = await article({ status: 'draft', category: desk._id }, { token: reporter.token });
    // The desk publishes one for later and one now.
    await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { status: 'published', publishDate: due.toISOString() }, status: 200 });
    await api.data('PUT', `/articles/${live._id}`, { token: adminToken, body: { status: 'published' }, status: 200 });

    await page.goto('/admin');
    const scheduled = recent(page).getByRole('listitem').filter({ hasText: story.title });
    await expect(scheduled.getByTestId('scheduled-badge')).toHaveText(`Scheduled · ${utcTime(due)} UTC`);
    await expect(recent(page).getByRole('listitem').filter({ hasText: live.title }).getByTestId('scheduled-badge')).toHaveCount(0);

    // Readers do not see it yet.
    const reader = await api.call('GET', `/articles/${story.slug}`);
    expect(reader.status).toBe(404);
  });

  test('the editor takes a date and a time of day in the newsroom time zone, shown next to the field', async ({ page, api, adminToken, signedInAs, article }) => {
    await signedInAs('editor');
    const story = await article({ status: 'published', publishDate: '2025-03-14T09:30:00.000Z' });
    await openEditor(page, story._id, story.title);
    const field = page.getByLabel('Publish date');
    await expect(field).toHaveValue('2025-03-14T09:30');
    await expect(page.getByTestId('publish-time-zone')).toHaveText('Time zone: UTC');
    await expect(page.getByTestId('publish-scheduled')).toHaveCount(0);

    const due = new Date(Date.now() + 3 * 86_400_000);
    const typed = `${due.toISOString().slice(0, 10)}T18:45`;
    await field.fill(typed);
    await expect(page.getByTestId('publish-scheduled')).toContainText(`Scheduled: readers see it from ${utcTime(new Date(`${typed}:00Z`))}.`);
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await api.data<{ publishDate: string }>('GET', `/articles/${story._id}`, { token: adminToken, status: 200 })).publishDate).toBe(`${typed}:00.000Z`);
  });
});
