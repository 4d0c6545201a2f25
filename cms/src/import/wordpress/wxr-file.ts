import { createReadStream } from 'node:fs';
import { readHead, readScannedItem, type WxrBrokenItem, type WxrHead, type WxrItem } from './wxr';
import { WxrScanner, SCANNER_LIMITS, type ScannerLimits } from './wxr-scanner';

/**
 * An export file read as a stream, never whole: its head alone (the command reads it before Strapi starts, so a
 * file that is no WordPress export fails at once), or its items one at a time, in the file's order. Memory is
 * that of the largest item, whatever the file's size (docs/decisions/0019-wordpress-import.md).
 */
const CHUNK = 64 * 1024;

async function* scanned(file: string, limits: ScannerLimits, stopAtHead: boolean) {
  const scanner = new WxrScanner(limits);
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: CHUNK });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      scanner.push(chunk);
      yield { scanner, items: scanner.take() };
      if (scanner.finished || (stopAtHead && scanner.head !== null)) return;
    }
    scanner.end();
    yield { scanner, items: scanner.take() };
  } finally {
    stream.destroy();
  }
}

/** The channel's head. Throws WxrError when the file is not a WordPress export. */
export async function readExportHead(file: string, limits: ScannerLimits = SCANNER_LIMITS): Promise<WxrHead> {
  let head = '';
  for await (const { scanner } of scanned(file, limits, true)) head = scanner.head ?? '';
  return readHead(head);
}

/** Every item of the file, read one at a time (a broken or oversized one as such, with its line). */
export async function* exportItems(file: string, limits: ScannerLimits = SCANNER_LIMITS): AsyncGenerator<WxrItem | WxrBrokenItem> {
  let position = 0;
  for await (const { items } of scanned(file, limits, false)) {
    for (const item of items) {
      position += 1;
      yield readScannedItem(item, position);
    }
  }
}
