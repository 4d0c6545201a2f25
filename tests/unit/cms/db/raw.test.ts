import { describe, expect, it } from 'vitest';
import { rawRows } from '../../../../cms/src/db/raw.js';

describe('rawRows', () => {
  it('reads the rows of SQLite (an array) and of PostgreSQL (`{ rows }`) alike', () => {
    expect(rawRows([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rawRows({ rows: [{ id: 3 }], rowCount: 1 })).toEqual([{ id: 3 }]);
  });

  it('reads no rows from an answer without any, and skips what is no row', () => {
    expect(rawRows(undefined)).toEqual([]);
    expect(rawRows({ command: 'CREATE' })).toEqual([]);
    expect(rawRows([{ id: 1 }, null, 2])).toEqual([{ id: 1 }]);
  });
});
