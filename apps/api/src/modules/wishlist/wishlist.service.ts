import type { Wishlist } from '@idl/api-contract';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { toDollars } from '../../lib/money';
import { imageVariantsOf } from '../uploads/images';
import { wishlistRepository } from './wishlist.repository';

export function wishlistService(deps: Deps) {
  const { db } = deps.database;
  const repo = wishlistRepository(db, deps.now);

  async function getWishlist(userId: number): Promise<Wishlist> {
    const rows = await repo.list(userId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        productName: row.name,
        price: toDollars(row.price_cents),
        description: row.description,
        imageUrl: row.image_url ?? null,
        ...imageVariantsOf(row.image_url),
        inStock: !row.archived && row.stock_quantity > 0,
        optionDimension:
          row.option_dimension === 'size' || row.option_dimension === 'colour' ? row.option_dimension : null,
      })),
    };
  }

  return {
    getWishlist,
    async add(userId: number, productId: number) {
      const product = await cartRepository(db, deps.now).findProduct(productId);
      if (!product || product.archived) throw notFound('This product');
      const created = await repo.add(userId, productId);
      return { created, wishlist: await getWishlist(userId) };
    },
    async remove(userId: number, itemId: number) {
      if (!(await repo.remove(userId, itemId))) throw notFound('This wishlist item');
      return getWishlist(userId);
    },
  };
}
