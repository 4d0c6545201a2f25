import { expect, test, unique } from './fixtures.js';

/**
 * Corrections (docs/product.md#corrections): an editor adds a correction to a published article in the newsroom's
 * editor, changes it, and a reader sees it under the headline with its date; the site's structured data carries it.
 */

// The editor screen loads CKEditor's large chunk: its first render may take long on a busy machine.
test.describe.configure({ timeout: 90_000 });
const FIRST_RENDER = { timeout: 30_000 };

test('an editor adds a correction in the newsroom and a reader sees it on the article page', async ({ page, signedInAs, article }) => {
  test.slow();
  const story = await article({ title: unique('Bridge vote'), status: 'published' });
  await signedInAs('editor');

  await page.goto(`/admin/article/${story._id}`);
  const panel = page.getByRole('region', { name: 'Corrections' });
  await expect(panel.getByText('No corrections yet.')).toBeVisible(FIRST_RENDER);

  // An empty text is refused by the form, as the API would refuse it.
  await panel.getByRole('button', { name: 'Add a correction' }).click();
  await expect(panel.getByText('Correction text is required')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Correction text' }).fill('An earlier version said the vote was 5–4; it was 6–3.');
  await panel.getByRole('button', { name: 'Add a correction' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correction added' })).toBeVisible();
  await expect(panel.getByText('An earlier version said the vote was 5–4; it was 6–3.')).toBeVisible();

  // Changed, never removed: there is no button to delete it.
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByRole('textbox', { name: 'Correction text' }).first().fill('An earlier version said the vote was 5–4; it was 7–2.');
  await panel.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correction saved' })).toBeVisible();
  await expect(panel.getByText('An earlier version said the vote was 5–4; it was 7–2.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /delete|remove/i })).toHaveCount(0);

  // A reader (signed out, a fresh context) sees it under the headline.
  const reader = await page.context().browser()!.newPage();
  await reader.goto(`${new URL(page.url()).origin}/article/${story.slug}`);
  const notes = reader.getByRole('region', { name: 'Corrections' });
  await expect(notes).toContainText(/^Correction, \d{1,2} [A-Z][a-z]+ \d{4}: An earlier version said the vote was 5–4; it was 7–2\.$/);
  const headline = reader.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText(story.title);
  const [headlineBox, notesBox] = [await headline.boundingBox(), await notes.boundingBox()];
  expect(notesBox!.y).toBeGreaterThan(headlineBox!.y);
  await reader.close();
});
