import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWxr, WxrError } from '../../../../../cms/src/import/wordpress/wxr.js';
import { WxrScanner, type ScannedItem } from '../../../../../cms/src/import/wordpress/wxr-scanner.js';
import { exportItems, readExportHead } from '../../../../../cms/src/import/wordpress/wxr-file.js';

/**
 * An export is read as it arrives, never whole (docs/decisions/0019-wordpress-import.md): the scanner cuts the
 * text into the head and the items whatever the chunks, and holds no more than the item being read.
 */
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/wordpress/gazette.xml');
const xml = readFileSync(fixture, 'utf8');

function scanInChunks(text: string, size: number, scanner = new WxrScanner()) {
  const items: ScannedItem[] = [];
  for (let i = 0; i < text.length; i += size) {
    scanner.push(text.slice(i, i + size));
    items.push(...scanner.take());
  }
  scanner.end();
  items.push(...scanner.take());
  return { head: scanner.head, items };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempFile(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-wxr-'));
  dirs.push(dir);
  const file = path.join(dir, 'export.xml');
  await writeFile(file, text);
  return file;
}

const channel = (items: string) => `<?xml version="1.0"?>\n<rss><channel><title>T</title><wp:wxr_version>1.2</wp:wxr_version>\n${items}</channel></rss>\n`;

describe('the export scanner', () => {
  it('cuts the same head and items, on the same lines, whatever the size of the chunks', () => {
    const whole = scanInChunks(xml, xml.length);
    expect(whole.items).toHaveLength(15);
    for (const size of [1, 2, 7, 9, 64, 1000, 65_536]) {
      expect(scanInChunks(xml, size)).toEqual(whole);
    }
  });

  it('steps over CDATA and comments split across chunks, even when they hold </item>', () => {
    const first = '<item><content:encoded><![CDATA[about </item> and <item> tags]]></content:encoded><!-- </item> --></item>';
    const text = channel(`${first}\n<item><title>b</title></item>`);
    for (const size of [1, 3, 5, 8]) {
      const { items } = scanInChunks(text, size);
      expect(items.map((i) => (i.kind === 'text' ? i.text : i.kind))).toEqual([first, '<item><title>b</title></item>']);
    }
  });

  it('reports an item too large to hold by its line and size, and reads the next one', () => {
    const big = `<item><title>big</title><content:encoded><![CDATA[${'x'.repeat(5000)}</item>]]></content:encoded></item>`;
    const text = channel(`${big}\n<item><title>after</title></item>`);
    const { items } = scanInChunks(text, 100, new WxrScanner({ maxHeadChars: 10_000, maxItemChars: 1000 }));
    expect(items[0]).toMatchObject({ kind: 'oversized', line: 3 });
    expect((items[0] as { chars: number }).chars).toBe(big.length);
    expect(items[1]).toMatchObject({ kind: 'text', line: 4, text: '<item><title>after</title></item>' });
  });

  it('holds only the item being read: memory does not grow with the number of items', () => {
    const item = (n: number) => `<item><title>Post ${n}</title><content:encoded><![CDATA[${'word '.repeat(200)}]]></content:encoded></item>\n`;
    const scanner = new WxrScanner();
    let held = 0;
    let read = 0;
    scanner.push(channel('').replace('</channel></rss>\n', ''));
    for (let n = 0; n < 5000; n += 1) {
      const text = item(n);
      for (let i = 0; i < text.length; i += 333) {
        scanner.push(text.slice(i, i + 333));
        held = Math.max(held, scanner.held);
        read += scanner.take().length;
      }
    }
    scanner.push('</channel></rss>');
    scanner.end();
    read += scanner.take().length;
    expect(read).toBe(5000);
    // One item (about 1 kB) and a chunk, not the 5 MB the items add up to.
    expect(held).toBeLessThan(2 * item(0).length + 333);
  });

  it('refuses a file with no item in its first characters as no WordPress export', () => {
    const scanner = new WxrScanner({ maxHeadChars: 1000, maxItemChars: 1000 });
    expect(() => scanner.push(`<rss><channel>${' '.repeat(2000)}`)).toThrow(WxrError);
  });
});

describe('an export file read as a stream', () => {
  it('gives the head and every item the whole text would', async () => {
    const whole = parseWxr(xml);
    const { items, ...head } = whole;
    expect(await readExportHead(fixture)).toEqual(head);
    const streamed = [];
    for await (const item of exportItems(fixture)) streamed.push(item);
    expect(streamed).toEqual(items);
  });

  it('reads the head of a file without reading its items', async () => {
    const file = await tempFile(channel(`<item><title>a</title></item>${'<item><broken>'.repeat(10)}`));
    expect((await readExportHead(file)).site.version).toBe('1.2');
  });

  it('refuses a file that is no WordPress export, with WxrError', async () => {
    const file = await tempFile('<html><body>nope</body></html>');
    await expect(readExportHead(file)).rejects.toThrow(/not a WordPress export/);
  });
});
