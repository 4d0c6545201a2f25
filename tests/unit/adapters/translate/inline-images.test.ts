import { describe, expect, it } from 'vitest';
import { inlineImageDataUrls, replaceInlineImages } from '../../../../adapters/src/translate/inline-images.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('inlineImageDataUrls', () => {
  it('finds the data-URL sources of images as the editor writes them, once each, in order', () => {
    const html = [
      `<figure class="image"><img style="aspect-ratio:1/1;" src="${PNG}" width="1" height="1"></figure>`,
      `<p>text <img alt='x' src='${GIF}'> and <IMG SRC=${PNG}></p>`,
    ].join('');
    expect(inlineImageDataUrls(html)).toEqual([PNG, GIF]);
  });

  it('ignores stored URLs, data-src attributes and data URLs outside an img src', () => {
    const html = [
      '<img src="/uploads/photo.png">',
      `<img data-src="${PNG}" src="https://example.com/a.png">`,
      `<a href="${PNG}">link</a>`,
      `<p>${PNG}</p>`,
    ].join('');
    expect(inlineImageDataUrls(html)).toEqual([]);
  });
});

describe('inline images behind attributes a pattern misreads', () => {
  const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`;
  const HTML = `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

  it('finds a data URL after a `>` inside an earlier quoted attribute', () => {
    expect(inlineImageDataUrls(`<p>x</p><img alt="a>b" src="${SVG}">`)).toEqual([SVG]);
    expect(inlineImageDataUrls(`<img title='1 > 0' class="x" src=${HTML}>`)).toEqual([HTML]);
  });

  it('finds data URLs written with entities, odd case, spacing, or after a slash', () => {
    const html = [
      `<img src="&#100;ata:image/png;base64,AA">`,
      `<img SRC = " data:image/gif;base64,BB">`,
      `<img/src="DATA:image/png;base64,CC">`,
      `<img src="da
ta:image/png;base64,DD">`,
    ].join('');
    expect(inlineImageDataUrls(html)).toEqual(['data:image/png;base64,AA', 'data:image/gif;base64,BB', 'DATA:image/png;base64,CC', 'data:image/png;base64,DD']);
  });

  it('writes the found image anew, the `>` inside its attribute kept as text of the attribute', () => {
    const html = `<p>x</p><img alt="a>b" src="${SVG}" width="3"><p>y</p>`;
    expect(replaceInlineImages(html, new Map([[SVG, '/uploads/a.png']]))).toBe('<p>x</p><img alt="a>b" src="/uploads/a.png" width="3"><p>y</p>');
  });
});

describe('replaceInlineImages', () => {
  it('puts the new URL in place of each known data URL, keeping the other attributes', () => {
    const html = `<p><img alt="a" src="${PNG}" width="2"></p><p><img src='${GIF}'></p><img src=${PNG}>`;
    const out = replaceInlineImages(html, new Map([[PNG, '/uploads/a.png'], [GIF, '/uploads/b.gif']]));
    expect(out).toBe('<p><img alt="a" src="/uploads/a.png" width="2"></p><p><img src="/uploads/b.gif"></p><img src="/uploads/a.png">');
  });

  it('leaves sources it has no URL for unchanged', () => {
    const html = `<img src="${PNG}"><img src="/uploads/old.png">`;
    expect(replaceInlineImages(html, new Map())).toBe(html);
  });
});
