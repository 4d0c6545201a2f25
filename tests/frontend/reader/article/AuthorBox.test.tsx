import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { Locale } from '@bulletin/contract';
import { I18nProvider } from '../../../../frontend/src/i18n/context';
import { loadI18n } from '../../../../frontend/src/i18n/i18n';
import { AuthorBox } from '../../../../frontend/src/reader/article/AuthorBox';
import { ROUTER_FUTURE } from '../../../../frontend/src/app/router-future';

afterEach(cleanup);

const author = { _id: '7', firstName: 'Asha', lastName: 'Rao', avatar: null, bio: 'Covers the courts.', slug: 'asha-rao', xHandle: null };
const coAuthors = [
  { _id: '8', firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' },
  { _id: '9', firstName: 'Chen', lastName: 'Wu', slug: null },
];

async function show(locale: Locale, props: Parameters<typeof AuthorBox>[0]) {
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <MemoryRouter future={ROUTER_FUTURE}>
        <AuthorBox {...props} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByRole('region');
}

/** About the Author with a shared byline (docs/product.md#author-pages). */
it('names every author, joined as the language lists names, each with a page linked to it', async () => {
  const box = await show('en', { author, coAuthors });
  expect(box.querySelector('p')?.textContent).toBe('Asha Rao, Ben Lee, and Chen Wu');
  const links = screen.getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
    ['Asha Rao', '/author/asha-rao', 'author'],
    ['Ben Lee', '/author/ben-lee', 'author'],
  ]);
  expect(box.textContent).toContain('Covers the courts.');
});

it("in the page's language, links kept in it", async () => {
  const box = await show('hi', { author, coAuthors: coAuthors.slice(0, 1) });
  expect(box.querySelector('p')?.textContent).toBe('Asha Rao और Ben Lee');
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/hi/author/asha-rao', '/hi/author/ben-lee']);
});

it('an author alone is as before; no author at all is the newsroom, no link', async () => {
  await show('en', { author });
  expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/author/asha-rao');
  cleanup();
  const box = await show('en', { author: null, coAuthors });
  expect(screen.queryAllByRole('link')).toEqual([]);
  expect(box.querySelector('p')?.textContent).toBe('Bulletin Newsroom');
});
