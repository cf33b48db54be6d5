import { sitePaths } from '@idl/api-contract';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { Skeleton } from '../../../../components/Skeleton';
import { Tabs } from '../../../../components/Tabs';
import * as card from '../dashboardCard.css';
import { formatDollars } from '../../../../format';
import * as styles from './DashboardProductsPanel.css';
import { Link } from '../../../../components/Link';

/** A product's sales in the period, as the dashboard API sends it (money in dollars). */
export interface BestSellingProduct {
  productId: number;
  name: string;
  price: number;
  unitsSold: number;
  /** Revenue from this product in the period. */
  amount: number;
}

/** A product with no stock left. */
export interface OutOfStockProduct {
  productId: number;
  name: string;
  sku: string;
}

export interface DashboardProductsPanelProps {
  /** Best sellers of the period, best first. */
  bestSellers: BestSellingProduct[];
  /** Products with no stock left. */
  outOfStock: OutOfStockProduct[];
  /** Address of a product's admin page; defaults to /admin/products/{productId}. */
  getProductHref?: (productId: number) => string;
  /** Show placeholders. */
  isLoading?: boolean;
  /** Tab shown first: 'best' or 'out'. */
  defaultTab?: 'best' | 'out';
  /** Called with the tab the user selects. */
  onTabChange?: (tab: 'best' | 'out') => void;
}

const columns: DataTableColumn<BestSellingProduct>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name },
  { id: 'price', header: 'Price', cell: (p) => formatDollars(p.price), align: 'end' },
  { id: 'unitsSold', header: 'Units Sold', cell: (p) => p.unitsSold, align: 'end' },
  { id: 'amount', header: 'Amount', cell: (p) => formatDollars(p.amount), align: 'end' },
];

const defaultHref = sitePaths.admin.product;

function OutOfStockList({
  products,
  getProductHref,
  isLoading,
}: {
  products: OutOfStockProduct[];
  getProductHref: (productId: number) => string;
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">Loading</span>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (products.length === 0) return <p className={styles.empty}>All products are in stock.</p>;
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product.productId} className={styles.item}>
          <Link className={card.link} href={getProductHref(product.productId)}>
            {product.name}
          </Link>
          <span className={card.muted}>{product.sku}</span>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's side panel: tabs 'Best Selling Products' (table) and 'Out Of Stock' (links). */
export function DashboardProductsPanel({
  bestSellers,
  outOfStock,
  getProductHref = defaultHref,
  isLoading = false,
  defaultTab = 'best',
  onTabChange,
}: DashboardProductsPanelProps) {
  return (
    <section className={card.card}>
      <h2 className="visually-hidden">Products</h2>
      <Tabs
        aria-label="Products"
        defaultSelectedKey={defaultTab}
        onSelectionChange={onTabChange ? (id) => onTabChange(id as 'best' | 'out') : undefined}
        items={[
          {
            id: 'best',
            label: 'Best Selling Products',
            content: (
              <DataTable
                aria-label="Best Selling Products"
                columns={columns}
                rows={bestSellers}
                getRowId={(p) => p.productId}
                isLoading={isLoading}
                emptyText="No sales in this period yet."
              />
            ),
          },
          {
            id: 'out',
            label: 'Out Of Stock',
            content: (
              <OutOfStockList products={outOfStock} getProductHref={getProductHref} isLoading={isLoading} />
            ),
          },
        ]}
      />
    </section>
  );
}
