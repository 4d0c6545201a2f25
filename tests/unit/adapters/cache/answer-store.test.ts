import { describe, expect, it } from 'vitest';
import { createAnswerStore, type StoredAnswer } from '../../../../adapters/src/cache/answer-store.js';
import { ALL } from '../../../../adapters/src/cache/tags.js';

describe('answer store', () => {
  const answer = (bytes: number, tags: string[]): StoredAnswer => ({
    status: 200,
    headers: {},
    body: Buffer.alloc(bytes),
    gzip: null,
    br: null,
    etag: 'W/"x"',
    tags,
    storedAt: Date.now(),
  });

  it('marks exactly the answers carrying a purged tag superseded, and drops those whose tag is to be dropped', () => {
    const store = createAnswerStore(1_000_000);
    store.set('/a', answer(10, ['article:1', 'category:c']));
    store.set('/b', answer(10, ['article:2']));
    store.set('/list', answer(10, ['articles']));
    store.purge(['category:c']);
    expect(store.get('/a')?.superseded).toBe(true);
    expect(store.get('/b')?.superseded).toBeUndefined();
    store.purge(['article:2'], (tag) => tag.startsWith('article:'));
    expect(store.get('/b')).toBeUndefined();
    store.purge([ALL]);
    expect(store.size).toBe(2);
    expect([store.get('/a')?.superseded, store.get('/list')?.superseded]).toEqual([true, true]);
  });

  it('keeps its bytes under the bound, least recently used out first, and forgets the tags of what it drops', () => {
    const store = createAnswerStore(3000);
    store.set('/1', answer(900, ['t1']));
    store.set('/2', answer(900, ['t2']));
    store.get('/1');
    store.set('/3', answer(900, ['t3']));
    expect(store.bytes).toBeLessThanOrEqual(3000);
    expect(store.get('/2')).toBeUndefined();
    expect(store.get('/1')).toBeDefined();
    // A re-stored key with new tags is purged by the new ones only.
    store.set('/1', answer(10, ['t9']));
    store.purge(['t1']);
    expect(store.get('/1')?.superseded).toBeUndefined();
    store.purge(['t9']);
    expect(store.get('/1')?.superseded).toBe(true);
  });
});
