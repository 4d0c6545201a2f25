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
