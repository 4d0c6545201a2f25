import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyticsSection from '../../../../frontend/src/admin/analytics/AnalyticsSection';
import { swrDefaults } from '../../../../frontend/src/lib/swr';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { ChakraScope } from '../../../../frontend/src/ui/chakra/ChakraScope';

/**
 * The dashboard's page views (docs/product.md#dashboard): the range switch asks the API again, every chart's figures
 * are in a table behind "Show table", and loading, empty and failed answers each say so (Try again asks again).
 */
const point = (at: string, views: number, visitors: number) => ({ at, views, visitors });
const OVERVIEW = {
  series: [point('2026-11-25T18:30:00.000Z', 3, 2), point('2026-11-26T18:30:00.000Z', 1234, 7)],
  totals: { views: 1237, visitors: 9 },
  topArticles: [
    { _id: 'a1', title: 'Harbour reopens', slug: 'harbour-reopens', views: 1200, visitors: 6 },
    { _id: 'a2', title: null, slug: null, views: 37, visitors: 3 },
  ],
  sources: [
    { source: 'search', name: 'google', views: 1000 },
    { source: 'direct', name: null, views: 237 },
  ],
  languages: [{ locale: 'hi', views: 1237 }],
  devices: [{ device: 'mobile', views: 1237 }],
  realtime: { readers: 4, articles: [{ _id: 'a1', title: 'Harbour reopens', readers: 3 }] },
};
const EMPTY = { ...OVERVIEW, series: [], totals: { views: 0, visitors: 0 }, topArticles: [], sources: [], languages: [], devices: [], realtime: { readers: 0, articles: [] } };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let overview: () => Response;
const overviewRanges = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site.test')).filter((url) => url.pathname.endsWith('/analytics/overview')).map((url) => url.searchParams.get('range'));

function mount() {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <ChakraScope>
          <AnalyticsSection />
        </ChakraScope>
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 't-1');
  fetchMock.mockReset();
  overview = () => json(200, { success: true, data: OVERVIEW });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname.endsWith('/settings')) return json(200, { success: true, data: { timeZone: 'Asia/Kolkata' } });
    return overview();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard's page views", () => {
  it('shows the totals, readers now, top stories, sources, languages and devices; the series as a table behind Show table', async () => {
    mount();
    expect(screen.getByRole('status').textContent).toContain('Loading page views...');
    const section = await screen.findByTestId('readers-now');
    expect(section.textContent).toContain('Readers now4Harbour reopens3');
    expect(screen.getAllByText('1,237').length).toBeGreaterThan(0);

    const top = screen.getByRole('table', { name: 'Top stories' });
    expect(within(top).getByRole('link', { name: 'Harbour reopens' }).getAttribute('href')).toBe('/admin/article/a1');
    expect(top.textContent).toContain('Deleted article');
    const sources = screen.getByRole('table', { name: 'Sources' });
    expect(within(sources).getAllByRole('row').map((row) => row.textContent)).toEqual(['SourceViews', 'Search: google1,000', 'Direct237']);
    expect(screen.getByRole('table', { name: 'Languages' }).textContent).toContain('Hindi (हिन्दी)1,237');
    expect(screen.getByRole('table', { name: 'Devices' }).textContent).toContain('Mobile1,237');

    // The series' figures: hidden until asked for, by a real button; days on the newsroom's clock (Asia/Kolkata).
    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Views and visitors over time' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    const series = screen.getByRole('table', { name: 'Views and visitors over time' });
    expect(within(series).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'TimeViewsVisitors',
      'Nov 26, 202632',
      'Nov 27, 20261,2347',
    ]);
  });

  it('asks again for the range chosen', async () => {
    mount();
    await screen.findByTestId('readers-now');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '24 hours' }));
    await waitFor(() => expect(overviewRanges()).toContain('24h'));
    expect(screen.getByRole('button', { name: '24 hours' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the period has no page views', async () => {
    overview = () => json(200, { success: true, data: EMPTY });
    mount();
    expect(await screen.findByText('No page views in this period yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
  });

  it('shows a failed load with Try again, which asks again', async () => {
    overview = () => json(403, { success: false, message: 'You do not have permission to do this' });
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the page views');
    overview = () => json(200, { success: true, data: OVERVIEW });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('readers-now')).textContent).toContain('Readers now4');
  });
});
