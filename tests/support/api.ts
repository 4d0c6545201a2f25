import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ADMIN } from './stack.js';

/** A small client for the site's API (/api) as a browser would call it, plus fixtures that make their own data. */
export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };
type Options = { token?: string | null; body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string> };

/** A file that boots a stack of its own (e.g. with other settings) points every helper here at it. */
let own: { apiUrl: string; siteUrl: string; cmsUrl: string } | null = null;
export function useStack(stack: { apiUrl: string; siteUrl: string; cmsUrl: string }): void {
  own = stack;
  adminToken = null;
}

export function apiUrl(): string {
  return own?.apiUrl ?? inject('apiUrl');
}

/** One HTTP call as a browser or API client would make it; the body parsed as JSON when it is JSON. */
async function request<T>(base: string, method: string, path: string, options: Options, redirect: RequestRedirect): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.form) {
    body = options.form;
  } else if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method, headers, body, redirect });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text so a test can show it
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** The site's API (the adapters, `/api`). */
export function api<T = any>(method: string, path: string, options: Options = {}): Promise<ApiResponse<T>> {
  return request<T>(apiUrl(), method, path, options, 'follow');
}

/** Strapi's own content API (`CMS_URL/api`), as a caller who skips the adapters would use it (redirects not followed). */
export function cms<T = any>(method: string, path: string, options: Options = {}): Promise<ApiResponse<T>> {
  return request<T>(`${cmsUrl()}/api`, method, path, options, 'manual');
}

export const unique = (prefix = 'x') => `${prefix}-${randomBytes(4).toString('hex')}`;

/** The headers of a reader not seen before (a browser of their own): a view counts once per visitor and article. */
export const newVisitor = () => ({ 'user-agent': unique('Visitor') });

let adminToken: string | null = null;
export async function loginAdmin(): Promise<string> {
  if (adminToken) return adminToken;
  const res = await api('POST', '/auth/login', { body: ADMIN });
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  adminToken = res.body.data.token as string;
  return adminToken;
}

export type Role = 'user' | 'reporter' | 'editor' | 'admin';
export type Account = { token: string; user: { _id: string; email: string; role: Role; firstName: string }; password: string };

/** A fresh account with the given role (created by the admin through the API), signed in. */
export async function signUpAs(role: Role, overrides: Record<string, unknown> = {}): Promise<Account> {
  const password = 'Passw0rd-' + randomBytes(3).toString('hex');
  const email = `${unique(role)}@example.test`.toLowerCase();
  const created = await api('POST', '/auth/register', {
    token: await loginAdmin(),
    body: { firstName: 'Test', lastName: role[0]!.toUpperCase() + role.slice(1), email, password, role, bio: '', ...overrides },
  });
  if (created.status !== 201) throw new Error(`could not create ${role}: ${JSON.stringify(created.body)}`);
  const login = await api('POST', '/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`could not sign in ${role}: ${JSON.stringify(login.body)}`);
  return { token: login.body.data.token, user: login.body.data.user, password };
}

export async function createCategory(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/categories', { token: await loginAdmin(), body: { name: unique('Cat'), ...overrides } });
  if (res.status !== 201) throw new Error(`could not create category: ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; slug: string; name: string };
}

export async function createArticle(token: string, overrides: Record<string, unknown> = {}) {
  const category = overrides.category ?? (await createCategory())._id;
  const res = await api('POST', '/articles', {
    token,
    body: { title: unique('Story'), content: '<p>Body text of the story.</p>', status: 'published', ...overrides, category },
  });
  if (res.status !== 201) throw new Error(`could not create article: ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; slug: string; title: string; status: string; views: number; likes: number };
}

/** A tiny valid PNG (1×1) as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function siteUrl(): string {
  return own?.siteUrl ?? inject('siteUrl');
}

export function cmsUrl(): string {
  return own?.cmsUrl ?? inject('cmsUrl');
}

/** GET /articles with a query; fails the test unless it answers 200. */
export async function listArticles(query: Record<string, string | number | boolean> = {}, token?: string | null) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await api('GET', `/articles${search ? `?${search}` : ''}`, { token });
  if (res.status !== 200) throw new Error(`GET /articles?${search} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as { articles: Array<Record<string, any>>; total: number; page: number; limit: number; pages: number };
}

/** Ids of an article list, in order. */
export const idsOf = (list: { articles: Array<Record<string, any>> }) => list.articles.map((a) => a._id as string);
