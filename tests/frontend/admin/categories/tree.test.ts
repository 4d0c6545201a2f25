import { describe, expect, it } from 'vitest';
import { categoryStats, descendantIds, parentChoices } from '../../../../frontend/src/admin/categories/tree';

describe('category tree', () => {
  const node = (id: string, parent: string | null) => ({ _id: id, name: id, parentCategory: parent ? { _id: parent } : null });
  const list = [node('a', null), node('b', 'a'), node('c', 'b'), node('d', null), node('e', 'd')];

  it('finds every descendant', () => {
    expect([...descendantIds(list, 'a')].sort()).toEqual(['b', 'c']);
    expect([...descendantIds(list, 'c')]).toEqual([]);
  });

  it('offers as parents everything but the category and its descendants', () => {
    expect(parentChoices(list, 'a').map((c) => c._id)).toEqual(['d', 'e']);
    expect(parentChoices(list, 'c').map((c) => c._id)).toEqual(['a', 'b', 'd', 'e']);
    expect(parentChoices(list, null)).toHaveLength(5);
  });

  it('survives a cycle in bad data', () => {
    expect([...descendantIds([node('x', 'y'), node('y', 'x')], 'x')]).toEqual(['y']);
  });

  it('counts the four statistics', () => {
    const withCounts = list.map((c, i) => ({ ...c, articleCount: i }));
    expect(categoryStats(withCounts)).toEqual({ total: 5, topLevel: 2, subcategories: 3, articles: 10 });
  });
});
