/** What the frontend's server entry gives back and what a page's head is made from: stated once in the contract. */
export type { ApiAnswer, ApiSource, PageFacts, PageKind, Rendered, RenderedPage, ServerEntry } from '@bulletin/contract';

export type { Article, Category, MediaMeta } from '@bulletin/contract';
