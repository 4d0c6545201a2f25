import { describe, expect, it } from 'vitest';
import * as contract from '@bulletin/contract';
import * as images from '@bulletin/images';
import { PayloadTooLargeError } from '../../../../adapters/src/http/errors.js';
import { parseImageDataUrl } from '../../../../adapters/src/translate/data-url.js';
import { imageFileProblem } from '../../../../frontend/src/admin/editor/image-files.js';

/** The image limit is stated once (the contract) and the API and the live desk's form both refuse at it. */
describe('the image limit', () => {
  it('is one number and one message, re-exported by @bulletin/images', () => {
    expect(contract.IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(images.IMAGE_MAX_BYTES).toBe(contract.IMAGE_MAX_BYTES);
    expect(images.isWithinImageLimit).toBe(contract.isWithinImageLimit);
    expect(images.IMAGE_TOO_LARGE).toBe(contract.MESSAGES.imageTooLarge);
    expect(contract.MESSAGES.imageTooLarge).toBe('Images must be 10 MB or smaller');
  });

  it('is where the API (a data URL) and the form (a picked file) both start refusing, with the same message', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const dataUrl = (size: number) => {
      const bytes = Buffer.alloc(size);
      png.copy(bytes);
      return `data:image/png;base64,${bytes.toString('base64')}`;
    };
    const limit = contract.IMAGE_MAX_BYTES;
    expect(parseImageDataUrl(dataUrl(limit), 'image').bytes.length).toBe(limit);
    expect(imageFileProblem({ type: 'image/png', size: limit })).toBeNull();

    let refused: unknown;
    try {
      parseImageDataUrl(dataUrl(limit + 1), 'image');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(PayloadTooLargeError);
    expect((refused as PayloadTooLargeError).message).toBe(contract.MESSAGES.imageTooLarge);
    expect(imageFileProblem({ type: 'image/png', size: limit + 1 })).toBe(contract.MESSAGES.imageTooLarge);
  });
});
