export {
  DashboardProductsPanel,
  type BestSellingProduct,
  type DashboardProductsPanelProps,
  type OutOfStockProduct,
} from './DashboardProductsPanel';
