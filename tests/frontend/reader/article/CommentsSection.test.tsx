import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '@bulletin/contract';
import { I18nProvider } from '../../../../frontend/src/i18n/context';
import { loadI18n } from '../../../../frontend/src/i18n/i18n';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { CommentsSection } from '../../../../frontend/src/reader/article/CommentsSection';
import { SessionProvider } from '../../../../frontend/src/session';
import { ROUTER_FUTURE } from '../../../../frontend/src/app/router-future';

const notified = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../../../../frontend/src/lib/notify', () => ({
  notify: { success: () => undefined, error: (message: string) => void notified.errors.push(message) },
  wantToaster: () => undefined,
  onToasterWanted: () => () => undefined,
}));

const user = { _id: 'u1', firstName: 'Ada', lastName: 'L', email: 'ada@example.test', role: 'user', bio: '', avatar: null, createdAt: '', lastLogin: null };

afterEach(() => {
  cleanup();
  localStorage.clear();
  notified.errors.length = 0;
  vi.unstubAllGlobals();
});

/** A signed-in reader posts a comment on a page in `locale` and the API refuses it with a 429 saying `message`. */
async function refusedComment(locale: 'en' | 'hi', message: string): Promise<string> {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/comments')
        ? new Response(JSON.stringify({ success: false, message }), { status: 429 })
        : new Response(JSON.stringify({ success: true, data: user }), { status: 200 }),
    ),
  );
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/article/story']} future={ROUTER_FUTURE}>
            <CommentsSection articleId="a1" comments={[]} cacheKey="/articles/story" />
          </MemoryRouter>
        </SessionProvider>
      </SWRConfig>
    </I18nProvider>,
  );
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'A fair point.' } });
  fireEvent.submit(screen.getByRole('textbox').closest('form')!);
  await waitFor(() => expect(notified.errors).toHaveLength(1));
  return notified.errors[0]!;
}

it('a comment refused as too frequent is explained in the page language', async () => {
  expect(await refusedComment('hi', MESSAGES.commentsTooOften)).toBe('आप बहुत जल्दी-जल्दी टिप्पणी कर रहे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।');
});

it('a comment refused for its address says so, in English as the API says it', async () => {
  expect(await refusedComment('en', MESSAGES.commentsFromAddressTooOften)).toBe(MESSAGES.commentsFromAddressTooOften);
});

/** A signed-in reader sends an empty comment box on a page in `locale`: the message under the box. */
async function emptyComment(locale: 'en' | 'hi' | 'ta'): Promise<string> {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: user }), { status: 200 })));
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/article/story']} future={ROUTER_FUTURE}>
            <CommentsSection articleId="a1" comments={[]} cacheKey="/articles/story" />
          </MemoryRouter>
        </SessionProvider>
      </SWRConfig>
    </I18nProvider>,
  );
  fireEvent.submit(screen.getByRole('textbox').closest('form')!);
  const textbox = screen.getByRole('textbox');
  await waitFor(() => expect(textbox.getAttribute('aria-describedby')).toBeTruthy());
  return document.getElementById(textbox.getAttribute('aria-describedby')!)!.textContent!;
}

it("the comment box's own check speaks the page's language, English word for word as the schema", async () => {
  expect(await emptyComment('en')).toBe(MESSAGES.commentRequired);
});

it.each([
  ['hi', 'टिप्पणी आवश्यक है'],
  ['ta', 'கருத்து தேவை'],
] as const)("the comment box's own check in %s", async (locale, message) => {
  expect(await emptyComment(locale)).toBe(message);
});
