export {
  ProductGrid,
  productSorts,
  noProductsText,
  type ProductGridProps,
  type ProductSort,
} from './ProductGrid';
