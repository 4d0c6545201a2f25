import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../../../cms/src/articles/html.js';

describe('sanitizeArticleHtml', () => {
  it('keeps the article allow-list: paragraphs, headings, emphasis, links, lists, quotes, images', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> <a href="https://example.org/x">link</a>.</p><ul><li>one</li></ul><blockquote>q</blockquote><p><img src="/uploads/a.png" alt="A" /></p>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: addresses', () => {
    const clean = sanitizeArticleHtml('<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps the direction of right-to-left text', () => {
    expect(sanitizeArticleHtml('<p dir="rtl">سوق</p>')).toBe('<p dir="rtl">سوق</p>');
  });
});
