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

const KEY_OVERHEAD = 200;

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
    sizeCalculation: (answer, key) => answer.body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + key.length + KEY_OVERHEAD,
    dispose: (answer, key) => unindex(key, answer),
  });

  return {
    get: (key: string) => lru.get(key),
    /** Keeps the answer unless it alone is larger than the store could ever hold. */
    set(key: string, answer: StoredAnswer): void {
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
