export { ProductGrid, noProductsText, type ProductGridProps } from './ProductGrid';
export { productSorts, type ProductSort } from '../shopQuery';
