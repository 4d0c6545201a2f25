import { describe, expect, it } from 'vitest';
import { CORRECTION_MAX_LENGTH, correctionSchema } from '@bulletin/contract';

const messages = (input: unknown) => {
  const r = correctionSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

/** A correction's text (docs/product.md#corrections): plain text kept as written, trimmed, 1 to 1,000 characters. */
describe('correctionSchema', () => {
  it('trims and keeps the text as written, markup included (it is never read as HTML)', () => {
    expect(correctionSchema.parse({ text: '  The mayor is <b>Ana</b> & not "Anna".\n ' }).text).toBe('The mayor is <b>Ana</b> & not "Anna".');
  });

  it('requires some text', () => {
    expect(messages({ text: '' })).toEqual(['Correction text is required']);
    expect(messages({ text: ' \n\t ' })).toEqual(['Correction text is required']);
    expect(messages({})).toEqual(['Correction text is required']);
    expect(messages({ text: 42 })).toEqual(['Correction text is required']);
  });

  it('counts characters, not UTF-16 units: 1,000 of any script pass, one more does not', () => {
    expect(messages({ text: 'स'.repeat(CORRECTION_MAX_LENGTH) })).toEqual([]);
    expect(messages({ text: '😀'.repeat(CORRECTION_MAX_LENGTH) })).toEqual([]);
    expect(messages({ text: 'x'.repeat(CORRECTION_MAX_LENGTH + 1) })).toEqual(['Correction must be at most 1000 characters']);
  });
});
