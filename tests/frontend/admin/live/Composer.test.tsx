import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../../../../frontend/src/admin/live/Composer';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { noteCmsAnswer } from '../../../../frontend/src/lib/cms-reachability';
import { SessionProvider, useSession } from '../../../../frontend/src/session';
import { ChakraScope } from '../../../../frontend/src/ui/chakra/ChakraScope';

/**
 * The live desk's composer keeps the entry being written in the browser (docs/product.md#unsaved-changes): as it is
 * typed, through a failed publish, offered back when the desk is opened again, gone once published.
 */
const reporter = { _id: 'u1', firstName: 'Rita', lastName: 'R', email: 'rita@example.test', role: 'reporter', bio: '', avatar: null, createdAt: '', lastLogin: null };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const KEY = 'bulletin.draft:u1:live:harbour-live';

const fetchMock = vi.fn<typeof fetch>();
const unavailable = () => json(503, { success: false, message: 'The content service is unavailable; please try again shortly' });
let publishAnswer: () => Response = unavailable;

/** The newsroom shows its screens once the signed-in person is known (admin/AdminLayout.tsx). */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

function mount() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider>
        <ChakraScope>
          <SignedIn>
            <Composer slug="harbour-live" onPosted={() => undefined} />
          </SignedIn>
        </ChakraScope>
      </SessionProvider>
    </SWRConfig>,
  );
}

/** Types into the contenteditable field as the browser would report it. */
function type(html: string) {
  const field = screen.getByRole('textbox', { name: 'Entry text' });
  field.innerHTML = html;
  fireEvent.input(field);
}

beforeEach(() => {
  publishAnswer = unavailable;
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 't-1');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => (String(input).endsWith('/auth/me') ? json(200, { success: true, data: reporter }) : publishAnswer()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => noteCmsAnswer(200));
});

describe('the live composer keeps the entry being written', () => {
  it('as it is typed, through a failed publish, and offers it when the desk opens again', async () => {
    const first = mount();
    await screen.findByRole('textbox', { name: 'Entry text' });
    type('Ferry <b>resumes</b> at noon');
    expect(JSON.parse(localStorage.getItem(KEY)!).values).toEqual({ content: '<p>Ferry <b>resumes</b> at noon</p>', keyEvent: false });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('The content service is unavailable; please try again shortly');
    expect(localStorage.getItem(KEY)).not.toBeNull();
    first.unmount();

    mount();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(offer.textContent).toMatch(/Restore unsaved changes from \d{2}:\d{2}\?/);
    expect(screen.getByTestId('kept-entry').textContent).toBe('Ferry resumes at noon');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Entry text' }).innerHTML).toBe('Ferry <b>resumes</b> at noon');

    publishAnswer = () => json(201, { success: true, data: { _id: 'e1', content: '<p>Ferry resumes at noon</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
  });

  it('a kept entry discarded is gone', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: '2026-11-26T09:05:00Z', values: { content: '<p>Old words</p>', keyEvent: true } }));
    mount();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(offer.textContent).toContain('(a key event)');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Entry text' }).innerHTML).toBe('');
  });
});
