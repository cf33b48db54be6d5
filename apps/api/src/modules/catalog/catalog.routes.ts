import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAdmin } from '../../plugins/auth';
import { catalogService } from './catalog.service';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const catalog = endpoints.catalog;

/** Categories (a tree) and brands. Reads are public; changes need an administrator. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogService(app.deps);

  route(
    app,
    catalog.categories,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every category; parentCategoryId makes the tree',
      },
    },
    () => service.listCategories(),
  );
  route(
    app,
    catalog.addCategory,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a category, optionally under a parent',
        response: adminErrors,
      },
    },
    async (request, reply) => reply.status(201).send(await service.addCategory(request.body)),
  );
  route(
    app,
    catalog.updateCategory,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Rename or move a category (a cycle is refused)',
        response: adminErrors,
      },
    },
    (request) => service.updateCategory(request.params.categoryId, request.body),
  );
  route(
    app,
    catalog.deleteCategory,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a category that no product and no sub-category uses',
        response: { ...adminErrors, 409: errorSchema },
      },
    },
    async (request) => {
      await service.deleteCategory(request.params.categoryId);
      return { message: 'Category deleted successfully' };
    },
  );

  route(
    app,
    catalog.brands,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands, a page at a time, by name',
        response: { 400: errorSchema },
      },
    },
    (request) => service.pageBrands(request.query.page, request.query.size),
  );
  route(
    app,
    catalog.adminBrands,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Every brand (for the admin product form)',
        response: { 401: errorSchema, 403: errorSchema },
      },
    },
    () => service.listBrands(),
  );
  route(
    app,
    catalog.addBrand,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a brand (the server assigns the id; a sent id is ignored)',
        response: adminErrors,
      },
    },
    async (request, reply) => reply.status(201).send(await service.addBrand(request.body)),
  );
  route(
    app,
    catalog.updateBrand,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Change a brand',
        response: adminErrors,
      },
    },
    (request) => service.updateBrand(request.params.id, request.body),
  );
  route(
    app,
    catalog.deleteBrand,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a brand that no product uses',
        response: { ...adminErrors, 409: errorSchema },
      },
    },
    async (request) => {
      await service.deleteBrand(request.params.id);
      return { message: 'Brand deleted successfully' };
    },
  );
};
