import { longDescription, longName, sampleProduct, sampleProducts } from '../shop.fixtures';
import type { WishlistListItem } from './WishlistList';

/** Wishlist entries built from the sample products (deterministic). */
export const sampleWishlist: WishlistListItem[] = [0, 1, 3].map((index, i) => {
  const product = sampleProducts[index]!;
  return {
    id: 100 + i,
    productId: product.id,
    productName: product.name,
    price: product.price,
    description: sampleProduct.description,
    imageUrl: product.img,
    inStock: product.stockQuantity > 0,
    rating: 5,
  };
});

export const longWishlistItem: WishlistListItem = {
  ...sampleWishlist[0]!,
  id: 200,
  productName: longName,
  description: longDescription,
};
