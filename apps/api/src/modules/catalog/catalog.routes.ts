import {
  brandIdParamsSchema,
  brandInputSchema,
  brandPageSchema,
  brandSchema,
  catalogPaths,
  categoryIdParamsSchema,
  categoryInputSchema,
  categorySchema,
  errorSchema,
  pageQuerySchema,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../lib/route-path';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';
import { catalogService } from './catalog.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const deletedSchema = z.object({ message: z.string() });

/** Categories (a tree) and brands. Reads are public; changes need an administrator. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogService(app.deps);

  app.get(
    catalogPaths.categories,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every category; parentCategoryId makes the tree',
        response: { 200: z.array(categorySchema) },
      },
    },
    () => service.listCategories(),
  );
  app.post(
    catalogPaths.addCategory,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a category, optionally under a parent',
        body: categoryInputSchema,
        response: { 201: categorySchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addCategory(request.body)),
  );
  app.put(
    routePath(catalogPaths.updateCategory),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Rename or move a category (a cycle is refused)',
        params: categoryIdParamsSchema,
        body: categoryInputSchema,
        response: { 200: categorySchema, ...adminErrors },
      },
    },
    (request) => service.updateCategory(request.params.categoryId, request.body),
  );
  app.delete(
    routePath(catalogPaths.deleteCategory),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a category that no product and no sub-category uses',
        params: categoryIdParamsSchema,
        response: { 200: deletedSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request) => {
      await service.deleteCategory(request.params.categoryId);
      return { message: 'Category deleted successfully' };
    },
  );

  app.get(
    catalogPaths.brands,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands, a page at a time, by name',
        querystring: pageQuerySchema,
        response: { 200: brandPageSchema, 400: errorSchema },
      },
    },
    (request) => service.pageBrands(request.query.page, request.query.size),
  );
  app.get(
    catalogPaths.adminBrands,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Every brand (for the admin product form)',
        response: { 200: z.array(brandSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    () => service.listBrands(),
  );
  app.post(
    catalogPaths.adminBrands,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a brand (the server assigns the id; a sent id is ignored)',
        body: brandInputSchema,
        response: { 201: brandSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addBrand(request.body)),
  );
  app.put(
    routePath(catalogPaths.adminBrand),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Change a brand',
        params: brandIdParamsSchema,
        body: brandInputSchema,
        response: { 200: brandSchema, ...adminErrors },
      },
    },
    (request) => service.updateBrand(request.params.id, request.body),
  );
  app.delete(
    routePath(catalogPaths.adminBrand),
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a brand that no product uses',
        params: brandIdParamsSchema,
        response: { 200: deletedSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request) => {
      await service.deleteBrand(request.params.id);
      return { message: 'Brand deleted successfully' };
    },
  );
};
