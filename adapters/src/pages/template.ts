/**
 * The built index.html (frontend/dist) as the frame of a server-rendered page: its own `<title>` and
 * description give way to the page's head; the rendered app goes into `#root`, followed by its data
 * (`<script type="application/json">`); Vite's script and style tags stay as built.
 */
export type Template = (parts: { head: string; body: string; data: string; lang: string }) => string;

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const ROOT = '<div id="root"></div>';
/** The document's language: the page's (docs/product.md#languages), so screen readers and fonts read it right. */
const HTML_LANG = /<html lang="[^"]*"/i;

export function makeTemplate(indexHtml: string): Template {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) throw new Error('frontend/dist/index.html has no <div id="root"></div> or </head>');
  const frame = lowPriorityScripts(indexHtml.replace(TITLE, '').replace(DESCRIPTION, ''));
  const [top, rest] = splitOnce(frame, '</head>');
  const [middle, bottom] = splitOnce(rest, ROOT);
  return ({ head, body, data, lang }) =>
    `${top.replace(HTML_LANG, `<html lang="${lang.replace(/[^a-zA-Z-]/g, '')}"`)}${head}</head>${middle}<div id="root">${body}</div>${data}${bottom}`;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/**
 * A server-rendered page is painted without JavaScript: its scripts (the entry and Vite's modulepreloads) are
 * fetched at low priority so they do not compete with the page's text and its first image (fetchpriority=high).
 */
function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}
