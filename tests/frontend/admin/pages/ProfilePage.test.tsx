import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@bulletin/contract';
import { NEWSROOM_MESSAGES } from '../../../../frontend/src/admin/messages';
import ProfilePage from '../../../../frontend/src/admin/pages/ProfilePage';
import { loadArea } from '../../../../frontend/src/i18n/area';
import { I18nProvider } from '../../../../frontend/src/i18n/context';
import { loadI18n } from '../../../../frontend/src/i18n/i18n';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import { newsroomScreen } from '../../support/newsroom-screen';

/**
 * The profile screen (docs/product.md#author-pages): a member of staff sees their name, photo, biography and X handle,
 * and saves the profile with PUT /auth/me, checked first by the contract's schema; the server's field errors show
 * under their fields.
 */
const reporter = {
  _id: 'u7', firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.test', role: 'reporter', bio: 'Covers the port.',
  avatar: '/uploads/noor.jpg', companyName: null, createdAt: '', lastLogin: null, slug: 'noor-haddad', xHandle: 'noor_h',
};
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let putAnswer: () => Response;

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 't-1');
  fetchMock.mockReset();
  putAnswer = () => answer(200, { success: true, data: { ...reporter, bio: 'Courts and the port.', xHandle: 'noor' } });
  fetchMock.mockImplementation(async (_input, init) => (init?.method === 'PUT' ? putAnswer() : answer(200, { success: true, data: reporter })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => newsroomScreen(<ProfilePage />);

function renderPage() {
  render(page());
}

describe('the profile screen', () => {
  it('shows the name read-only, the photo, the biography, the handle and a link to the author page', async () => {
    renderPage();
    const bio = await screen.findByRole('textbox', { name: 'Biography' });
    expect(bio).toHaveProperty('value', 'Covers the port.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Noor Haddad');
    expect(screen.getByRole('textbox', { name: 'X handle' })).toHaveProperty('value', '@noor_h');
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('/uploads/noor.jpg');
    expect(screen.getByRole('link', { name: 'View your author page' }).getAttribute('href')).toBe('/author/noor-haddad');
  });

  it('saves the profile with PUT /auth/me, the handle without its @', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Biography' }), { target: { value: 'Courts and the port.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'X handle' }), { target: { value: '@noor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0]!;
    expect(String(url)).toBe('/api/auth/me');
    expect(JSON.parse(String(init?.body))).toEqual({ bio: 'Courts and the port.', xHandle: 'noor', avatar: '/uploads/noor.jpg' });
  });

  it('removes the photo: null is sent', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Your photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]?.body)).avatar).toBeNull();
  });

  it('refuses a bad handle under its field without asking the server', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'X handle' }), { target: { value: 'not a handle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('X handle must be 1 to 15 letters, digits or underscores, with or without @')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's field error under the photo", async () => {
    const message = 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files';
    putAnswer = () => answer(400, { success: false, message, errors: [{ field: 'avatar', message }] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('the profile screen in Hindi', () => {
  it("toasts the server's refusal in Hindi (the newsroom catalog has the contract's message under its English words)", async () => {
    putAnswer = () => answer(403, { success: false, message: PROFILE_MESSAGES.staffOnly, errors: [] });
    const i18n = await loadI18n('hi');
    await loadArea(i18n, NEWSROOM_MESSAGES);
    render(
      <I18nProvider i18n={i18n}>
        {page()}
        <Toaster />
      </I18nProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
    expect(await screen.findByText('केवल न्यूज़रूम स्टाफ़ की ही सार्वजनिक प्रोफ़ाइल होती है')).toBeTruthy();
    expect(screen.queryByText(PROFILE_MESSAGES.staffOnly)).toBeNull();
  });
});
