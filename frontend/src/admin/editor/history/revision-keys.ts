import type { RevisionAuthor } from '@bulletin/contract';
import { displayName } from '@bulletin/contract';
import type { Locale } from '@bulletin/contract';
import { formatNewsroomTime } from '../../schedule/newsroom-time';

/** Revisions per page of the History. */
export const REVISIONS_PAGE_SIZE = 10;

/** GET /articles/:id/revisions, one page (the SWR key). */
export const revisionsKey = (articleId: string, page: number) =>
  `/articles/${encodeURIComponent(articleId)}/revisions?page=${page}&limit=${REVISIONS_PAGE_SIZE}`;

/** GET /articles/:id/revisions/:revisionId (the SWR key: a revision never changes). */
export const revisionKey = (articleId: string, revisionId: string) =>
  `/articles/${encodeURIComponent(articleId)}/revisions/${encodeURIComponent(revisionId)}`;

/** Who saved a revision: their name; a write made outside any request (a script, the first history entry) is the system's. */
export const authorName = (author: RevisionAuthor, system = 'System') => displayName(author) || system;

/** When a revision was saved ('12 Mar 2026, 14:05'), in the newsroom's time zone like the publish date beside it. */
export const whenSaved = (createdAt: string, timeZone: string, locale?: Locale) => formatNewsroomTime(createdAt, timeZone, locale);
