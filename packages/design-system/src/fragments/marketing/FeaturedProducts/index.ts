export { FeaturedProducts, type FeaturedProduct, type FeaturedProductsProps } from './FeaturedProducts';
