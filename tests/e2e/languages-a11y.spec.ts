import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';

/**
 * Reader pages in Indic scripts are as accessible as English ones (docs/product.md#languages): axe's WCAG 2.x A and AA
 * rules on a Hindi home, a Tamil category and a Bengali article, each served in its language with its script's font.
 */

test('the Hindi home has no serious accessibility problems', async ({ page, article }) => {
  const title = `बंदरगाह फिर खुला ${unique('hi')}`;
  await article({ title, locale: 'hi', featured: true, excerpt: 'तीन दिन बाद जहाज़ फिर चलने लगे।', content: '<p>जहाज़ फिर चलने लगे।</p>' });
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('featured-grid')).toBeVisible();
  await expect(page.getByTestId('featured-grid')).toContainText(title);
  await expectNoSeriousA11yViolations(page);
});

test('a Tamil category page has no serious accessibility problems', async ({ page, category, article }) => {
  const tamilName = `உலகச் செய்திகள் ${unique('ta')}`;
  const desk = await category({ translations: { ta: { name: tamilName, description: 'உலகம் முழுவதும் இருந்து செய்திகள்' } } });
  const title = `துறைமுகம் மீண்டும் திறந்தது ${unique('ta')}`;
  await article({ title, locale: 'ta', category: desk._id, excerpt: 'மூன்று நாட்களுக்குப் பிறகு கப்பல்கள் ஓடின.' });
  await page.goto(`/ta/category/${desk.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: tamilName })).toBeVisible();
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a Bengali article has no serious accessibility problems', async ({ page, article }) => {
  const title = `বন্দর আবার খুলল ${unique('bn')}`;
  const story = await article({
    title,
    locale: 'bn',
    tags: ['বন্দর'],
    content: '<p>তিন দিন পর জাহাজ আবার চলতে শুরু করেছে।</p><ul><li>প্রথম জাহাজ সকাল আটটায়</li></ul>',
  });
  await page.goto(`/bn/article/${story.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoSeriousA11yViolations(page);
});
