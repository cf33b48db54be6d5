import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Double-clicking Save in the admin created two products and two categories that both showed in
 * the shop's filters. Category and brand names become unique whatever their case (a duplicate
 * left by that bug is renamed "Name (id)" so the index can be built), and a product created with
 * an idempotency key remembers it, so a repeated request returns the first product.
 */
export const adminMigration: MigrationFactory = () => ({
  async up(db) {
    for (const table of ['categories', 'brands'] as const) {
      await sql`
        update ${sql.table(table)} set name = name || ' (' || id || ')'
        where exists (
          select 1 from ${sql.table(table)} earlier
          where lower(earlier.name) = lower(${sql.ref(`${table}.name`)}) and earlier.id < ${sql.ref(`${table}.id`)}
        )`.execute(db);
      await sql`create unique index ${sql.raw(`${table}_name_uq`)} on ${sql.table(table)} (lower(name))`.execute(
        db,
      );
    }
    await db.schema.alterTable('products').addColumn('idempotency_key', 'text').execute();
    await db.schema
      .createIndex('products_idempotency_key_uq')
      .on('products')
      .column('idempotency_key')
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('products_idempotency_key_uq').execute();
    await db.schema.alterTable('products').dropColumn('idempotency_key').execute();
    await db.schema.dropIndex('brands_name_uq').execute();
    await db.schema.dropIndex('categories_name_uq').execute();
  },
});
