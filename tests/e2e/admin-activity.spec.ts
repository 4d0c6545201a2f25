import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';

test.describe.configure({ timeout: 60_000 });

test.describe('activity /admin/activity', () => {
  test("an admin sees a reporter's just-made change, filters by action, and the nav links there", async ({ page, signedInAs, article, api, adminToken, cleanup }) => {
    // The reporter works through the API; the browser is the admin's.
    const email = `${unique('reporter')}@example.test`;
    const password = 'Passw0rd-activity';
    const created = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
      token: adminToken,
      body: { firstName: 'Test', lastName: 'Reporter', email, password, role: 'reporter', bio: '' },
    });
    cleanup(() => api.call('DELETE', `/users/${created.user._id}`, { token: adminToken }));
    const reporter = await api.login(email, password);
    const story = await article({ status: 'draft' }, { token: reporter.token });
    await signedInAs('admin');

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

    const row = page.getByTestId('activity-row').filter({ hasText: story.title });
    await expect(async () => {
      await page.reload();
      await expect(row.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row.first()).toContainText('Created article');
    await expect(row.first()).toContainText('Test Reporter');
    await expect(row.first()).toContainText('Reporter');

    await page.getByLabel('Action').selectOption('article.delete');
    await expect(page).toHaveURL(/action=article\.delete/);
    await expect(row).toHaveCount(0);
    await page.getByLabel('Action').selectOption('article.create');
    await expect(row.first()).toBeVisible();

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill('2000-01-01');
    await page.getByLabel('To').fill('2000-01-02');
    await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    await page.getByLabel('To').fill(today);
    await expect(row.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('is not offered to an editor', async ({ page, signedInAs }) => {
    await signedInAs('editor');
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await page.goto('/admin/activity');
    await expect(page.getByText("Only administrators can see the newsroom's activity.")).toBeVisible();
  });
});
