import { describe, expect, it } from 'vitest';
import { commentSchema, stripTags } from '@bulletin/contract';

const messages = (input: unknown) => {
  const r = commentSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('commentSchema', () => {
  it('removes HTML tags and trims', () => {
    expect(commentSchema.parse({ content: '  <b>Great</b> <script>alert(1)</script>read! ' }).content).toBe(
      'Great alert(1)read!',
    );
  });

  it('keeps a lone angle bracket that is not a tag', () => {
    expect(commentSchema.parse({ content: '3 < 4' }).content).toBe('3 < 4');
  });

  it.each([undefined, '', '   ', '<p></p>', '<br/> <img src=x onerror=alert(1)>'])(
    'requires a comment (%s)',
    (content) => {
      expect(messages({ content })).toEqual(['Comment is required']);
    },
  );

  it('allows 2000 characters and no more', () => {
    expect(commentSchema.safeParse({ content: 'a'.repeat(2000) }).success).toBe(true);
    expect(messages({ content: 'a'.repeat(2001) })).toEqual([
      'Comment must be at most 2000 characters',
    ]);
  });

  it('measures length after removing tags', () => {
    expect(commentSchema.safeParse({ content: `<b>${'a'.repeat(2000)}</b>` }).success).toBe(true);
  });

  it('stripTags', () => {
    expect(stripTags('<p>Hi <i>there</i></p>')).toBe('Hi there');
  });
});
