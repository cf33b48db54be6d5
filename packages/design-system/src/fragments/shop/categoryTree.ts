import type { ShopCategory } from './shopTypes';

/** A category with its sub-categories, ready to render as a tree. */
export interface CategoryNode extends ShopCategory {
  /** Sub-categories, sorted by name. */
  children: CategoryNode[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/**
 * Builds the tree from the flat list the API sends. A category whose parent is missing from the
 * list becomes a top-level one, so nothing disappears; cycles are broken the same way.
 */
export function buildCategoryTree(categories: ShopCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of categories) nodes.set(category.categoryId, { ...category, children: [] });
  const isAncestor = (ancestorId: number, node: CategoryNode): boolean => {
    const seen = new Set<number>();
    let current: CategoryNode | undefined = node;
    while (current && current.parentCategoryId !== null && !seen.has(current.categoryId)) {
      seen.add(current.categoryId);
      if (current.parentCategoryId === ancestorId) return true;
      current = nodes.get(current.parentCategoryId);
    }
    return false;
  };
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCategoryId === null ? undefined : nodes.get(node.parentCategoryId);
    if (parent && parent !== node && !isAncestor(node.categoryId, parent)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort(byName);
    list.forEach((node) => sort(node.children));
    return list;
  };
  return sort(roots);
}

/** The tree walked depth first, each category with its depth (0 for top level). */
export function flattenCategoryTree(
  tree: CategoryNode[],
  depth = 0,
): { node: CategoryNode; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flattenCategoryTree(node.children, depth + 1)]);
}
