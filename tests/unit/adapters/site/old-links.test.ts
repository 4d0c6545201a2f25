import { describe, expect, it } from 'vitest';
import { oldLinkOf } from '../../../../adapters/src/site/old-links.js';

/** Which addresses are old WordPress links. */
describe('oldLinkOf', () => {
  const q = (search = '') => new URLSearchParams(search);

  it('reads /?p=ID and /index.php?p=ID', () => {
    expect(oldLinkOf('/', q('p=123'))).toEqual({ p: '123' });
    expect(oldLinkOf('/index.php', q('p=7&preview=true'))).toEqual({ p: '7' });
    expect(oldLinkOf('/', q('p=abc'))).toBeNull();
    expect(oldLinkOf('/', q('p=0123'))).toBeNull();
    expect(oldLinkOf('/', q())).toBeNull();
  });

  it('reads /YYYY/MM/DD/slug/ with or without the last slash, decoded, with its day', () => {
    expect(oldLinkOf('/2024/05/01/harbour-reopens/', q())).toEqual({ slug: 'harbour-reopens', date: '2024-05-01' });
    expect(oldLinkOf('/2024/05/01/Harbour-Reopens', q())).toEqual({ slug: 'harbour-reopens', date: '2024-05-01' });
    expect(oldLinkOf('/2024/05/04/%D8%B3%D9%88%D9%82/', q())).toEqual({ slug: 'سوق', date: '2024-05-04' });
  });

  it('leaves every other address alone, a day that never was included', () => {
    for (const pathname of ['/2024/13/01/x/', '/2024/05/32/x/', '/2024/02/30/x/', '/2023/02/29/x', '/2024/05/01/', '/2024/05/01/a/b/', '/article/x', '/24/05/01/x', '/2024/05/01/%E0%A4%A/']) {
      expect(oldLinkOf(pathname, q())).toBeNull();
    }
  });
});
