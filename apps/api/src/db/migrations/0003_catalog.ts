import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { dropTables, withId, type MigrationFactory } from './helpers';

export const catalogMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await withId(db.schema.createTable('categories'), kind)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('brands'), kind)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logo_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('products'), kind)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_search', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
      .addColumn('stock_quantity', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`stock_quantity >= 0`),
      )
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
      .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('restrict'))
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('option_dimension', 'text')
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rating_avg', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The shop's list queries: visible products by price, newest first, by name; by category or
    // brand. "Visible" (archived = 0) is nearly every row, so it is the condition of partial indexes,
    // not a leading column the planner might prefer over a selective one; the category and brand
    // indexes carry it so that counting a category's visible products reads the index only.
    const visible = sql<boolean>`archived = 0`;
    await db.schema
      .createIndex('products_price_idx')
      .on('products')
      .column('price_cents')
      .where(visible)
      .execute();
    await db.schema
      .createIndex('products_created_idx')
      .on('products')
      .column('created_at')
      .where(visible)
      .execute();
    await db.schema
      .createIndex('products_name_search_idx')
      .on('products')
      .column('name_search')
      .where(visible)
      .execute();
    await db.schema
      .createIndex('products_category_idx')
      .on('products')
      .columns(['category_id', 'archived', 'price_cents'])
      .execute();
    await db.schema
      .createIndex('products_brand_idx')
      .on('products')
      .columns(['brand_id', 'archived', 'price_cents'])
      .execute();
    await indexNameSearch(db, kind);

    await withId(db.schema.createTable('product_option_values'), kind)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('stock_quantity', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`stock_quantity >= 0`),
      )
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('product_option_values_product_value_uq', ['product_id', 'value'])
      .execute();

    await withId(db.schema.createTable('product_images'), kind)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('thumbnail_url', 'text')
      .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo('Product Image'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('product_images_product_idx')
      .on('product_images')
      .columns(['product_id', 'position'])
      .execute();
  },
  async down(db) {
    if (kind === 'sqlite') await sql`drop table if exists products_name_fts`.execute(db);
    await dropTables(db, ['product_images', 'product_option_values', 'products', 'brands', 'categories']);
  },
});

/**
 * Contains-search ("name contains q") cannot use a B-tree index, so each database gets a
 * trigram index: SQLite an FTS5 trigram table kept in sync by triggers (queried with LIKE),
 * PostgreSQL a pg_trgm GIN index that serves `name_search LIKE '%q%'` directly.
 */
async function indexNameSearch(db: Kysely<any>, kind: DatabaseKind) {
  if (kind === 'sqlite') {
    await sql`create virtual table products_name_fts using fts5(
      name_search, content='products', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger products_name_fts_insert after insert on products begin
      insert into products_name_fts(rowid, name_search) values (new.id, new.name_search); end`.execute(db);
    await sql`create trigger products_name_fts_delete after delete on products begin
      insert into products_name_fts(products_name_fts, rowid, name_search)
      values ('delete', old.id, old.name_search); end`.execute(db);
    // Only a renamed product touches the index; stock changes do not.
    await sql`create trigger products_name_fts_update after update of name_search on products begin
      insert into products_name_fts(products_name_fts, rowid, name_search)
      values ('delete', old.id, old.name_search);
      insert into products_name_fts(rowid, name_search) values (new.id, new.name_search); end`.execute(db);
    return;
  }
  // The extension is database-wide; the advisory lock keeps parallel migrations (one schema per
  // test file) from racing to create it. It lives in `public` so every schema can use it.
  await sql`select pg_advisory_xact_lock(4242003)`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index products_name_trgm_idx on products using gin (name_search public.gin_trgm_ops)`.execute(
    db,
  );
}
