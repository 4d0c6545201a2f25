import { describe, expect, it } from 'vitest';
import { searchPath } from '../../../frontend/src/frame/search-path';

describe('searchPath', () => {
  it('sends the trimmed query as q', () => {
    expect(searchPath('  harbour  ')).toBe('/search?q=harbour');
    expect(searchPath('rail strike & pay')).toBe('/search?q=rail+strike+%26+pay');
  });
  it('opens the plain search page for an empty query', () => {
    expect(searchPath('   ')).toBe('/search');
  });
});
