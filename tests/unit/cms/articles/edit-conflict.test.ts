import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bulletin/contract';
import { isVersion, loadedVersion } from '../../../../cms/src/articles/edit-conflict.js';
import { thrown } from '../thrown.js';

describe('loadedVersion', () => {
  it('reads the updatedAt the editor loaded; none when not sent', () => {
    expect(loadedVersion({ updatedAt: '2026-03-04T05:06:07.000Z' })?.toISOString()).toBe('2026-03-04T05:06:07.000Z');
    expect(loadedVersion({})).toBeUndefined();
    expect(loadedVersion({ updatedAt: null })).toBeUndefined();
  });

  it('refuses what is no date-time, as a field error on updatedAt', () => {
    expect(thrown(() => loadedVersion({ updatedAt: 'yesterday' }))).toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['updatedAt'], message: MESSAGES.updatedAtInvalid }] },
    });
  });
});

describe('isVersion', () => {
  const loaded = new Date('2026-03-04T05:06:07.000Z');

  it('is true when the stored article is still the version loaded, as a date or as the database gives it', () => {
    expect(isVersion({ updatedAt: '2026-03-04T05:06:07.000Z' }, loaded)).toBe(true);
    expect(isVersion({ updatedAt: new Date(loaded) }, loaded)).toBe(true);
  });

  it('is false once the article changed, or when it has no version', () => {
    expect(isVersion({ updatedAt: '2026-03-04T05:06:08.000Z' }, loaded)).toBe(false);
    expect(isVersion({ updatedAt: null }, loaded)).toBe(false);
  });
});
