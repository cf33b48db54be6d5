import type { Clock } from '../../deps';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** SQL for categories and brands. */
export function catalogRepository(db: Kysely<DB>, now: Clock) {
  return {
    listCategories() {
      return db.selectFrom('categories').selectAll().orderBy('name').orderBy('id').execute();
    },
    findCategory(id: number) {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertCategory(name: string, parentId: number | null) {
      return db
        .insertInto('categories')
        .values({ name, parent_id: parentId, created_at: now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    updateCategory(id: number, name: string, parentId: number | null) {
      return db
        .updateTable('categories')
        .set({ name, parent_id: parentId })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    async deleteCategory(id: number) {
      const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async countSubCategories(id: number) {
      const row = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async countProductsUsing(column: 'category_id' | 'brand_id', id: number) {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async pageBrands(page: number, size: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('brands')
          .selectAll()
          .orderBy('name')
          .orderBy('id')
          .limit(size)
          .offset(page * size)
          .execute(),
        db
          .selectFrom('brands')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },
    listBrands() {
      return db.selectFrom('brands').selectAll().orderBy('name').orderBy('id').execute();
    },
    findBrand(id: number) {
      return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertBrand(brand: { name: string; description: string; logo_url: string }) {
      return db
        .insertInto('brands')
        .values({ ...brand, created_at: now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    updateBrand(id: number, brand: { name: string; description: string; logo_url: string }) {
      return db.updateTable('brands').set(brand).where('id', '=', id).returningAll().executeTakeFirst();
    },
    async deleteBrand(id: number) {
      const result = await db.deleteFrom('brands').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
