import type { PageKind } from '@bulletin/contract';
import type { Article, Category, MediaMeta } from '../translate/types.js';

/** What the frontend's server entry gives back: stated once in the contract (server-entry.ts). */
export type { ApiAnswer, ApiSource, PageKind, Rendered, RenderedPage, ServerEntry } from '@bulletin/contract';

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
