import type { Brand, BrandInput, Category, CategoryInput } from '@idl/api-contract';
import type { Selectable } from 'kysely';
import type { BrandsTable, CategoriesTable } from '../../db/tables/catalog';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { imageVariantsOf } from '../uploads/images';
import { catalogRepository } from './catalog.repository';

const toCategory = (row: Selectable<CategoriesTable>): Category => ({
  categoryId: row.id,
  name: row.name,
  parentCategoryId: row.parent_id,
});

export const toBrand = (row: Selectable<BrandsTable>): Brand => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logoUrl: row.logo_url,
  logoThumbnailUrl: imageVariantsOf(row.logo_url).thumbnailUrl,
});

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Names are unique whatever their case (migration 0017): a second "Brushes", a double-clicked
 * Confirm or a rename onto another's name is refused instead of showing twice in the shop's filters.
 */
async function uniqueName<T>(what: 'category' | 'brand', name: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = `A ${what} named "${name}" already exists`;
    throw new AppError(409, 'CONFLICT', message, [{ field: 'name', message }]);
  }
}

const productsWord = (count: number) => (count === 1 ? '1 product uses' : `${count} products use`);

/** Business rules for the category tree and brands. */
export function catalogService({ database, now }: Pick<Deps, 'database' | 'now'>) {
  const repo = catalogRepository(database.db, now);

  /** A parent must exist, and must not be the category itself or one of its descendants. */
  async function checkParent(categoryId: number | null, parentId: number | null) {
    if (parentId === null) return;
    const all = await repo.listCategories();
    const byId = new Map(all.map((c) => [c.id, c]));
    if (!byId.has(parentId)) {
      throw badRequest('The parent category does not exist', [
        { field: 'parentCategoryId', message: 'The parent category does not exist' },
      ]);
    }
    const seen = new Set<number>();
    for (
      let at: number | null = parentId;
      at !== null && !seen.has(at);
      at = byId.get(at)?.parent_id ?? null
    ) {
      seen.add(at);
      if (at === categoryId) {
        throw badRequest('A category cannot be placed inside itself or one of its sub-categories', [
          { field: 'parentCategoryId', message: 'This would make a cycle' },
        ]);
      }
    }
  }

  return {
    async listCategories() {
      return (await repo.listCategories()).map(toCategory);
    },
    async addCategory(input: CategoryInput) {
      const parentId = input.parentCategoryId ?? null;
      await checkParent(null, parentId);
      return toCategory(
        await uniqueName('category', input.name, () => repo.insertCategory(input.name, parentId)),
      );
    },
    async updateCategory(id: number, input: CategoryInput) {
      if (!(await repo.findCategory(id))) throw notFound('The category');
      const parentId = input.parentCategoryId ?? null;
      await checkParent(id, parentId);
      const row = await uniqueName('category', input.name, () =>
        repo.updateCategory(id, input.name, parentId),
      );
      if (!row) throw notFound('The category');
      return toCategory(row);
    },
    async deleteCategory(id: number) {
      if (!(await repo.findCategory(id))) throw notFound('The category');
      const used = await repo.countProductsUsing('category_id', id);
      if (used > 0) throw conflict(`This category cannot be deleted: ${productsWord(used)} it.`);
      const children = await repo.countSubCategories(id);
      if (children > 0) {
        throw conflict(
          `This category cannot be deleted: it has ${children} sub-categor${children === 1 ? 'y' : 'ies'}.`,
        );
      }
      await repo.deleteCategory(id);
    },

    async pageBrands(page: number, size: number) {
      const { rows, total } = await repo.pageBrands(page, size);
      return {
        content: rows.map(toBrand),
        totalElements: total,
        totalPages: Math.ceil(total / size),
        number: page,
        size,
      };
    },
    async listBrands() {
      return (await repo.listBrands()).map(toBrand);
    },
    async addBrand(input: BrandInput) {
      const row = await uniqueName('brand', input.name, () =>
        repo.insertBrand({ name: input.name, description: input.description, logo_url: input.logoUrl }),
      );
      return toBrand(row);
    },
    async updateBrand(id: number, input: BrandInput) {
      const row = await uniqueName('brand', input.name, () =>
        repo.updateBrand(id, { name: input.name, description: input.description, logo_url: input.logoUrl }),
      );
      if (!row) throw notFound('The brand');
      return toBrand(row);
    },
    async deleteBrand(id: number) {
      if (!(await repo.findBrand(id))) throw notFound('The brand');
      const used = await repo.countProductsUsing('brand_id', id);
      if (used > 0) throw conflict(`This brand cannot be deleted: ${productsWord(used)} it.`);
      await repo.deleteBrand(id);
    },
  };
}
