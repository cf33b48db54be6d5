import { describe, expect, it } from 'vitest';
import { buildCategoryTree, flattenCategoryTree } from './categoryTree';

describe('buildCategoryTree', () => {
  it('puts sub-categories under their parent, both levels sorted by name', () => {
    const tree = buildCategoryTree([
      { categoryId: 3, name: 'Lab Services', parentCategoryId: null },
      { categoryId: 5, name: 'Veneers', parentCategoryId: 3 },
      { categoryId: 4, name: 'Crowns', parentCategoryId: 3 },
      { categoryId: 1, name: 'Brushes', parentCategoryId: null },
    ]);
    expect(flattenCategoryTree(tree).map(({ node, depth }) => `${depth}:${node.name}`)).toEqual([
      '0:Brushes',
      '0:Lab Services',
      '1:Crowns',
      '1:Veneers',
    ]);
  });

  it('keeps a category whose parent is missing, or that forms a cycle, at the top level', () => {
    const tree = buildCategoryTree([
      { categoryId: 1, name: 'Orphan', parentCategoryId: 99 },
      { categoryId: 2, name: 'A', parentCategoryId: 3 },
      { categoryId: 3, name: 'B', parentCategoryId: 2 },
    ]);
    const flat = flattenCategoryTree(tree).map(({ node }) => node.name);
    expect(flat).toHaveLength(3);
    expect(flat).toContain('Orphan');
  });
});
