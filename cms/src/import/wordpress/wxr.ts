import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { WxrError } from './wxr-error';
import { SCANNER_LIMITS, WxrScanner, type ScannedItem } from './wxr-scanner';

export { WxrError };

/**
 * A WordPress export (WXR 1.0–1.2, what "Tools → Export" and `wp export` write) read into plain records: the
 * site, its authors, categories and tags, and its items (posts, pages, attachments, …) with their terms, meta
 * and comments. Nothing here knows Bulletin; `post-plan.ts` turns the records into articles.
 *
 * Each `<item>` is cut out of the file (`wxr-scanner.ts`, as the file is read: `wxr-file.ts`) and parsed on its
 * own, so one broken item (a tag left open, a bad character) is reported with its line and the others are still
 * read. The channel's own elements (before the first item) must be well-formed: without them the file is not a
 * WordPress export.
 */
export type WxrSite = { title: string; link: string; baseSiteUrl: string; version: string };

export type WxrAuthor = {
  id: number | null;
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
};

export type WxrCategory = { termId: number | null; slug: string; parentSlug: string; name: string; description: string };
export type WxrTag = { termId: number | null; slug: string; name: string };

/** A category or tag an item carries (`<category domain="category" nicename="news">News</category>`). */
export type WxrTerm = { domain: string; slug: string; name: string };

export type WxrComment = {
  id: number | null;
  author: string;
  authorEmail: string;
  date: string;
  dateGmt: string;
  content: string;
  /** '1' approved, '0' waiting, 'spam', 'trash'. */
  approved: string;
  /** '' or 'comment' for a reader's comment; 'pingback', 'trackback', … */
  type: string;
  /** The commenter's WordPress account (0: none). */
  userId: number;
};

export type WxrItem = {
  kind: 'item';
  /** 1-based position among the file's items, and the line its `<item>` starts on. */
  position: number;
  line: number;
  id: number | null;
  type: string;
  status: string;
  title: string;
  link: string;
  /** The author's login (`dc:creator`). */
  creator: string;
  content: string;
  excerpt: string;
  date: string;
  dateGmt: string;
  modifiedGmt: string;
  /** `wp:post_name`: the slug, percent-encoded when not ASCII; empty for many drafts. */
  slug: string;
  password: string;
  sticky: boolean;
  terms: WxrTerm[];
  meta: Record<string, string>;
  comments: WxrComment[];
  attachmentUrl: string;
};

/** An item that could not be read: not well-formed XML. */
export type WxrBrokenItem = { kind: 'broken'; position: number; line: number; message: string };

/** The channel's head: the site, its authors, categories and tags (everything before the first item). */
export type WxrHead = {
  site: WxrSite;
  authors: WxrAuthor[];
  categories: WxrCategory[];
  tags: WxrTag[];
};

export type WxrDocument = WxrHead & { items: Array<WxrItem | WxrBrokenItem> };

type Node = Record<string, unknown>;
/** An element as fast-xml-parser reads it (an object of attributes and children). */
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const REPEATED = new Set(['wp:author', 'wp:category', 'wp:tag', 'wp:term', 'item', 'category', 'wp:postmeta', 'wp:comment', 'wp:commentmeta']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text ('007' is not 7), whitespace stays (content's line breaks are paragraphs).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Character references (&#233;) and entities outside CDATA are decoded; CDATA is kept exactly as written.
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => REPEATED.has(name),
});

