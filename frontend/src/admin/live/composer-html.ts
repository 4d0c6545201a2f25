/**
 * The live desk's composer is a small rich-text field (contenteditable: bold, italic, line breaks). Its HTML
 * becomes an entry's HTML: blocks the browser made (`<div>`) become paragraphs, loose text is wrapped in one,
 * empty paragraphs go. The server sanitises it with the article allow-list anyway. Pure.
 */
export function composerHtml(inner: string): string {
  const blocks: string[] = [];
  let loose = '';
  const flush = () => {
    if (loose.trim()) blocks.push(loose.trim());
    loose = '';
  };
  // Split at the browser's block elements; what lies between them is a paragraph of its own.
  for (const part of inner.split(/(<(?:div|p)\b[^>]*>[\s\S]*?<\/(?:div|p)>)/i)) {
    const block = /^<(div|p)\b[^>]*>([\s\S]*?)<\/\1>$/i.exec(part);
    if (block) {
      flush();
      if (block[2]!.trim()) blocks.push(block[2]!.trim());
    } else {
      loose += part;
    }
  }
  flush();
  return blocks
    .map((html) => html.replace(/^(<br\s*\/?>\s*)+|(<br\s*\/?>\s*)+$/gi, '').trim())
    .filter((html) => html.replace(/<br\s*\/?>|&nbsp;|\s/gi, '') !== '')
    .map((html) => `<p>${html}</p>`)
    .join('');
}

/** An entry's HTML back into the composer (editing): paragraphs as lines. */
export function editableHtml(html: string): string {
  return html.replace(/<\/p>\s*<p[^>]*>/gi, '<br><br>').replace(/<\/?p[^>]*>/gi, '');
}
