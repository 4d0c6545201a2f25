import { describe, expect, it } from 'vitest';
import { readersOf } from '../../../../frontend/src/admin/dashboard/readers-now';

describe("the readers-now stream's events", () => {
  it('gives the figure of a readers event', () => {
    const figure = { readers: 3, articles: [{ _id: 'a1', title: 'Harbour', readers: 2 }] };
    expect(readersOf(`event: readers\ndata: ${JSON.stringify(figure)}`)).toEqual(figure);
  });

  it('ignores comments, the retry line, other events and broken data', () => {
    expect(readersOf('retry: 3000')).toBeNull();
    expect(readersOf(': heartbeat')).toBeNull();
    expect(readersOf('event: other\ndata: {"readers":1}')).toBeNull();
    expect(readersOf('event: readers\ndata: {not json')).toBeNull();
  });
});
