import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * No editor loses text (docs/product.md#unsaved-changes): what is typed in the article editor is kept in the browser
 * as it is typed; after a closed tab or a failed save, opening the editor again offers "Restore unsaved changes from
 * HH:MM?" with a comparison; the kept copy goes once the article is saved.
 */
test.describe.configure({ timeout: 90_000 });

const keptDrafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bulletin.draft')));

async function typeInEditor(page: Page, text: string) {
  const editable = page.getByRole('textbox', { name: /Article content/ });
  await expect(editable).toHaveAttribute('contenteditable', 'true');
  await editable.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('after a closed tab, the editor offers the unsaved changes, compared, and restores them; saving removes the kept copy', async ({ page, context, signedInAs, category, article }) => {
  const editor = await signedInAs('editor');
  const topic = await category();
  const story = await article({ category: topic._id, status: 'draft', content: '<p>First words.</p>' });
  await page.goto(`/admin/article/${story._id}`);
  await page.getByRole('textbox', { name: /Title/ }).fill('Rewritten while the tab was open');
  await typeInEditor(page, ' Words typed before the crash.');
  await expect.poll(() => keptDrafts(page)).toEqual([`bulletin.draft:${editor.user._id}:article:${story._id}`]);
  // The tab is closed without saving (no question asked: a crash, a closed window).
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto(`/admin/article/${story._id}`);
  const offer = again.getByRole('region', { name: 'Unsaved changes' });
  // The article is read again first (slow on a busy machine).
  await expect(offer.getByText(/^Restore unsaved changes from \d{2}:\d{2}\?$/)).toBeVisible({ timeout: 30_000 });
  await expect(offer.getByRole('region', { name: 'Saved version' })).toContainText(story.title);
  await expect(offer.getByRole('region', { name: 'Kept in this browser' })).toContainText('Rewritten while the tab was open');
  await expect(offer.getByRole('region', { name: 'Kept in this browser' })).toContainText('First words. Words typed before the crash.');

  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByRole('textbox', { name: /Title/ })).toHaveValue('Rewritten while the tab was open');
  await expect(again.getByRole('textbox', { name: /Article content/ })).toContainText('Words typed before the crash.');
  await again.getByRole('button', { name: 'Save Article' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Article updated successfully!' })).toBeVisible();
  await expect(again).toHaveURL(/\/admin$/);
  expect(await keptDrafts(again)).toEqual([]);
});

test.describe('when the CMS does not answer', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('a failed save keeps the text, the newsroom says the CMS is unreachable, and the next visit offers it', async ({ page, signedInAs, category, article }) => {
    await signedInAs('editor');
    const topic = await category();
    const story = await article({ category: topic._id, status: 'draft' });
    await page.goto(`/admin/article/${story._id}`);
    await page.getByRole('textbox', { name: /Title/ }).fill('Written while the CMS was away');
    await page.route(`**/api/articles/${story._id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            headers: { 'retry-after': '30' },
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'The content service is unavailable; please try again shortly' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The content service is unavailable; please try again shortly' })).toBeVisible();
    await expect(page.getByText('The CMS is unreachable; your changes are kept in this browser until it is back.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/article/${story._id}$`));

    await page.unroute(`**/api/articles/${story._id}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer.getByRole('region', { name: 'Kept in this browser' })).toContainText('Written while the CMS was away');
    // Discarded on purpose: the saved version, and nothing kept.
    await offer.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue(story.title);
    expect(await keptDrafts(page)).toEqual([]);
  });
});

test.describe('when the session expires while editing', () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('the save leads to sign-in and back to the editor, where the text is offered intact', async ({ page, signedInAs, category, article }) => {
    const editor = await signedInAs('editor');
    const topic = await category();
    const story = await article({ category: topic._id, status: 'draft' });
    await page.goto(`/admin/article/${story._id}`);
    await page.getByRole('textbox', { name: /Title/ }).fill('Written as the session ran out');
    await page.route(`**/api/articles/${story._id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Your session has expired' }) })
        : route.continue(),
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.unroute(`**/api/articles/${story._id}`);

    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Password', { exact: true }).fill(editor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/article/${story._id}$`));
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer.getByRole('region', { name: 'Kept in this browser' })).toContainText('Written as the session ran out');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue('Written as the session ran out');
  });
});
