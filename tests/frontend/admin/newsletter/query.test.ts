import { describe, expect, it } from 'vitest';
import { exportPath, filtersFrom, queueKey, searchOf, subscribersKey } from '../../../../frontend/src/admin/newsletter/query';

describe("the newsletter desk's filters in the address", () => {
  it('reads known values, drops unknown ones, and keeps defaults out of the address', () => {
    const filters = filtersFrom(new URLSearchParams('status=confirmed&q=%20ann%20&page=3&queue=sent&queuePage=x'));
    expect(filters).toEqual({ status: 'confirmed', q: 'ann', page: 3, queue: 'sent', queuePage: 1 });
    expect(filtersFrom(new URLSearchParams('status=gone&queue=skipped&page=0'))).toEqual({ status: '', q: '', page: 1, queue: 'failed', queuePage: 1 });
    expect(searchOf(filters).toString()).toBe('status=confirmed&q=ann&page=3&queue=sent');
    expect(searchOf(filtersFrom(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the API for the same filters; the export takes every page', () => {
    const filters = filtersFrom(new URLSearchParams('status=pending&q=ann&page=2&queuePage=4'));
    expect(subscribersKey(filters)).toBe('/newsletter/subscribers?status=pending&q=ann&page=2&limit=20');
    expect(exportPath(filters)).toBe('/newsletter/subscribers.csv?status=pending&q=ann');
    expect(queueKey(filters)).toBe('/newsletter/queue?status=failed&page=4&limit=10');
  });
});
