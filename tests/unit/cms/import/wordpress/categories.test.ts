import { describe, expect, it } from 'vitest';
import { parentsFirst, slugFor } from '../../../../../cms/src/import/wordpress/categories.js';
import { doc } from './gazette.js';

describe('WordPress categories', () => {
  it('keeps a WordPress slug Bulletin can use, else makes one', () => {
    expect(slugFor('gazette-local', 'Local News', 'x')).toBe('gazette-local');
    expect(slugFor('%d8%b3%d9%88%d9%82', 'سوق', 'category-9')).toBe('category-9');
  });

  it('orders categories parents first, whatever the file’s order', () => {
    expect(parentsFirst(doc.categories).map((c) => c.slug)).toEqual(['gazette-news', 'gazette-local', 'gazette-harbour', 'gazette-opinion']);
    const loop = [
      { termId: 1, slug: 'a', parentSlug: 'b', name: 'A', description: '' },
      { termId: 2, slug: 'b', parentSlug: 'a', name: 'B', description: '' },
    ];
    expect(parentsFirst(loop)).toHaveLength(2);
  });
});
