export { ProductDetail, StockBadge, type ProductDetailProps, type ProductSelection } from './ProductDetail';
export { ProductDetailGallery, type ProductDetailGalleryProps } from './ProductDetailGallery';
export { ProductDetailQuantity, type ProductDetailQuantityProps } from './ProductDetailQuantity';
