import { z } from 'zod';
import {
  addStockBulkInputSchema,
  addStockInputSchema,
  brandIdParamsSchema,
  brandInputSchema,
  brandPageSchema,
  brandSchema,
  catalogPaths,
  categoryIdParamsSchema,
  categoryInputSchema,
  categorySchema,
  deleteProductResponseSchema,
  pageQuerySchema,
  priceRangeSchema,
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productPageResponseSchema,
  productResponseSchema,
  productSchema,
  shopProductParamsSchema,
} from '../catalog';
import { endpoint } from '../endpoint';
import { idempotencyKeyHeaders } from '../idempotency';

const deletedSchema = z.object({ message: z.string() });

/** Categories (a tree), brands, products and stock. */
export const catalogEndpoints = {
  categories: endpoint({ method: 'GET', path: catalogPaths.categories, response: z.array(categorySchema) }),
  addCategory: endpoint({
    method: 'POST',
    path: catalogPaths.addCategory,
    status: 201,
    body: categoryInputSchema,
    response: categorySchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: catalogPaths.updateCategory,
    params: categoryIdParamsSchema,
    body: categoryInputSchema,
    response: categorySchema,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: catalogPaths.deleteCategory,
    params: categoryIdParamsSchema,
    response: deletedSchema,
  }),

  brands: endpoint({
    method: 'GET',
    path: catalogPaths.brands,
    query: pageQuerySchema,
    response: brandPageSchema,
  }),
  adminBrands: endpoint({ method: 'GET', path: catalogPaths.adminBrands, response: z.array(brandSchema) }),
  addBrand: endpoint({
    method: 'POST',
    path: catalogPaths.adminBrands,
    status: 201,
    body: brandInputSchema,
    response: brandSchema,
  }),
  updateBrand: endpoint({
    method: 'PUT',
    path: catalogPaths.adminBrand,
    params: brandIdParamsSchema,
    body: brandInputSchema,
    response: brandSchema,
  }),
  deleteBrand: endpoint({
    method: 'DELETE',
    path: catalogPaths.adminBrand,
    params: brandIdParamsSchema,
    response: deletedSchema,
  }),

  shopProducts: endpoint({
    method: 'GET',
    path: catalogPaths.shopProducts,
    query: productListQuerySchema,
    response: productPageResponseSchema,
  }),
  priceRange: endpoint({ method: 'GET', path: catalogPaths.priceRange, response: priceRangeSchema }),
  labServices: endpoint({ method: 'GET', path: catalogPaths.labServices, response: productListSchema }),
  shopProduct: endpoint({
    method: 'GET',
    path: catalogPaths.shopProduct,
    params: shopProductParamsSchema,
    response: productResponseSchema,
  }),
  relatedProducts: endpoint({
    method: 'GET',
    path: catalogPaths.relatedProducts,
    params: shopProductParamsSchema,
    response: productListSchema,
  }),
  adminProducts: endpoint({
    method: 'GET',
    path: catalogPaths.adminProducts,
    query: productListQuerySchema,
    response: productPageResponseSchema,
  }),
  adminProduct: endpoint({
    method: 'GET',
    path: catalogPaths.adminProduct,
    params: productIdParamsSchema,
    response: productSchema,
  }),
  addProduct: endpoint({
    method: 'POST',
    path: catalogPaths.addProduct,
    status: 201,
    headers: idempotencyKeyHeaders,
    body: productInputSchema,
    response: productSchema,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: catalogPaths.updateProduct,
    params: productIdParamsSchema,
    body: productInputSchema,
    response: productSchema,
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: catalogPaths.deleteProduct,
    params: productIdParamsSchema,
    response: deleteProductResponseSchema,
  }),
  addStock: endpoint({
    method: 'POST',
    path: catalogPaths.addStock,
    params: productIdParamsSchema,
    body: addStockInputSchema,
    response: productSchema,
  }),
  addStockBulk: endpoint({
    method: 'POST',
    path: catalogPaths.addStockBulk,
    body: addStockBulkInputSchema,
    response: productListSchema,
  }),
};
