import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test } from './fixtures.js';

/** The shared frame (docs/product.md#frame): top strip, header, search overlay, navigation, mobile menu, footer. */

/** The selector names each language in its own script (docs/product.md#languages). */
const LANGUAGES = ['English', 'हिन्दी', 'मराठी', 'ಕನ್ನಡ', 'தமிழ்', 'বাংলা', 'മലയാളം', 'తెలుగు', 'ગુજરાતી'];

test.describe('desktop', () => {
  // Section pages ask for their category, which may not exist on the test database.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('navigation highlights only the entry whose path equals the current path', async ({ page }) => {
    await page.goto('/sport');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sport' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sport' })).not.toHaveAttribute('aria-current', 'page');
    // /category/sport is not /sport: nothing is highlighted.
    await page.goto('/weather');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('the search overlay is keyboard-usable: focus trapped, Escape closes, focus returns', async ({ page }) => {
    await page.goto('/weather');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByPlaceholder('Search for news, articles, topics, and more...');
    await expect(field).toBeFocused();
    // Tab around: focus never leaves the overlay.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Close button closes too.
    await button.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('submitting the overlay goes to /search?q=… and closes it', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox').fill('harbour reopening');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=harbour\+reopening$/);
    await expect(dialog).toBeHidden();
  });

  test('top strip: nine languages, English by default, Sign in goes to /login and back', async ({ page }) => {
    await page.goto('/privacy');
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    await expect(language.locator('option')).toHaveText(LANGUAGES);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprivacy$/);
  });

  test('signed in: the top strip shows the reader and Sign out ends the session', async ({ page, signedInAs }) => {
    await signedInAs('user');
    await page.goto('/contact');
    await expect(page.getByTestId('signed-in-user')).toHaveText('Test User');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('bulletin.token') ?? sessionStorage.getItem('bulletin.token'))).toBeNull();
  });

  test('Watch Live has a pulsing indicator', async ({ page }) => {
    await page.goto('/cookies');
    const live = page.getByRole('link', { name: 'Watch Live' });
    // Live coverage (docs/product.md#live-pages): /live goes to the newest running live story (tests/e2e/live.spec.ts).
    await expect(live).toHaveAttribute('href', '/live');
    const animation = await page.getByTestId('live-pulse').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).not.toBe('none');
  });

  test('the footer has the brand text, link blocks, legal row, copyright and the external-sites note', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Bulletin offers trusted news from around the world')).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText(['Home', 'News', 'Sport', 'Business', 'Innovation']);
    await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveText(['Audio', 'Video', 'Travel', 'Weather', 'Newsletters']);
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText(['Terms of Use', 'Privacy Policy', 'Cookies', 'Contact']);
    await expect(footer.getByText('© 2025 Bulletin')).toBeVisible();
    await expect(footer.getByText('Bulletin is not responsible for the content of external sites.')).toBeVisible();
  });

});

test.describe('a broken logo image', () => {
  test.use({ allowConsoleErrors: [/status of 500/] });

  test('falls back to a circle with B', async ({ page }) => {
    await page.route('**/logo.svg', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/terms');
    const fallback = page.getByRole('link', { name: 'Bulletin home' }).getByTestId('logo-fallback');
    await expect(fallback).toHaveText('B');
    await expect(fallback).toHaveAttribute('role', 'img');
  });
});

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the Watch Live indicator stands still', async ({ page }) => {
    await page.goto('/cookies');
    const animation = await page.getByTestId('live-pulse').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, allowConsoleErrors: [/status of 404/] });

  test('opens with the menu button, locks scrolling, closes on a link and on X', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The lock is an effect of the open menu (frame/use-focus-trap.ts): it may land just after the menu shows.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Home', 'News', 'Sport', 'Business', 'Innovation', 'Travel', 'Audio', 'Video',
    ]);
    await expect(menu.getByRole('link', { name: 'Watch Live' })).toBeVisible();
    await expect(menu.getByTestId('weather')).toBeVisible();

    await menu.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await open.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('its own search field submits to /search?q=…', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByPlaceholder('Search Bulletin').fill('rail strike');
    await menu.getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(/\/search\?q=rail\+strike$/);
    await expect(menu).toBeHidden();
  });

  test('the frame fits the phone width and has no serious accessibility problems', async ({ page }) => {
    await page.goto('/contact');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('weather block', () => {
  test.describe('location granted', () => {
    test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.5, longitude: -0.12 } });
    test('shows the 22°C Partly Cloudy placeholder', async ({ page }) => {
      await page.goto('/terms');
      const weather = page.getByRole('banner').getByTestId('weather');
      await expect(weather).toContainText('22°C');
      await expect(weather).toContainText('Partly Cloudy');
    });
  });

  test('location denied: N/A, Location needed', async ({ page, context }) => {
    await context.clearPermissions(); // no permission granted: headless Chromium refuses the request
    await page.goto('/terms');
    const weather = page.getByRole('banner').getByTestId('weather');
    await expect(weather).toContainText('N/A');
    await expect(weather).toContainText('Location needed');
  });

  test('no geolocation in the browser: N/A, Location not supported', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', { value: undefined });
    });
    await page.goto('/terms');
    const weather = page.getByRole('banner').getByTestId('weather');
    await expect(weather).toContainText('N/A');
    await expect(weather).toContainText('Location not supported');
  });

  test('the position fails: Error, Failed to load', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => setTimeout(() => fail({ code: 2 }), 10) },
      });
    });
    await page.goto('/terms');
    const weather = page.getByRole('banner').getByTestId('weather');
    await expect(weather).toContainText('Error');
    await expect(weather).toContainText('Failed to load');
  });

  test('while the browser has not answered: Loading..., Getting weather...', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: () => undefined } });
    });
    await page.goto('/terms');
    const weather = page.getByRole('banner').getByTestId('weather');
    await expect(weather).toContainText('Loading...');
    await expect(weather).toContainText('Getting weather...');
  });
});
