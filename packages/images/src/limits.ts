/**
 * The limits every image meets, wherever it arrives (the adapters' data URLs, Strapi's upload, the WordPress
 * import): its bytes, and its pixels — width × height, read from the header before any decoding, so no image can
 * make a decoder allocate or loop for longer than this many pixels allow (docs/security.md "Images").
 * The byte limit, its check and its message are the contract's (`@bulletin/contract`, where the browser's forms
 * read them); the adapters, Strapi's upload and the WordPress import take them from here.
 */
import { MESSAGES } from '@bulletin/contract';

export { IMAGE_MAX_BYTES, isWithinImageLimit } from '@bulletin/contract';

/** 'Images must be 10 MB or smaller'. */
export const IMAGE_TOO_LARGE = MESSAGES.imageTooLarge;

/** 40 megapixels: a 7,300 × 5,475 photograph, far above what a page shows. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const TOO_MANY_PIXELS = `Images must be ${MAX_IMAGE_PIXELS / 1_000_000} megapixels or smaller (width × height)`;
