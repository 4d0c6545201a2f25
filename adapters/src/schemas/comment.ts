import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './constants.js';

/**
 * Comments are plain text: any HTML tag (or comment) is removed on the way in. Only real tag syntax counts —
 * '<' followed by a letter, '/', '!' or '?' — so '3 < 4 and 5 > 2' stays as written.
 */
export function stripTags(text: string): string {
  return text.replace(/<!--[\s\S]*?-->|<\/?[a-z][^>]*>|<[!?][^>]*>/gi, '').trim();
}

export const commentSchema = z.object({
  content: z
    .string({ error: 'Comment is required' })
    .transform(stripTags)
    .refine((v) => v.length > 0, 'Comment is required')
    .refine(
      (v) => Array.from(v).length <= COMMENT_MAX_LENGTH,
      `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
    ),
});

export type CommentFormValues = z.input<typeof commentSchema>;
export type CommentInput = z.output<typeof commentSchema>;
