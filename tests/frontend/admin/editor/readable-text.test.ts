import { describe, expect, it } from 'vitest';
import { readableText } from '../../../../frontend/src/admin/editor/readable-text';

describe("readableText (the conflict screen's content)", () => {
  it('reads content as lines of text: a line per block, inline markup without a gap', () => {
    expect(readableText('<h2>What&nbsp;happened</h2><p>Re<em>open</em>ed <strong>today</strong>.</p><ul><li>One</li><li>Two &amp; three</li></ul><p>a<br>b</p>')).toBe(
      'What happened\nReopened today.\nOne\nTwo & three\na\nb',
    );
    expect(readableText('<p>&lt;script&gt; is text here</p>')).toBe('<script> is text here');
  });
});
