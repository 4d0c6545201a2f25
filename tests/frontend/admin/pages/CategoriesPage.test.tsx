import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CategoriesPage from '../../../../frontend/src/admin/pages/CategoriesPage';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { newsroomScreen } from '../../support/newsroom-screen';

/**
 * The categories screen reads every language (docs/product.md#categories-screen): English names, every language's
 * articles counted, and the translations its form shows when a category is edited.
 */
const editor = { _id: 'u1', firstName: 'Esha', lastName: 'E', email: 'esha@example.test', role: 'editor', bio: '', avatar: null, createdAt: '', lastLogin: null };
const world = {
  _id: 'c1', name: 'World', slug: 'world', description: 'Everything that happens', color: '#007bff', icon: null, order: 1,
  parentCategory: null, subCategories: [],
};
const json = (body: unknown) => new Response(JSON.stringify({ success: true, data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 't-1');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname.endsWith('/auth/me')) return json(editor);
    // Every language: the counts of all of them and the translations; any other read: English only.
    if (url.searchParams.get('locale') === 'all') return json([{ ...world, articleCount: 7, translations: { hi: { name: 'दुनिया', description: '' } } }]);
    return json([{ ...world, articleCount: 3 }]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the categories screen', () => {
  it("counts every language's articles and shows a category's saved translations in its form", async () => {
    render(newsroomScreen(<CategoriesPage />));
    expect(await screen.findByText('7 articles')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit World' }));
    expect(screen.getByRole('textbox', { name: 'Name in Hindi' })).toHaveProperty('value', 'दुनिया');
    expect(screen.getByRole('textbox', { name: /^Name(?! in)/ })).toHaveProperty('value', 'World');
  });
});
