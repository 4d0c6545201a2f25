import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { Locale } from '@bulletin/contract';
import { I18nProvider } from '../../../../frontend/src/i18n/context';
import { loadI18n } from '../../../../frontend/src/i18n/i18n';
import { Byline } from '../../../../frontend/src/reader/article/Byline';
import { ROUTER_FUTURE } from '../../../../frontend/src/app/router-future';

afterEach(cleanup);

const author = { _id: '7', firstName: 'Asha', lastName: 'Rao', avatar: null, bio: null, slug: 'asha-rao', xHandle: null };
const coAuthor = { _id: '8', firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' };

async function show(locale: Locale, props: Parameters<typeof Byline>[0]) {
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <MemoryRouter future={ROUTER_FUTURE}>
        <Byline {...props} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByTestId('article-byline');
}

/** The byline under the headline (docs/product.md#author-pages). */
it('reads "By A and B", each name a link to their author page', async () => {
  const line = await show('en', { author, coAuthors: [coAuthor] });
  expect(line.textContent).toBe('By Asha Rao and Ben Lee');
  expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Asha Rao', '/author/asha-rao'],
    ['Ben Lee', '/author/ben-lee'],
  ]);
});

it("puts the names where the page's language does", async () => {
  const line = await show('hi', { author, coAuthors: [coAuthor] });
  expect(line.textContent).toBe('Asha Rao और Ben Lee द्वारा');
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/hi/author/asha-rao', '/hi/author/ben-lee']);
});

it('names the author alone, or the newsroom, unlinked, when the account is gone', async () => {
  expect((await show('en', { author })).textContent).toBe('By Asha Rao');
  cleanup();
  expect((await show('en', { author: null })).textContent).toBe('By Bulletin Newsroom');
  expect(screen.queryAllByRole('link')).toEqual([]);
});
