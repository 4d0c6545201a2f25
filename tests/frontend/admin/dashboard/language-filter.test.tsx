import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../../../frontend/src/admin/pages/DashboardPage';
import { swrDefaults } from '../../../../frontend/src/lib/swr';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { SessionProvider } from '../../../../frontend/src/session';
import { ChakraScope } from '../../../../frontend/src/ui/chakra/ChakraScope';

/**
 * The dashboard's lists show every language's articles, or one language's when the newsroom picks it
 * (docs/product.md#languages); the choice is kept in the address.
 */
const editor = { _id: 'u1', firstName: 'Esha', lastName: 'E', email: 'esha@example.test', role: 'editor', bio: '', avatar: null, createdAt: '', lastLogin: null };
const stats = { totalArticles: 3, totalViews: 0, totalUsers: 1, publishedToday: 0, breakingNews: 0, featuredArticles: 0, totalCategories: 1 };
const story = (_id: string, title: string, locale: string, status = 'published') => ({
  _id, title, locale, status, slug: _id, excerpt: '', featuredImage: null, category: null, publishDate: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z', translations: [], reviewNote: null,
});
const NO_VIEWS = { series: [], totals: { views: 0, visitors: 0 }, topArticles: [], sources: [], languages: [], devices: [], realtime: { readers: 0, articles: [] } };
const STORIES = [story('a1', 'Harbour reopens', 'en'), story('a2', 'बंदरगाह फिर खुला', 'hi'), story('a3', 'துறைமுகம் திறந்தது', 'ta', 'draft')];

const json = (body: unknown) => new Response(JSON.stringify({ success: true, data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const articleRequests = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site.test')).filter((url) => url.pathname.endsWith('/articles'));

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function mount(path = '/admin') {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <SessionProvider>
          <ChakraScope>
            <DashboardPage />
            <Address />
          </ChakraScope>
        </SessionProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 't-1');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname.endsWith('/auth/me')) return json(editor);
    if (url.pathname.endsWith('/analytics/dashboard')) return json(stats);
    if (url.pathname.endsWith('/analytics/overview')) return json(NO_VIEWS);
    const locale = url.searchParams.get('locale');
    const status = url.searchParams.get('status');
    const articles = STORIES.filter((a) => (locale === 'all' || a.locale === locale) && (status === 'all' || a.status === status));
    return json({ articles, total: articles.length, page: 1, limit: 5, pages: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recent = () => within(screen.getByRole('region', { name: 'Recent Articles' }));

describe('the dashboard language filter', () => {
  it('lists every language by default, then only the language picked, and keeps it in the address', async () => {
    mount();
    const filter = await screen.findByRole('combobox', { name: 'Articles in' });
    expect((filter as HTMLSelectElement).value).toBe('all');
    expect([...(filter as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All languages', 'English', 'Hindi (हिन्दी)', 'Marathi (मराठी)', 'Kannada (ಕನ್ನಡ)', 'Tamil (தமிழ்)',
      'Bengali (বাংলা)', 'Malayalam (മലയാളം)', 'Telugu (తెలుగు)', 'Gujarati (ગુજરાતી)',
    ]);
    // The lists' sections appear once their first answer is in (a busy machine may take a while).
    await screen.findByRole('region', { name: 'Recent Articles' }, { timeout: 5000 });
    await recent().findByText('Harbour reopens', undefined, { timeout: 5000 });
    expect(recent().getByText('बंदरगाह फिर खुला')).toBeTruthy();
    expect(articleRequests().every((url) => url.searchParams.get('locale') === 'all')).toBe(true);

    fireEvent.change(filter, { target: { value: 'hi' } });
    await waitFor(() => expect(recent().queryByText('Harbour reopens')).toBeNull());
    expect(recent().getByText('बंदरगाह फिर खुला')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('?locale=hi');
    const hindi = articleRequests().filter((url) => url.searchParams.get('locale') === 'hi');
    expect(hindi.map((url) => url.searchParams.get('status')).sort()).toEqual(['all', 'draft', 'review']);

    fireEvent.change(filter, { target: { value: 'all' } });
    await recent().findByText('Harbour reopens');
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('opens on the language named in the address, with the pending list in it too', async () => {
    mount('/admin?locale=ta');
    const filter = await screen.findByRole('combobox', { name: 'Articles in' });
    expect((filter as HTMLSelectElement).value).toBe('ta');
    const pending = within(await screen.findByRole('region', { name: 'Pending Review' }, { timeout: 5000 }));
    await pending.findByText('துறைமுகம் திறந்தது', undefined, { timeout: 5000 });
    expect(recent().queryByText('Harbour reopens')).toBeNull();
  });
});
