import type { Comment } from '@bulletin/contract';
import type { StrapiComment } from './types.js';

export function commentFromStrapi(c: StrapiComment): Comment {
  return {
    _id: c.documentId,
    author: c.author
      ? {
          _id: String(c.author.id),
          avatar: c.author.avatar ?? null,
          firstName: c.author.firstName ?? null,
          lastName: c.author.lastName ?? null,
        }
      : null,
    authorName: c.author ? null : (c.authorName ?? null),
    createdAt: c.createdAt,
    content: c.content,
  };
}
