import { sitePaths } from '@idl/api-contract';
import { useId, useMemo } from 'react';
import { buildCategoryTree, type CategoryNode } from '../categoryTree';
import type { ShopCategory } from '../shopTypes';
import * as styles from './CategoryList.css';
import { Link } from '../../../components/Link';

/** The shop filtered by one category (its sub-categories included): `/shop?categoryId={id}`. */
export const defaultCategoryHref = (id: number) => sitePaths.shopFiltered({ categoryId: id });

export interface CategoryListProps {
  /** Categories as the API lists them (flat; shown as a tree). */
  categories: ShopCategory[];
  /** Address of the shop filtered by a category; defaults to `/shop?categoryId={id}`. */
  getCategoryHref?: (id: number) => string;
}

function SubCategories({ nodes, href }: { nodes: CategoryNode[]; href: (id: number) => string }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={styles.children}>
      {nodes.map((node) => (
        <li key={node.categoryId}>
          <Link className={styles.childLink} href={href(node.categoryId)}>
            {node.name}
          </Link>
          <SubCategories nodes={node.children} href={href} />
        </li>
      ))}
    </ul>
  );
}

/** The /categories page body: each top-level category with its sub-categories, all linking to the shop. */
export function CategoryList({ categories, getCategoryHref = defaultCategoryHref }: CategoryListProps) {
  const titleId = useId();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Categories
      </h1>
      {tree.length === 0 ? (
        <p className={styles.empty}>No categories yet.</p>
      ) : (
        <ul className={styles.tree}>
          {tree.map((node) => (
            <li key={node.categoryId} className={styles.parent}>
              <Link className={styles.parentLink} href={getCategoryHref(node.categoryId)}>
                {node.name}
              </Link>
              <SubCategories nodes={node.children} href={getCategoryHref} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
