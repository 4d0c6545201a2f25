/**
 * What the frontend's server entry (frontend/src/entry-server.tsx, built into frontend/dist-ssr) and the adapters'
 * page renderer (adapters/src/pages/render.ts) exchange. Types only: the adapters do not compile the frontend,
 * so both sides take these from here.
 */

import type { Article, AuthorProfile, Category } from './schemas/responses.js';
import type { LiveStoryPage } from './schemas/live-responses.js';
import type { Locale } from './locales.js';

/** What a reader page is, for its head and structured data (the server's render and the browser's head-sync). */
export type PageKind = 'home' | 'article' | 'category' | 'author' | 'search' | 'content' | 'live' | 'not-found';

/** What a page's head and structured data are made from (frontend/src/ssr/head, on the server and in the browser). */
export type PageFacts = {
  kind: PageKind;
  status: number;
  /** The address as asked: path and query. */
  path: string;
  /** The screen's title (useDocumentTitle). */
  title?: string;
  article?: Article;
  category?: Category;
  /** A live story's page (`/live/:slug`). */
  live?: LiveStoryPage;
  /** An author's page (`/author/:slug`). */
  author?: AuthorProfile;
};

/** One answer of the adapters' API: its status and parsed JSON envelope. */
export type ApiAnswer = { status: number; body: unknown };
export type ApiSource = (path: string) => Promise<ApiAnswer>;

export type RenderedPage = {
  type: 'page';
  status: number;
  kind: PageKind;
  /** The page's language, from its address: `<html lang>`. */
  locale: Locale;
  params: Readonly<Record<string, string | undefined>>;
  /** The screen's own title (useDocumentTitle), without ' | Bulletin'. */
  title?: string;
  /** Answers of the page's API keys (key → envelope data). */
  data: Record<string, unknown>;
  /** The main record of the page: the article, the category, or the live story. */
  main?: unknown;
  html: string;
  styles: string;
  pageData: string;
};

export type Rendered = RenderedPage | { type: 'redirect'; status: number; location: string };

export type ServerEntry = {
  PAGE_DATA_ID: string;
  render: (url: string, api: ApiSource) => Promise<Rendered>;
  /** The head tags and JSON-LD of a page, as HTML (absolute addresses under `publicUrl`; the site's X account, `@name`, if any). */
  headTags: (facts: PageFacts, publicUrl: string, site?: { xHandle?: string }) => string;
};
