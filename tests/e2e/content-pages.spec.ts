import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';
import { hydrated } from './in-app.js';

/** The footer's content pages, the weather and newsletters pages, and Page not found. */

const PAGES = [
  { path: '/weather', h1: 'Weather', link: 'Weather' },
  { path: '/newsletters', h1: 'Newsletters', link: 'Newsletters' },
  { path: '/terms', h1: 'Terms of Use', link: 'Terms of Use' },
  { path: '/privacy', h1: 'Privacy Policy', link: 'Privacy Policy' },
  { path: '/cookies', h1: 'Cookies', link: 'Cookies' },
  { path: '/contact', h1: 'Contact', link: 'Contact' },
];

for (const { path, h1, link } of PAGES) {
  test(`the footer's ${link} link opens ${path} with its h1 and content`, async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${h1} | Bulletin`);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
  });
}

test('links inside the content pages lead to real pages', async ({ page }) => {
  test.slow(); // visits every page and every page it links to
  for (const { path } of PAGES) {
    await page.goto(path);
    const hrefs = await page
      .getByRole('main')
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Page not found|Unexpected Application Error!/);
    }
  }
});

test.describe('the weather page', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 48.85, longitude: 2.35 } });

  test('shows the weather for the reader’s location', async ({ page }) => {
    await page.goto('/weather');
    const block = page.getByRole('main').getByTestId('weather');
    await expect(block).toContainText('22°C');
    await expect(block).toContainText('Partly Cloudy');
  });
});

test('the newsletters page subscribes with its signup form', async ({ page }) => {
  await page.goto('/newsletters');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(`${unique('weekly')}@example.test`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing! Look out for the Bulletin newsletter in your inbox.')).toBeVisible();
});

test('a content page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expectNoSeriousA11yViolations(page);
});

test.describe('an unknown path', () => {
  // The page answers HTTP 404 (Chromium logs the document's status as a console error).
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('shows Page not found with a link home, and no serious accessibility problems', async ({ page }) => {
    const response = await page.goto(`/${unique('nowhere')}/deeper`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Bulletin');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a content page in Hindi: its headings and text served and hydrated in Hindi, then the next one reached in the app', async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  const response = await page.goto('/hi/terms');
  const html = await response!.text();
  expect(html).toContain('उपयोग की शर्तें');
  expect(html).toContain('बुलेटिन का उपयोग');
  expect(html).toContain('पूरे लेख या चित्र दोबारा प्रकाशित करने के लिए हमारी लिखित अनुमति आवश्यक है।');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोग की शर्तें');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('बुलेटिन का उपयोग');
  // The link inside the sentence ('… हमारी <privacy>निजता नीति</privacy> देखें …') leads to the Hindi page.
  await page.getByRole('main').getByRole('link', { name: 'निजता नीति' }).click();
  await expect(page).toHaveURL(/\/hi\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('निजता नीति');
  const rights = page.getByRole('main').locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'आपके अधिकार' }) });
  await expect(rights.locator('p')).toHaveText(
    'आप कभी भी अपना डेटा देखने, सुधारने या हटाने के लिए कह सकते हैं, और न्यूज़लेटर के किसी भी अंक से उसकी सदस्यता छोड़ सकते हैं। अनुरोध करने के लिए हमसे संपर्क करें। कुकीज़ के बारे में भी पढ़ें।',
  );
  await rights.getByRole('link', { name: 'हमसे संपर्क करें' }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपर्क');
  expect(failures).toEqual([]);
});

test('a content page in Tamil says its text in Tamil, its links inside the sentence to Tamil pages', async ({ page }) => {
  await page.goto('/ta/terms');
  await hydrated(page);
  await expect(page.getByRole('main')).toContainText('எங்களைத் தொடர்புகொள்ளுங்கள்');
  await page.getByRole('main').getByRole('link', { name: 'தனியுரிமைக் கொள்கை' }).click();
  await expect(page).toHaveURL(/\/ta\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('தனியுரிமைக் கொள்கை');
  await expect(page.getByRole('main')).toContainText('நீங்கள் பதிவிடுபவை: கட்டுரைகளின் மீதான கருத்துகளும் விருப்பங்களும்.');
});
