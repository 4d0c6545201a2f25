/**
 * Text being written in the newsroom, kept in this browser (localStorage) as it is typed, per person and per thing
 * written (docs/product.md#unsaved-changes): a crash, a closed tab, a failed save or an expired session loses
 * nothing. Removed once the text is saved. Pure storage, tested in tests/frontend/admin/local-draft.test.ts.
 */
import type { Translate } from '../i18n/context';

export type LocalDraft<T> = { savedAt: string; values: T };

const PREFIX = 'bulletin.draft';

/** The key of one person's draft of one thing: `article:<id>`, `article:new`, `live:<slug>`. */
export function draftKey(userId: string, what: string): string {
  return `${PREFIX}:${userId}:${what}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): nothing is kept
  }
}

/**
 * Keeps `values` under `key`, with the time. When the browser refuses (its storage is full: large images as data
 * URLs), `lighter(values)` is tried instead; returns whether anything was kept.
 */
export function keepDraft<T>(key: string, values: T, { now = new Date(), lighter }: { now?: Date; lighter?: (values: T) => T } = {}): boolean {
  const store = storage();
  if (!store) return false;
  for (const candidate of lighter ? [values, lighter(values)] : [values]) {
    try {
      store.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values: candidate } satisfies LocalDraft<T>));
      return true;
    } catch {
      // too large: the next candidate
    }
  }
  return false;
}

/** The draft kept under `key`, or null (none, or not readable). */
export function readDraft<T>(key: string): LocalDraft<T> | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<LocalDraft<T>>;
    return typeof draft.savedAt === 'string' && draft.values !== undefined ? (draft as LocalDraft<T>) : null;
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(key);
}

/** The draft's time as the offer names it: HH:MM (24-hour) in `timeZone`, else the browser's. */
export function draftTime(savedAt: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(savedAt));
}

/** The offer's question, in the page's language: 'Restore unsaved changes from 14:07?'. */
export const restoreQuestion = (t: Translate, savedAt: string, timeZone?: string) =>
  t('newsroom.restore.question', { time: draftTime(savedAt, timeZone) });
