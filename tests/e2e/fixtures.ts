/**
 * Playwright fixtures for Bulletin's end-to-end tests. Import `test` and `expect` from here, not from
 * '@playwright/test':
 *
 *   import { expect, test } from './fixtures.js';
 *   test('a reader opens a story', async ({ page, article }) => {
 *     const story = await article({ title: 'Harbour reopens' });
 *     await page.goto(`/article/${story.slug}`);
 *     await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour reopens');
 *   });
 *
 * - Data is made through the API and removed after the test (in reverse order of creation).
 * - Every test fails on a console error or an uncaught page error. A test that expects some (a 404 the
 *   page handles shows "Failed to load resource ... 404" in Chromium) allows them by pattern:
 *   `test.use({ allowConsoleErrors: [/status of 404/] })`.
 */
import { randomBytes } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

export { expect };

/** The key the frontend keeps its sign-in token under (frontend/src/lib/token.ts `TOKEN_KEY`). */
export const TOKEN_KEY = 'bulletin.token';

export type Role = 'user' | 'reporter' | 'editor' | 'admin';
export type User = { _id: string; firstName: string; lastName: string; email: string; role: Role };
export type Account = { token: string; user: User; email: string; password: string };
export type Category = { _id: string; slug: string; name: string; color: string; parentCategory: { _id: string } | null };
export type Article = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  status: string;
  category: { _id: string; slug: string; name: string };
  featured: boolean;
  breaking: boolean;
};
export type ApiResult<T = unknown> = { status: number; body: T };
type Body = Record<string, unknown>;

export const unique = (prefix = 'x') => `${prefix}-${randomBytes(4).toString('hex')}`;

export function siteUrl(): string {
  const url = process.env.E2E_SITE_URL;
  if (!url) throw new Error('E2E_SITE_URL is not set: run through tests/playwright.config.ts (its global setup)');
  return url;
}

/** A small client for the site's API (`<site>/api`), as the browser calls it. */
export class Api {
  constructor(readonly baseUrl = `${siteUrl()}/api`) {}

  /** Any call; never throws for an HTTP status. */
  async call<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: res.status, body: body as T };
  }

  /** A call that must succeed with `status`; returns the envelope's `data`. */
  async data<T>(method: string, path: string, options: { token?: string; body?: unknown; status?: number; headers?: Record<string, string> } = {}): Promise<T> {
    const res = await this.call<{ success?: boolean; data?: T }>(method, path, options);
    const expected = options.status ?? (method === 'POST' ? 201 : 200);
    if (res.status !== expected || res.body?.success !== true) {
      throw new Error(`${method} ${path}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data as T;
  }

  async login(email: string, password: string): Promise<{ token: string; user: User }> {
    return this.data('POST', '/auth/login', { body: { email, password }, status: 200 });
  }
}

type TestFixtures = {
  /** Patterns of console / page errors this test expects (option; default none). */
  allowConsoleErrors: RegExp[];
  /** Fails the test on console errors and uncaught page errors (automatic). */
  failOnConsoleErrors: void;
  api: Api;
  /** Runs the registered clean-ups after the test, newest first. */
  cleanup: (fn: () => Promise<unknown>) => void;
  /**
   * A new account of `role` (created with the admin's token through POST /auth/register), signed in:
   * the token is put into the page's localStorage before the first navigation, so call it before
   * `page.goto`. Deleted after the test.
   */
  signedInAs: (role: Role, overrides?: Body) => Promise<Account>;
  /** A new category (admin token); deleted after the test. */
  category: (overrides?: Body) => Promise<Category>;
  /**
   * A new article, published by default, in a new category unless `category` (an id) is given;
   * written with the admin's token unless `options.token`. Deleted after the test.
   */
  article: (overrides?: Body, options?: { token?: string }) => Promise<Article>;
};

type WorkerFixtures = {
  /** A token of the stack's admin (signed in once per worker). */
  adminToken: string;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  baseURL: async ({}, use) => use(siteUrl()),

  adminToken: [
    async ({}, use) => {
      const { token } = await new Api().login(process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '');
      await use(token);
    },
    { scope: 'worker' },
  ],

  allowConsoleErrors: [[], { option: true }],

  // A server-rendered reader page is readable at once but hydrates after its load event (frontend/src/entry-client.tsx,
  // docs/decisions/0014): navigations wait until React runs the page, as a reader waits for a button to respond.
  // Pages without page data (newsroom, account, about:blank) and JavaScript-less contexts do not wait.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const untilHydrated = () =>
        page.waitForFunction(() => !document.getElementById('bulletin-page-data') || document.documentElement.dataset.hydrated === 'true');
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            await untilHydrated();
            return response;
          },
        });
      }
    }
    await use(page);
  },

  failOnConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => record(`page error: ${error.message}`));
      await use();
      expect(errors, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],

  api: async ({}, use) => use(new Api()),

  cleanup: async ({ page }, use) => {
    const tasks: (() => Promise<unknown>)[] = [];
    await use((fn) => tasks.push(fn));
    // Leave the app first: a screen still refreshing its data would meet a 401 for the account deleted below.
    await page.goto('about:blank').catch(() => undefined);
    for (const task of tasks.reverse()) {
      await task().catch((error: unknown) => console.warn('[e2e cleanup]', error));
    }
  },

  signedInAs: async ({ api, adminToken, cleanup, page }, use) => {
    await use(async (role, overrides = {}) => {
      const email = `${unique(role)}@example.test`;
      const password = `Passw0rd-${randomBytes(3).toString('hex')}`;
      const label = role[0]!.toUpperCase() + role.slice(1);
      const created = await api.data<{ user: User }>('POST', '/auth/register', {
        token: adminToken,
        body: { firstName: 'Test', lastName: label, email, password, role, bio: '', ...overrides },
      });
      cleanup(() => api.call('DELETE', `/users/${created.user._id}`, { token: adminToken }));
      const { token, user } = await api.login(email, password);
      // Once per tab: a later sign-out in the test must not be undone by the next navigation.
      await page.addInitScript(
        ([key, value]) => {
          try {
            if (sessionStorage.getItem('e2e.signed-in') === null) {
              localStorage.setItem(key!, value!);
              sessionStorage.setItem('e2e.signed-in', '1');
            }
          } catch {
            // about:blank and other opaque origins have no storage
          }
        },
        [TOKEN_KEY, token],
      );
      return { token, user, email, password };
    });
  },

  category: async ({ api, adminToken, cleanup }, use) => {
    await use(async (overrides = {}) => {
      const created = await api.data<Category>('POST', '/categories', {
        token: adminToken,
        body: { name: unique('Category'), description: 'A category made by a test.', ...overrides },
      });
      cleanup(() => api.call('DELETE', `/categories/${created._id}`, { token: adminToken }));
      return created;
    });
  },

  article: async ({ api, adminToken, cleanup, category }, use) => {
    await use(async (overrides = {}, options = {}) => {
      const categoryId = overrides.category ?? (await category())._id;
      const created = await api.data<Article>('POST', '/articles', {
        token: options.token ?? adminToken,
        body: {
          title: unique('Story'),
          excerpt: 'A short summary of the story.',
          content: '<p>The full text of the story.</p>',
          status: 'published',
          tags: [],
          ...overrides,
          category: categoryId,
        },
      });
      cleanup(() => api.call('DELETE', `/articles/${created._id}`, { token: adminToken }));
      return created;
    });
  },
});
