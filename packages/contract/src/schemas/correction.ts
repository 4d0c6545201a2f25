import { z } from 'zod';
import { CORRECTION_MAX_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';

/**
 * A correction of a published article (docs/product.md#corrections): plain text, stored and shown as written
 * (never read as HTML), trimmed, 1 to CORRECTION_MAX_LENGTH characters. The same schema checks the API's
 * input (POST and PUT /articles/:id/corrections…) and the newsroom's form.
 */
export const correctionSchema = z.object({
  text: z
    .string({ error: MESSAGES.correctionRequired })
    .trim()
    .min(1, MESSAGES.correctionRequired)
    .refine((v) => Array.from(v).length <= CORRECTION_MAX_LENGTH, MESSAGES.correctionTooLong),
});

export type CorrectionFormValues = z.input<typeof correctionSchema>;
export type CorrectionInput = z.output<typeof correctionSchema>;
