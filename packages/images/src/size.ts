/**
 * How large an image may be. The number, its check and its message are the contract's (`@bulletin/contract`,
 * where the browser's forms read them); the adapters, Strapi's upload and the WordPress import take them from here.
 */
import { MESSAGES } from '@bulletin/contract';

export { IMAGE_MAX_BYTES, isWithinImageLimit } from '@bulletin/contract';

/** 'Images must be 10 MB or smaller'. */
export const IMAGE_TOO_LARGE = MESSAGES.imageTooLarge;