/** The text of an element (CDATA or not, with or without attributes); '' when absent. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value['#text']);
  return '';
}

const trimmed = (value: unknown) => text(value).trim();

function int(value: unknown): number | null {
  const t = trimmed(value);
  return /^\d{1,10}$/.test(t) && Number(t) <= 2_147_483_647 ? Number(t) : null;
}

function list(value: unknown): Node[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.filter(isNode);
}

function channelOf(head: string): Node {
  // The head ends inside <channel>: close what it opened.
  const closed = `${head.replace(/<\?xml[^>]*\?>/, '')}</channel></rss>`;
  const valid = XMLValidator.validate(closed);
  if (valid !== true) throw new WxrError(`The file is not a WordPress export: ${valid.err.msg} (line ${valid.err.line})`);
  const root: unknown = parser.parse(closed);
  const channel = isNode(root) ? root.rss : undefined;
  const inner = isNode(channel) ? channel.channel : undefined;
  if (!isNode(inner)) throw new WxrError('The file is not a WordPress export: no <rss><channel>');
  if (!trimmed(inner['wp:wxr_version'])) throw new WxrError('The file is not a WordPress export: no <wp:wxr_version> (export it with Tools → Export)');
  return inner;
}

function readAuthor(node: Node): WxrAuthor {
  return {
    id: int(node['wp:author_id']),
    login: trimmed(node['wp:author_login']),
    email: trimmed(node['wp:author_email']),
    displayName: trimmed(node['wp:author_display_name']),
    firstName: trimmed(node['wp:author_first_name']),
    lastName: trimmed(node['wp:author_last_name']),
  };
}

function readCategory(node: Node): WxrCategory {
  return {
    termId: int(node['wp:term_id']),
    slug: trimmed(node['wp:category_nicename']),
    parentSlug: trimmed(node['wp:category_parent']),
    name: trimmed(node['wp:cat_name']),
    description: trimmed(node['wp:category_description']),
  };
}

function readComment(node: Node): WxrComment {
  return {
    id: int(node['wp:comment_id']),
    author: trimmed(node['wp:comment_author']),
    authorEmail: trimmed(node['wp:comment_author_email']),
    date: trimmed(node['wp:comment_date']),
    dateGmt: trimmed(node['wp:comment_date_gmt']),
    content: text(node['wp:comment_content']),
    approved: trimmed(node['wp:comment_approved']),
    type: trimmed(node['wp:comment_type']),
    userId: int(node['wp:comment_user_id']) ?? 0,
  };
}

function readItem(node: Node, position: number, line: number): WxrItem {
  const meta: Record<string, string> = {};
  for (const entry of list(node['wp:postmeta'])) {
    const key = trimmed(entry['wp:meta_key']);
    if (key && !(key in meta)) meta[key] = text(entry['wp:meta_value']);
  }
  return {
    kind: 'item',
    position,
    line,
    id: int(node['wp:post_id']),
    type: trimmed(node['wp:post_type']) || 'post',
    status: trimmed(node['wp:status']),
    title: text(node.title),
    link: trimmed(node.link),
    creator: trimmed(node['dc:creator']),
    content: text(node['content:encoded']),
    excerpt: text(node['excerpt:encoded']),
    date: trimmed(node['wp:post_date']),
    dateGmt: trimmed(node['wp:post_date_gmt']),
    modifiedGmt: trimmed(node['wp:post_modified_gmt']),
    slug: trimmed(node['wp:post_name']),
    password: text(node['wp:post_password']),
    sticky: trimmed(node['wp:is_sticky']) === '1',
    terms: list(node.category).map((term) => ({
      domain: String(term['@_domain'] ?? ''),
      slug: String(term['@_nicename'] ?? '').trim(),
      name: trimmed(term),
    })),
    meta,
    comments: list(node['wp:comment']).map(readComment),
    attachmentUrl: trimmed(node['wp:attachment_url']),
  };
}

/** The channel's head as records. Throws WxrError when it is not a WordPress export's. */
export function readHead(head: string): WxrHead {
  const channel = channelOf(head);
  return {
    site: {
      title: trimmed(channel.title),
      link: trimmed(channel.link),
      baseSiteUrl: trimmed(channel['wp:base_site_url']),
      version: trimmed(channel['wp:wxr_version']),
    },
    authors: list(channel['wp:author']).map(readAuthor),
    categories: list(channel['wp:category']).map(readCategory),
    tags: list(channel['wp:tag']).map((node) => ({ termId: int(node['wp:term_id']), slug: trimmed(node['wp:tag_slug']), name: trimmed(node['wp:tag_name']) })),
  };
}

/** One item cut out by the scanner, as a record, or as broken (not well-formed, or too large to read) with why. */
export function readScannedItem(scanned: ScannedItem, position: number): WxrItem | WxrBrokenItem {
  const { line } = scanned;
  if (scanned.kind === 'oversized') {
    const mega = (n: number) => `${(n / 1048576).toFixed(1).replace(/\.0$/, '')} M`;
    return { kind: 'broken', position, line, message: `${mega(scanned.chars)} characters, more than an item may hold (${mega(SCANNER_LIMITS.maxItemChars)}): not read` };
  }
  const valid = XMLValidator.validate(scanned.text);
  if (valid !== true) {
    // The validator counts lines from the item's start and names them in its message: the file's lines instead.
    const message = valid.err.msg.replace(/\s*\(opened in line \d+, col \d+\)/g, '');
    return { kind: 'broken', position, line, message: `not well-formed XML at line ${line + valid.err.line - 1}: ${message}` };
  }
  const parsed: unknown = parser.parse(scanned.text);
  const node = list(isNode(parsed) ? parsed.item : undefined)[0];
  if (!node) return { kind: 'broken', position, line, message: 'an empty <item>' };
  return readItem(node, position, line);
}

/** Cuts a whole export held in memory into its head and items (the import reads files as a stream: `wxr-file.ts`). */
export function splitItems(xml: string): { head: string; items: ScannedItem[] } {
  const scanner = new WxrScanner();
  scanner.push(xml);
  scanner.end();
  return { head: scanner.head ?? '', items: scanner.take() };
}

/** Reads a whole export held in memory. Throws WxrError when it is not one; a broken item is returned as such. */
export function parseWxr(xml: string): WxrDocument {
  const { head, items } = splitItems(xml);
  return { ...readHead(head), items: items.map((item, i) => readScannedItem(item, i + 1)) };
}

/** A WordPress date ('2024-05-01 09:30:00', GMT fields) as a Date; null for '0000-00-00 00:00:00' or junk. */
export function wordpressDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m || m[1] === '0000') return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour;
  return same && minute < 60 && second < 60 ? date : null;
}
