import {
  addToCartBodySchema,
  addToWishlistBodySchema,
  cartPaths,
  cartSchema,
  idParamsSchema,
  updateCartItemBodySchema,
  wishlistSchema,
} from '../cart';
import { endpoint } from '../endpoint';

/** The signed-in shopper's cart. */
export const cartEndpoints = {
  cart: endpoint({ method: 'GET', path: cartPaths.cart, response: cartSchema }),
  add: endpoint({ method: 'POST', path: cartPaths.cartAdd, body: addToCartBodySchema, response: cartSchema }),
  update: endpoint({
    method: 'PUT',
    path: cartPaths.cartUpdate,
    params: idParamsSchema,
    body: updateCartItemBodySchema,
    response: cartSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: cartPaths.cartRemove,
    params: idParamsSchema,
    response: cartSchema,
  }),
  acknowledgePrices: endpoint({
    method: 'POST',
    path: cartPaths.cartAcknowledgePrices,
    response: cartSchema,
  }),
};

/** The signed-in shopper's wishlist. Adding answers 201 when the product is new to it. */
export const wishlistEndpoints = {
  wishlist: endpoint({ method: 'GET', path: cartPaths.wishlist, response: wishlistSchema }),
  add: endpoint({
    method: 'POST',
    path: cartPaths.wishlistAdd,
    body: addToWishlistBodySchema,
    response: wishlistSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: cartPaths.wishlistRemove,
    params: idParamsSchema,
    response: wishlistSchema,
  }),
};
