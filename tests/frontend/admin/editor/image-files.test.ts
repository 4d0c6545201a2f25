import { describe, expect, it } from 'vitest';
import { isImageFile } from '../../../../frontend/src/admin/editor/image-files';

describe('isImageFile', () => {
  it('accepts image types only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});
