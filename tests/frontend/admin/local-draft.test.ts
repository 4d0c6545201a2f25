import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, draftTime, dropDraft, keepDraft, readDraft, restoreQuestion } from '../../../frontend/src/admin/local-draft';
import { makeI18n } from '../../../frontend/src/i18n/i18n';
import { messages as newsroom } from '../../../frontend/src/i18n/compiled/newsroom/en';

/** Text being written, kept in this browser per person and per thing written (admin/local-draft.ts). */
afterEach(() => localStorage.clear());

describe('local drafts', () => {
  it('keeps the values with their time, per person and per article, until dropped', () => {
    const mine = draftKey('user-1', 'article:42');
    const theirs = draftKey('user-2', 'article:42');
    expect(mine).not.toBe(theirs);
    expect(keepDraft(mine, { title: 'Harbour reopens' }, { now: new Date('2026-11-26T09:05:00Z') })).toBe(true);
    expect(readDraft(mine)).toEqual({ savedAt: '2026-11-26T09:05:00.000Z', values: { title: 'Harbour reopens' } });
    expect(readDraft(theirs)).toBeNull();
    expect(readDraft(draftKey('user-1', 'article:43'))).toBeNull();
    dropDraft(mine);
    expect(readDraft(mine)).toBeNull();
  });

  it('keeps the lighter values when the browser refuses the full ones (storage full)', () => {
    const key = draftKey('user-1', 'article:new');
    const store = new Map<string, string>();
    const full = vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: (name: string) => store.get(name) ?? null,
      setItem: (name: string, value: string) => {
        if (value.includes('data:image')) throw new DOMException('full', 'QuotaExceededError');
        store.set(name, value);
      },
      removeItem: (name: string) => void store.delete(name),
    } as Storage);
    try {
      const kept = keepDraft(key, { title: 'T', image: 'data:image/png;base64,AAAA' }, { lighter: (v) => ({ ...v, image: '' }) });
      expect(kept).toBe(true);
      expect(readDraft(key)?.values).toEqual({ title: 'T', image: '' });
    } finally {
      full.mockRestore();
    }
  });

  it('an unreadable entry is no draft', () => {
    localStorage.setItem(draftKey('u', 'live:x'), '{not json');
    expect(readDraft(draftKey('u', 'live:x'))).toBeNull();
  });

  it('names the time as HH:MM in the given time zone', () => {
    expect(draftTime('2026-11-26T09:05:00Z', 'UTC')).toBe('09:05');
    expect(draftTime('2026-11-26T23:40:00Z', 'Europe/Berlin')).toBe('00:40');
    const english = makeI18n('en', newsroom);
    expect(restoreQuestion((id, values) => english._(id, values), '2026-11-26T14:07:00Z', 'UTC')).toBe('Restore unsaved changes from 14:07?');
  });
});
