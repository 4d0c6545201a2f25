import { newsletterChoicesSchema } from '@bulletin/contract';

/**
 * The preferences form's check (the server's own schema of the choices), in its own chunk: loaded when the reader
 * saves, so the page's first JavaScript carries no zod (as the comment form's, article/comment-validation.ts).
 */
export const validateChoices = (choices: unknown) => newsletterChoicesSchema.safeParse(choices);
