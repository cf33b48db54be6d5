export { AdminProductList, type AdminProductListProps } from './AdminProductList';
export { filterAdminProducts, noProductFilters, type AdminProductListFilters } from './adminProductFilters';
