import { zodResolver } from '@hookform/resolvers/zod';
import { commentSchema } from '@bulletin/contract';

/** The comment form's validation (the server's own schema), in its own chunk: loaded when the form is used. */
export const validateComment = zodResolver(commentSchema);
