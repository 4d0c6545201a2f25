import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';

/**
 * The editor's History (docs/product.md#revisions): an editor edits an article twice, compares the first version with
 * the text in the editor (words added and removed), restores it after confirming, and the editor and the public
 * article show the restored text.
 */

// CKEditor is a large chunk and typing goes through its engine key by key (see editor.spec.ts).
test.describe.configure({ timeout: 90_000 });

// Opening the editor parses CKEditor's chunk (~230 KB gzip) on the page's main thread: on a busy machine the first
// render after a navigation can take longer than the default 10 s, so those first waits get more.
const FIRST_RENDER = { timeout: 30_000 };

const history = (page: Page) => page.getByRole('region', { name: 'History' });
const rows = (page: Page) => history(page).getByTestId('revision-row');

async function editorReady(page: Page): Promise<Locator> {
  const editable = page.getByRole('textbox', { name: /Article content/ });
  await expect(editable).toBeVisible(FIRST_RENDER);
  await expect(editable).toHaveAttribute('contenteditable', 'true');
  return editable;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

test('an editor edits an article twice, compares the first version and restores it', async ({ page, api, adminToken, signedInAs, article }) => {
  // Three visits to the editor, two saves, a compare and a restore: the longest walk of the suite.
  test.slow();
  const editor = await signedInAs('editor');
  const title = unique('Harbour reopens');
  const story = await article({ title, content: '<p>The harbour reopened on Monday after the storm.</p>' });

  // First edit: the text.
  await page.goto(`/admin/article/${story._id}`);
  const editable = await editorReady(page);
  await expect(rows(page)).toHaveCount(1, FIRST_RENDER);
  await editable.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('The harbour stays closed this week after the storm.');
  await save(page);

  // Second edit: the title.
  await page.goto(`/admin/article/${story._id}`);
  await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue(title, FIRST_RENDER);
  await page.getByRole('textbox', { name: /Title/ }).fill(`${title} (updated)`);
  await save(page);

  // The History lists the three versions, newest first, with who and when.
  await page.goto(`/admin/article/${story._id}`);
  await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue(`${title} (updated)`, FIRST_RENDER);
  await expect(rows(page)).toHaveCount(3, FIRST_RENDER);
  await expect(history(page).getByText('3 revisions, newest first.')).toBeVisible();
  await expect(rows(page).first()).toContainText('Test Editor');
  await expect(rows(page).first()).toContainText('Current');
  await expect(rows(page).first()).toContainText(`${title} (updated)`);
  await expect(rows(page).first().getByRole('button', { name: 'Restore' })).toBeDisabled();
  await expect(rows(page).last()).toContainText(title);
  await expect(rows(page).last()).toContainText('Published');

  // Compare the first version with the editor's text: words, not markup.
  await rows(page).last().getByRole('button', { name: 'Compare' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Revision of .+ by / })).toBeVisible();
  const content = dialog.getByTestId('diff-content');
  await expect(content.locator('del')).toContainText(['reopened on Monday']);
  await expect(content.locator('ins')).toContainText(['stays closed this week']);
  await expect(content).not.toContainText('<p>');
  await expect(dialog.getByTestId('diff-title').locator('ins')).toContainText('(updated)');
  await expect(dialog.getByRole('region', { name: 'Other fields' })).toContainText('The same as in the editor.');
  await expectNoSeriousA11yViolations(page);

  // Restore, after confirming.
  await dialog.getByRole('button', { name: 'Restore this revision' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this revision?' });
  await expect(confirm).toContainText('Changes not saved in the editor are lost');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revision restored' })).toBeVisible();
  await expect(confirm).toBeHidden();

  // The editor shows the restored article, and its History the restore on top.
  await expect(page).toHaveURL(new RegExp(`/admin/article/${story._id}$`));
  await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue(title);
  await expect(await editorReady(page)).toContainText('The harbour reopened on Monday after the storm.');
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toContainText(title);
  await expect(rows(page).first()).toContainText('Current');

  const stored = await api.data<{ title: string; content: string }>('GET', `/articles/${story._id}`, { token: adminToken, status: 200 });
  expect(stored).toMatchObject({ title, content: '<p>The harbour reopened on Monday after the storm.</p>' });
  expect(editor.user.role).toBe('editor');

  // The public article shows the restored text.
  await page.goto(`/article/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('The harbour reopened on Monday after the storm.')).toBeVisible();
});

test('a reporter cannot restore a published revision of their article: the button says why', async ({ page, api, adminToken, signedInAs, article }) => {
  const reporter = await signedInAs('reporter');
  const story = await article({ status: 'review', content: '<p>Filed copy.</p>' }, { token: reporter.token });
  // An editor publishes it, then sends it back to its reporter.
  await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { status: 'published' } });
  await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { status: 'draft', content: '<p>Back to you.</p>' } });

  await page.goto(`/admin/article/${story._id}`);
  await expect(rows(page)).toHaveCount(3, FIRST_RENDER);
  const published = rows(page).nth(1);
  await expect(published).toContainText('Published');
  const restore = published.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeDisabled();
  await expect(restore).toHaveAttribute('title', 'Reporters can restore only a revision saved as draft or review');
  // Their filed version may be restored.
  await expect(rows(page).last().getByRole('button', { name: 'Restore' })).toBeEnabled();
});

test.describe('when the history cannot be read', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('the panel says so and offers to try again; a new article has no History', async ({ page, signedInAs, article }) => {
    await signedInAs('editor');
    const story = await article();
    let failures = 0;
    await page.route(`**/api/articles/${story._id}/revisions?*`, (route) => {
      // The first load and the newsroom's one automatic retry fail.
      if (failures >= 2) return route.continue();
      failures += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Not ready' }) });
    });
    await page.goto(`/admin/article/${story._id}`);
    const failed = history(page).getByRole('alert');
    await expect(failed).toContainText('The history could not be loaded', FIRST_RENDER);
    await expect(failed).toContainText('Not ready');
    await expect.poll(() => failures).toBe(2);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(history(page).getByText('1 revision, newest first.')).toBeVisible();

    await page.goto('/admin/article/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible();
    await expect(history(page)).toHaveCount(0);
  });
});
