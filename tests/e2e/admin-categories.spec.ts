import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique, type Api } from './fixtures.js';

// Full newsroom flows on a shared, busy CI machine: allow twice the default time per test.
test.describe.configure({ timeout: 60_000 });

const CONFIRM = 'Are you sure you want to delete this category? This action cannot be undone.';

/** The English fields, not the other languages' ('Name in Hindi'). */
const ENGLISH_NAME = /^Name\W*$/;
const ENGLISH_DESCRIPTION = /^Description$/;
const form = (page: Page) => page.getByRole('form', { name: /New Category|Edit Category/ });
const row = (page: Page, name: string) =>
  page.getByTestId('category-row').filter({ has: page.getByText(name, { exact: true }) });

/** Removes categories made through the screen if a test stops half-way. */
function removeByName(api: Api, adminToken: string, name: () => string[]) {
  return async () => {
    const list = await api.data<{ _id: string; name: string }[]>('GET', '/categories', { status: 200 });
    for (const category of list.filter((c) => name().includes(c.name))) {
      await api.call('DELETE', `/categories/${category._id}`, { token: adminToken });
    }
  };
}

test.describe('category management /admin/categories', () => {
  test('creates, edits and deletes a category with every message', async ({ page, signedInAs, api, adminToken, cleanup }) => {
    test.slow(); // a long flow: validation, create, edit and delete
    const name = unique('Desk');
    const renamed = `${name} renamed`;
    cleanup(removeByName(api, adminToken, () => [name, renamed]));
    await signedInAs('editor');
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Category Management' })).toBeVisible();
    const total = Number(await page.locator('dl').filter({ hasText: 'Total Categories' }).locator('dd').innerText());

    await page.getByRole('button', { name: 'New Category' }).click();
    await expect(form(page).getByLabel('Colour')).toHaveValue('#007bff');
    await expect(form(page).getByLabel('Order')).toHaveValue('0');
    await expect(form(page).getByLabel(ENGLISH_NAME)).toBeFocused();
    await form(page).getByRole('button', { name: 'Create Category' }).click();
    await expect(form(page).getByText('Name is required')).toBeVisible();
    await form(page).getByLabel(ENGLISH_NAME).fill('A');
    await form(page).getByRole('button', { name: 'Create Category' }).click();
    await expect(form(page).getByText('Name must be at least 2 characters')).toBeVisible();

    // Cancel closes and resets.
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(form(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'New Category' }).click();
    await expect(form(page).getByLabel(ENGLISH_NAME)).toHaveValue('');

    await form(page).getByLabel(ENGLISH_NAME).fill(name);
    await form(page).getByLabel(ENGLISH_DESCRIPTION).fill('Stories from the harbour.');
    await form(page).getByLabel('Order').fill('7');
    await form(page).getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByText('Category created successfully!')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await expect(row(page, name)).toContainText('Stories from the harbour.');
    await expect(row(page, name)).toContainText('Order: 7');
    await expect(row(page, name)).toContainText('0 articles');
    await expect(row(page, name)).toContainText('Parent: None');
    await expect(page.locator('dl').filter({ hasText: 'Total Categories' }).locator('dd')).not.toHaveText(String(total));

    await row(page, name).getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeVisible();
    await expect(form(page).getByLabel(ENGLISH_NAME)).toHaveValue(name);
    await form(page).getByLabel(ENGLISH_NAME).fill(renamed);
    await form(page).getByLabel('Name in Hindi').fill('बंदरगाह डेस्क');
    await form(page).getByRole('button', { name: 'Update Category' }).click();
    await expect(page.getByText('Category updated successfully!')).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();
    // The newsroom keeps the English name; the Hindi one is saved and shown when the form opens again.
    await row(page, renamed).getByRole('button', { name: `Edit ${renamed}` }).click();
    await expect(form(page).getByLabel('Name in Hindi')).toHaveValue('बंदरगाह डेस्क');
    await form(page).getByRole('button', { name: 'Cancel' }).click();

    await row(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(CONFIRM);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, renamed)).toBeVisible();

    await row(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted successfully!')).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);
  });

  test.describe('refused changes', () => {
    test.use({ allowConsoleErrors: [/status of 409/] });
    test("deleting a category that still has articles shows the server's message", async ({ page, signedInAs, category, article }) => {
      const desk = await category();
      await article({ category: desk._id });
      await signedInAs('admin');
      await page.goto('/admin/categories');
      await expect(row(page, desk.name)).toContainText('1 article');
      await row(page, desk.name).getByRole('button', { name: `Delete ${desk.name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('This category still has articles. Move or delete them first.')).toBeVisible();
      await expect(row(page, desk.name)).toBeVisible();

      // With the newsroom in Tamil, the server's message reads in Tamil (docs/product.md#languages).
      await page.evaluate(() => localStorage.setItem('bulletin.language', 'ta'));
      await page.reload();
      await row(page, desk.name).getByRole('button', { name: `${desk.name} நீக்கு` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'நீக்கு' }).click();
      await expect(page.getByText('இந்தப் பிரிவில் இன்னும் கட்டுரைகள் உள்ளன. முதலில் அவற்றை நகர்த்தவும் அல்லது நீக்கவும்.')).toBeVisible();
    });

    test("deleting a category with subcategories shows the server's message", async ({ page, signedInAs, category }) => {
      const top = await category();
      await category({ parentCategory: top._id });
      await signedInAs('editor');
      await page.goto('/admin/categories');
      await row(page, top.name).getByRole('button', { name: `Delete ${top.name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('This category still has subcategories. Move or delete them first.')).toBeVisible();
      await expect(row(page, top.name)).toBeVisible();
    });
  });

  test.describe('when the server fails without a message', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test('the fallback messages are shown', async ({ page, signedInAs, category }) => {
      const desk = await category();
      await signedInAs('editor');
      await page.route(/\/api\/categories(\/[^/?]+)?$/, (route) =>
        route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, body: 'Internal error' }),
      );
      await page.goto('/admin/categories');
      await page.getByRole('button', { name: 'New Category' }).click();
      await form(page).getByLabel(ENGLISH_NAME).fill('Weather desk');
      await form(page).getByRole('button', { name: 'Create Category' }).click();
      await expect(page.getByText('Failed to create category')).toBeVisible();
      await expect(form(page)).toBeVisible();

      await row(page, desk.name).getByRole('button', { name: `Edit ${desk.name}` }).click();
      await form(page).getByRole('button', { name: 'Update Category' }).click();
      await expect(page.getByText('Failed to update category')).toBeVisible();

      await row(page, desk.name).getByRole('button', { name: `Delete ${desk.name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Failed to delete category')).toBeVisible();
      await expect(row(page, desk.name)).toBeVisible();
    });
  });

  test('parent choices leave out the category itself and its descendants; the statistics add up', async ({ page, signedInAs, category }) => {
    const top = await category();
    const child = await category({ parentCategory: top._id });
    const grandchild = await category({ parentCategory: child._id });
    const other = await category();
    await signedInAs('editor');
    await page.goto('/admin/categories');
    await expect(row(page, grandchild.name)).toContainText(`Parent: ${child.name}`);

    const options = () => form(page).getByLabel('Parent category').locator('option');
    await row(page, top.name).getByRole('button', { name: `Edit ${top.name}` }).click();
    await expect(options().filter({ hasText: other.name })).toHaveCount(1);
    for (const excluded of [top, child, grandchild]) await expect(options().filter({ hasText: excluded.name })).toHaveCount(0);

    await row(page, grandchild.name).getByRole('button', { name: `Edit ${grandchild.name}` }).click();
    await expect(form(page).getByLabel('Parent category')).toHaveValue(child._id);
    await expect(options().filter({ hasText: top.name })).toHaveCount(1);
    await expect(options().filter({ hasText: grandchild.name })).toHaveCount(0);

    // Total = Top-level + Subcategories, and every row counts.
    const figure = async (label: string) =>
      Number(await page.locator('dl').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').innerText());
    // Rows and figures are read one by one: a refetch of the list (other workers write categories) may land
    // between two reads, so the whole comparison is tried again until it holds.
    await expect(async () => {
      const rows = await page.getByTestId('category-row').count();
      expect(await figure('Total Categories')).toBe(rows);
      expect((await figure('Top-level Categories')) + (await figure('Subcategories'))).toBe(rows);
      expect(await figure('Subcategories')).toBeGreaterThanOrEqual(2);
    }).toPass({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
