import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the README, ARCHITECTURE.md and docs/ resolves: the file (or folder) exists, and an
 * `#anchor` names a heading or an explicit `<a id>` of that page. Nothing is exempt: an image the README shows must
 * be in the repository (docs/screenshots/).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const PAGES = ['README.md', 'ARCHITECTURE.md', ...markdownFiles('docs')];

/** The text links are read from: fenced code blocks and inline code left out. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** `[text](target)` and `![alt](target)` targets, without an optional title. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

/** GitHub's anchor of a heading: the text lower-cased, punctuation but `-` and `_` dropped, spaces as `-`. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page offers: its headings' (numbered when repeated, as GitHub does) and its `<a id>`s. */
function anchors(page: string): Set<string> {
  const text = readFileSync(path.join(root, page), 'utf8');
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(match[1]!);
  return found;
}

function brokenLinks(page: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(readFileSync(path.join(root, page), 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [file = '', fragment] = target.split('#');
    const resolved = file === '' ? page : path.normalize(path.join(path.dirname(page), decodeURI(file)));
    if (resolved.startsWith('..') || !existsSync(path.join(root, resolved))) {
      problems.push(`${page}: ${target} (no ${resolved})`);
      continue;
    }
    if (fragment !== undefined && resolved.endsWith('.md') && statSync(path.join(root, resolved)).isFile() && !anchors(resolved).has(fragment)) {
      problems.push(`${page}: ${target} (no anchor #${fragment} in ${resolved})`);
    }
  }
  return problems;
}

describe('links in the documentation', () => {
  it.each(PAGES)('%s: every relative link resolves', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  it('reads the links it checks', () => {
    expect(linkTargets('See [api](docs/api.md#envelope), ![x](a.png "t") and `[no](code.md)`.')).toEqual(['docs/api.md#envelope', 'a.png']);
    expect(slug('Scale (`npm run bench:scale`)')).toBe('scale-npm-run-benchscale');
    expect(slug('Articles: edit conflicts, review notes, scheduling')).toBe('articles-edit-conflicts-review-notes-scheduling');
    expect(anchors('docs/product.md').has('article-workflow')).toBe(true);
  });
});
