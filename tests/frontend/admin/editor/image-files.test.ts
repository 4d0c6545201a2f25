import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@bulletin/contract';
import { imageFileProblem, isImageFile, NOT_AN_IMAGE } from '../../../../frontend/src/admin/editor/image-files';

describe('isImageFile', () => {
  it('accepts image types only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('imageFileProblem (the live desk\'s composer)', () => {
  it('takes an image file up to the limit and refuses a larger one with the API\'s message', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('Images must be 10 MB or smaller');
  });

  it('refuses a file that is not an image first', () => {
    expect(imageFileProblem({ type: 'text/plain', size: IMAGE_MAX_BYTES + 1 })).toBe(NOT_AN_IMAGE);
  });
});
