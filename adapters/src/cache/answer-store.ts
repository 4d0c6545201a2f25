import { LRUCache } from 'lru-cache';
import { ALL } from './tags.js';

/** A public answer kept in memory: its bytes in each encoding, its validator and what it was built from. */
export type StoredAnswer = {
  status: number;
  /** The answer's own headers (Content-Type, Cache-Control, security headers …), lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  tags: string[];
  storedAt: number;
  /** A reader page: the frontend build it was rendered with (a new build makes it stale). */
  build?: string;
  /** A write made it stale (a purge): never served as it is, only in place of a refresh that fails (stale-if-error). */
  superseded?: boolean;
};

export type AnswerStore = ReturnType<typeof createAnswerStore>;

/** The heap an entry takes beyond its strings and bytes: the answer object, its headers object and tags array,
 * the LRU's slots and the tag index's entries. */
const ENTRY_OVERHEAD = 600;
/** A V8 string's own object, beyond its characters. */
const STRING_OVERHEAD = 32;
/** A header's name and value strings and its slot in the headers object (a dictionary), beyond their characters. */
const HEADER_OVERHEAD = 2 * STRING_OVERHEAD + 32;
/** A Buffer's own objects (the view, its ArrayBuffer and backing store), beyond its bytes. */
const BUFFER_OVERHEAD = 300;

/**
 * The bytes as a Buffer of its own memory. zlib's answers are slices of its 16–64 kB output chunks and a small
 * `Buffer.concat` is a slice of Node's shared 64 kB pool: kept as they are, a 1 kB answer would hold on to all of
 * that memory, which the store's bound does not see.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** The memory a Buffer keeps alive: all of what it is a slice of. */
const retained = (bytes: Buffer | null) => (bytes ? bytes.buffer.byteLength + BUFFER_OVERHEAD : 0);

/** What an entry costs the process: the memory its Buffers keep alive, its strings, and a fixed overhead. */
function entrySize(answer: StoredAnswer, key: string): number {
  let strings = key.length + answer.etag.length;
  for (const [name, value] of Object.entries(answer.headers)) strings += name.length + value.length + HEADER_OVERHEAD;
  for (const tag of answer.tags) strings += tag.length + STRING_OVERHEAD;
  return retained(answer.body) + retained(answer.gzip) + retained(answer.br) + strings + ENTRY_OVERHEAD;
}

/**
 * Answers by key, least recently used dropped first once their bytes pass `maxBytes`, with an index from each
 * tag to the keys that carry it so a purge finds exactly the answers it makes stale. A purged answer is kept,
 * marked superseded, for a reader to get while the content service is away; one carrying a tag `drop` names is
 * dropped at once.
 */
export function createAnswerStore(maxBytes: number) {
  const byTag = new Map<string, Set<string>>();
  const unindex = (key: string, answer: StoredAnswer) => {
    for (const tag of answer.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const lru = new LRUCache<string, StoredAnswer>({
    maxSize: maxBytes,
    sizeCalculation: entrySize,
    dispose: (answer, key) => unindex(key, answer),
  });

  return {
    get: (key: string) => lru.get(key),
    /**
     * Keeps the answer unless it alone is larger than the store could ever hold; its bytes are copied to memory of
     * their own when they are a slice of more (`ownBytes`), so what is kept is what is counted.
     */
    set(key: string, answer: StoredAnswer): void {
      answer.body = ownBytes(answer.body);
      if (answer.gzip) answer.gzip = ownBytes(answer.gzip);
      if (answer.br) answer.br = ownBytes(answer.br);
      lru.set(key, answer);
      if (!lru.has(key)) return;
      for (const tag of answer.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    /** Drops the answer kept under `key`, if any. */
    delete(key: string): void {
      lru.delete(key);
    },
    /** Marks every answer carrying one of the tags superseded (`ALL`: every answer); drops those whose tag `drop` names. */
    purge(tags: Iterable<string>, drop: (tag: string) => boolean = () => false): void {
      for (const tag of tags) {
        if (tag === ALL) {
          for (const answer of lru.values()) answer.superseded = true;
          continue;
        }
        for (const key of [...(byTag.get(tag) ?? [])]) {
          if (drop(tag)) lru.delete(key);
          else {
            const answer = lru.peek(key);
            if (answer) answer.superseded = true;
          }
        }
      }
    },
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
