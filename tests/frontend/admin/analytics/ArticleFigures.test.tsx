import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArticleFigures from '../../../../frontend/src/admin/analytics/ArticleFigures';
import { swrDefaults } from '../../../../frontend/src/lib/swr';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { ChakraScope } from '../../../../frontend/src/ui/chakra/ChakraScope';

/** The article editor's page views (docs/product.md#article-editor): the article's own totals and sources per range. */
const FIGURES = {
  series: [],
  totals: { views: 5, visitors: 4 },
  sources: [
    { source: 'social', name: 'X', views: 3 },
    { source: 'newsletter', name: 'morning', views: 2 },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site.test')).map((url) => `${url.pathname}${url.search}`);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 't-1');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, data: FIGURES }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the editor's page views", () => {
  it("shows the article's views, visitors and sources, and asks again for another range", async () => {
    render(
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <ChakraScope>
          <ArticleFigures articleId="a1" />
        </ChakraScope>
      </SWRConfig>,
    );
    const panel = await screen.findByRole('region', { name: "This article's page views" });
    const sources = await within(panel).findByRole('table', { name: 'Sources' });
    expect(within(sources).getAllByRole('row').map((row) => row.textContent)).toEqual(['SourceViews', 'Social: X3', 'Newsletter: morning2']);
    expect(panel.textContent).toContain('Views5');
    expect(panel.textContent).toContain('Visitors4');
    expect(asked()).toEqual(['/api/analytics/articles/a1?range=7d']);
    fireEvent.click(within(panel).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(asked()).toContain('/api/analytics/articles/a1?range=30d'));
  });
});
