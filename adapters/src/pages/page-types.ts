import type { Article, Category, MediaMeta } from '../translate/types.js';

/**
 * What the built server entry (frontend/src/entry-server.tsx, built into frontend/dist-ssr) gives back.
 * Declared here again (the adapters do not compile the frontend); the two change together.
 */
export type PageKind = 'home' | 'article' | 'category' | 'search' | 'content' | 'not-found';

export type ApiAnswer = { status: number; body: unknown };
export type ApiSource = (path: string) => Promise<ApiAnswer>;

export type RenderedPage = {
  type: 'page';
  status: number;
  kind: PageKind;
  params: Record<string, string | undefined>;
  title?: string;
  data: Record<string, unknown>;
  main?: unknown;
  html: string;
  styles: string;
  pageData: string;
};

export type Rendered = RenderedPage | { type: 'redirect'; status: number; location: string };

export type ServerEntry = {
  PAGE_DATA_ID: string;
  render: (url: string, api: ApiSource) => Promise<Rendered>;
};

/** What the head and the structured data are made from. */
export type PageFacts = {
  kind: PageKind;
  status: number;
  /** The address as asked: path and query. */
  path: string;
  /** The screen's title (useDocumentTitle). */
  title?: string;
  article?: Article;
  category?: Category;
};

export type { Article, Category, MediaMeta };
