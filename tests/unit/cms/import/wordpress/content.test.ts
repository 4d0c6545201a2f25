import { describe, expect, it } from 'vitest';
import {
  articleHtml,
  autoParagraphs,
  captionsToFigures,
  mediaAddresses,
  otherShortcodes,
  removeBlockComments,
  rewriteImages,
} from '../../../../../cms/src/import/wordpress/content.js';
import { sanitizeArticleHtml } from '../../../../../cms/src/articles/html.js';

/** A WordPress post's content as a Bulletin article holds it (cms/src/import/wordpress/content.ts). */
describe('removeBlockComments', () => {
  it('removes block comments, self-closing ones with attributes, and the more / nextpage markers', () => {
    const html = '<!-- wp:paragraph {"align":"center"} --><p>a</p><!-- /wp:paragraph --><!-- wp:spacer {"height":"40px"} /--><!--more--><!--nextpage--><p>b</p>';
    expect(removeBlockComments(html)).toBe('<p>a</p><p>b</p>');
  });

  it('leaves other comments and text that mentions wp: alone', () => {
    expect(removeBlockComments('<p>see wp:paragraph docs</p><!-- note -->')).toBe('<p>see wp:paragraph docs</p><!-- note -->');
  });
});

describe('captionsToFigures', () => {
  it('turns a [caption] around a linked image into a figure with its caption', () => {
    const html = '[caption id="attachment_5" align="alignright" width="300"]<a href="/big.png"><img src="/a.png" alt="Dawn" width="300" /></a> The harbour, <em>quiet</em>[/caption]';
    expect(captionsToFigures(html)).toBe(
      '<figure class="image image-style-align-right"><a href="/big.png"><img src="/a.png" alt="Dawn" width="300" /></a><figcaption>The harbour, <em>quiet</em></figcaption></figure>',
    );
  });

  it('reads the older caption="…" attribute, and an image without a link', () => {
    expect(captionsToFigures('[caption id="" align="aligncenter" width="200" caption="Old style"]<img src="/b.png" />[/caption]')).toBe(
      '<figure class="image"><img src="/b.png" /><figcaption>Old style</figcaption></figure>',
    );
  });

  it('keeps every caption of a post and the text around them', () => {
    const out = captionsToFigures('x [caption]<img src="/1.png">One[/caption] y [CAPTION]<img src="/2.png">Two[/CAPTION] z');
    expect(out).toBe('x <figure class="image"><img src="/1.png"><figcaption>One</figcaption></figure> y <figure class="image"><img src="/2.png"><figcaption>Two</figcaption></figure> z');
  });

  it('survives the sanitiser as a figure with its caption', () => {
    const stored = sanitizeArticleHtml(captionsToFigures('[caption align="alignleft"]<img src="https://x.example/a.png" alt="A" onerror="steal()">Cap<script>bad()</script>[/caption]'));
    expect(stored).toBe('<figure class="image image-style-align-left"><img src="https://x.example/a.png" alt="A" /><figcaption>Cap</figcaption></figure>');
  });
});

describe('autoParagraphs (classic editor content)', () => {
  it('makes paragraphs of blank-line blocks and <br> of single line breaks', () => {
    expect(autoParagraphs('One\ntwo\n\nThree')).toBe('<p>One<br>\ntwo</p>\n<p>Three</p>');
  });

  it('leaves block elements standing alone and keeps <pre> as written', () => {
    const out = autoParagraphs('Intro\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<pre>line 1\n\nline 2</pre>\nOutro');
    expect(out).toBe('<p>Intro</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<pre>line 1\n\nline 2</pre>\n<p>Outro</p>');
  });
});

describe('articleHtml', () => {
  it('classic content with a caption: paragraphs around a figure, no shortcode left', () => {
    const out = articleHtml('Gates open.\n\n[caption]<img src="/h.png" alt="h">Dawn[/caption]\n\nCrews worked.');
    expect(out).toBe('<p>Gates open.</p>\n<figure class="image"><img src="/h.png" alt="h">\n<figcaption>Dawn</figcaption>\n</figure>\n<p>Crews worked.</p>');
    expect(out).not.toContain('[caption');
  });

  it('block content: comments gone, no paragraphs added', () => {
    expect(articleHtml('<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Two</p>\n<!-- /wp:paragraph -->')).toBe('<p>One</p>\n\n\n\n<p>Two</p>');
  });

  it('names shortcodes it leaves as text', () => {
    expect(otherShortcodes('[gallery ids="1,2"] and [embed]https://v.example[/embed] and [caption]x[/caption] and [1] [ not ]')).toEqual(['gallery', 'embed']);
  });
});

describe('image addresses', () => {
  const html = '<a href="https://old.example/up/a.png"><img class="wp-image-1" src="https://old.example/up/a-300x200.png?x=1&amp;y=2" srcset="https://old.example/up/a-300x200.png 300w" sizes="100vw" alt="A"></a><a href="/page">page</a><img src=\'https://old.example/up/b.jpg\'>';

  it('finds images and links to image files', () => {
    expect(mediaAddresses(html)).toEqual(['https://old.example/up/a-300x200.png?x=1&y=2', 'https://old.example/up/b.jpg', 'https://old.example/up/a.png']);
  });

  it('points them at the uploaded copies, dropping srcset and sizes; addresses without a copy stay', () => {
    const out = rewriteImages(html, new Map([
      ['https://old.example/up/a-300x200.png?x=1&y=2', '/uploads/a_1.png'],
      ['https://old.example/up/a.png', '/uploads/a_1.png'],
    ]));
    expect(out).toBe('<a href="/uploads/a_1.png"><img class="wp-image-1" src="/uploads/a_1.png" alt="A"></a><a href="/page">page</a><img src=\'https://old.example/up/b.jpg\'>');
  });

  it('leaves out an image whose file was not found (a broken image otherwise), and a link it leaves empty', () => {
    const out = rewriteImages(html, new Map(), new Set(['https://old.example/up/a-300x200.png?x=1&y=2', 'https://old.example/up/b.jpg']));
    expect(out).toBe('<a href="/page">page</a>');
  });
});
