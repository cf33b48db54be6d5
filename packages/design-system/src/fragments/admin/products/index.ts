export type {
  AdminBrand,
  AdminCategory,
  AdminProduct,
  AdminProductImage,
  StockState as AdminStockState,
} from './types';
export { stockStateOf, DEFAULT_LOW_STOCK_THRESHOLD } from './types';
export * from './ProductForm';
export * from './ProductsConfirmDialog';
export * from './ProductQuantitiesModal';
export * from './AddCategoryModal';
export * from './AddBrandModal';
export * from './AdminProductList';
export * from './AdminProductDetail';
