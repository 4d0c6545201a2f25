/**
 * Cuts a WordPress export into the channel's head (everything before the first `<item>`) and its items, as the
 * text arrives: the file is read in chunks and only the item being read is held, so an export of any size takes
 * the memory of its largest item (docs/decisions/0019-wordpress-import.md). CDATA sections and comments are
 * stepped over, so a post about RSS that mentions `</item>` in its content does not end the item. An item without
 * its end tag ends where the next one begins (and is reported broken when parsed). An item larger than
 * `maxItemChars` is not kept: it is reported by its line and size, and the file goes on after it.
 */
import { WxrError } from './wxr-error';

export type ScannedItem =
  | { kind: 'text'; text: string; line: number }
  | { kind: 'oversized'; line: number; chars: number };

export type ScannerLimits = { maxHeadChars: number; maxItemChars: number };

/** An item holds one post and its comments: 16 M characters is eight times the largest article the site stores. */
export const SCANNER_LIMITS: ScannerLimits = { maxHeadChars: 64 * 1024 * 1024, maxItemChars: 16 * 1024 * 1024 };

const ITEM_OPEN = /<item(?=[\s>/])[^>]*>/y;
const ITEM_CLOSE = /<\/item\s*>/y;
const CHANNEL_CLOSE = /<\/channel\s*>/y;
const CDATA = '<![CDATA[';
const COMMENT = '<!--';
/** The tags looked for (`<item>`, `</item>`, `</channel>`) are short: a '<' this far from any '>' starts none of them. */
const MAX_TAG_CHARS = 1024;

export class WxrScanner {
  /** The channel's head, once the first item (or the channel's end, or the file's end) has been seen. */
  head: string | null = null;
  /** `</channel>` was seen: what follows is not read. */
  finished = false;

  private buf = '';
  /** Absolute offset (in characters) of buf[0]. */
  private base = 0;
  /** Where scanning resumes in buf. */
  private pos = 0;
  /** The line number at buf[lineAt]. */
  private line = 1;
  private lineAt = 0;
  /** Start of the item being read in buf (-1: none); its line; its absolute start when it is too large to keep. */
  private open = -1;
  private openLine = 0;
  private oversizedFrom = -1;
  /** The end marker of the CDATA section or comment being stepped over. */
  private inside: ']]>' | '-->' | null = null;
  private out: ScannedItem[] = [];
  private started = false;

  constructor(private readonly limits: ScannerLimits = SCANNER_LIMITS) {}

  /** Adds text; complete items are then ready in `take()`. */
  push(chunk: string): void {
    if (this.finished) return;
    if (!this.started) {
      this.started = true;
      chunk = chunk.replace(/^\uFEFF/, '');
    }
    this.buf += chunk;
    this.scan(false);
    this.compact();
  }

  /** The input has ended: the last item (unterminated) and the head, if still open, are closed. */
  end(): void {
    if (!this.finished) {
      this.scan(true);
      this.closeItem(this.buf.length);
      if (this.head === null) this.head = this.buf;
      this.finished = true;
    }
    this.buf = '';
  }

  /** Characters held now: the item being read (or the head, until the first item), and a chunk. */
  get held(): number {
    return this.buf.length;
  }

  /** The items completed since the last call, in the file's order. */
  take(): ScannedItem[] {
    const items = this.out;
    this.out = [];
    return items;
  }

  private lineOf(index: number): number {
    for (let i = this.lineAt; i < index; i += 1) if (this.buf.charCodeAt(i) === 10) this.line += 1;
    this.lineAt = Math.max(this.lineAt, index);
    return this.line;
  }

  /** Ends the item being read at `end` (buf index), if any. */
  private closeItem(end: number): void {
    if (this.open >= 0) {
      this.out.push({ kind: 'text', text: this.buf.slice(this.open, end), line: this.openLine });
    } else if (this.oversizedFrom >= 0) {
      this.out.push({ kind: 'oversized', line: this.openLine, chars: this.base + end - this.oversizedFrom });
    }
    this.open = -1;
    this.oversizedFrom = -1;
  }

  private scan(final: boolean): void {
    const { buf } = this;
    // The first '>' at or after an index already searched from (each search is done once: linear in the text).
    let gt = -1;
    let gtFrom = Infinity;
    for (;;) {
      if (this.inside) {
        const end = buf.indexOf(this.inside, this.pos);
        if (end < 0) {
          // Still inside: keep only what could be the start of the end marker.
          this.pos = final ? buf.length : Math.max(this.pos, buf.length - this.inside.length + 1);
          return;
        }
        this.pos = end + this.inside.length;
        this.inside = null;
        continue;
      }
      const lt = buf.indexOf('<', this.pos);
      if (lt < 0) {
        this.pos = buf.length;
        return;
      }
      if (buf.startsWith(CDATA, lt) || buf.startsWith(COMMENT, lt)) {
        const cdata = buf.startsWith(CDATA, lt);
        this.inside = cdata ? ']]>' : '-->';
        this.pos = lt + (cdata ? CDATA.length : COMMENT.length);
        continue;
      }
      const rest = buf.length - lt;
      if (!final && rest < CDATA.length && (CDATA.startsWith(buf.slice(lt)) || COMMENT.startsWith(buf.slice(lt)))) {
        this.pos = lt;
        return;
      }
      const known = lt >= gtFrom && (gt < 0 || lt < gt);
      if (!known) {
        gt = buf.indexOf('>', lt);
        gtFrom = lt;
      }
      if (gt < 0) {
        // Every token looked for ends with '>': a short one may still be arriving; anything longer is no token.
        if (final) {
          this.pos = buf.length;
          return;
        }
        if (rest <= MAX_TAG_CHARS) {
          this.pos = lt;
          return;
        }
        this.pos = lt + 1;
        continue;
      }
      const at = (pattern: RegExp) => {
        pattern.lastIndex = lt;
        return pattern.exec(buf)?.[0] ?? null;
      };
      const opening = at(ITEM_OPEN);
      if (opening) {
        if (this.head === null) this.head = buf.slice(0, lt);
        this.closeItem(lt);
        this.open = lt;
        this.openLine = this.lineOf(lt);
        this.pos = lt + opening.length;
        continue;
      }
      const closing = at(ITEM_CLOSE);
      if (closing) {
        this.closeItem(lt + closing.length);
        this.pos = lt + closing.length;
        continue;
      }
      if (at(CHANNEL_CLOSE)) {
        this.closeItem(lt);
        if (this.head === null) this.head = buf.slice(0, lt);
        this.finished = true;
        this.pos = buf.length;
        return;
      }
      this.pos = lt + 1;
    }
  }

  /** Drops what is no longer needed: everything before the item being read (or before the scan's place). */
  private compact(): void {
    if (this.finished) {
      this.buf = '';
      return;
    }
    if (this.head === null) {
      if (this.buf.length > this.limits.maxHeadChars) {
        throw new WxrError(`The file is not a WordPress export: no <item> in its first ${Math.round(this.limits.maxHeadChars / 1048576)} M characters`);
      }
      return;
    }
    if (this.open >= 0 && this.buf.length - this.open > this.limits.maxItemChars) {
      this.oversizedFrom = this.base + this.open;
      this.open = -1;
    }
    const keep = this.open >= 0 ? Math.min(this.open, this.pos) : this.pos;
    if (keep === 0) return;
    this.lineOf(keep);
    this.buf = this.buf.slice(keep);
    this.base += keep;
    this.pos -= keep;
    this.lineAt -= keep;
    if (this.open >= 0) this.open -= keep;
  }
}
