export * from './shopTypes';
export * from './categoryTree';
export * from './ProductCard';
export * from './ProductGrid';
export * from './ShopFilters';
export * from './ProductDetail';
