import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { stripTags } from '../text.js';

export const commentSchema = z.object({
  content: z
    .string({ error: MESSAGES.commentRequired })
    .transform(stripTags)
    .refine((v) => v.length > 0, MESSAGES.commentRequired)
    .refine((v) => Array.from(v).length <= COMMENT_MAX_LENGTH, MESSAGES.commentTooLong),
});

export type CommentFormValues = z.input<typeof commentSchema>;
export type CommentInput = z.output<typeof commentSchema>;
