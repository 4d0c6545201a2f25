import { z } from 'zod';

/**
 * The focal point of an article's featured image (docs/product.md#featured-image-focus): where the subject is, as
 * fractions of the image's width and height from its top left corner (0.5, 0.5 is the centre). Crops keep it in
 * frame: the 1200 × 630 social preview is cut around it, cards and list thumbnails place the image by it
 * (docs/decisions/0036-image-renditions.md). The newsroom's form and Strapi check it with this schema.
 */
export const IMAGE_FOCUS_INVALID = 'Focal point must be x and y between 0 and 1';

const fraction = z.number({ error: IMAGE_FOCUS_INVALID }).min(0, IMAGE_FOCUS_INVALID).max(1, IMAGE_FOCUS_INVALID);

export const imageFocusSchema = z
  .strictObject({ x: fraction, y: fraction }, { error: IMAGE_FOCUS_INVALID })
  .describe('A point of the image as fractions of its width and height from the top left corner');

/** A write's `featuredImageFocus`: a point, null (the centre again) or absent (unchanged). */
export const imageFocusField = imageFocusSchema.nullish();

export type ImageFocus = z.output<typeof imageFocusSchema>;
