export { ProductCard, WishlistHeart, type ProductCardProps } from './ProductCard';
