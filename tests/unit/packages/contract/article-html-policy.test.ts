import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_OPTIONS } from '@bulletin/contract';

/** The stored article HTML: images are files on the site or elsewhere, never inline data no check has read. */
const stored = (html: string) => sanitizeHtml(html, ARTICLE_HTML_OPTIONS);

describe('article HTML policy: image sources', () => {
  it('keeps uploaded and https images, drops data: sources of any type', () => {
    expect(stored('<img src="/uploads/a.png" alt="a">')).toBe('<img src="/uploads/a.png" alt="a" />');
    expect(stored('<img src="https://example.com/a.png">')).toBe('<img src="https://example.com/a.png" />');
    for (const src of ['data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PHA+', ' DATA:image/png;base64,AA', '&#100;ata:image/png;base64,AA']) {
      expect(stored(`<img alt="a>b" src="${src}">`), src).not.toMatch(/data:/i);
    }
    expect(stored('<img srcset="data:image/png;base64,AA 1x" src="/uploads/a.png">')).toBe('<img src="/uploads/a.png" />');
  });
});
