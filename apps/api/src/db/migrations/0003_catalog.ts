import { sql } from 'kysely';
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
    // The shop's list queries: visible products by price, by category or brand, newest first, by name.
    await db.schema
      .createIndex('products_price_idx')
      .on('products')
      .columns(['archived', 'price_cents'])
      .execute();
    await db.schema.createIndex('products_name_search_idx').on('products').columns(['name_search']).execute();
    await db.schema
      .createIndex('products_category_idx')
      .on('products')
      .columns(['category_id', 'price_cents'])
      .execute();
    await db.schema
      .createIndex('products_brand_idx')
      .on('products')
      .columns(['brand_id', 'price_cents'])
      .execute();
    await db.schema
      .createIndex('products_created_idx')
      .on('products')
      .columns(['archived', 'created_at'])
      .execute();

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
    await dropTables(db, ['product_images', 'product_option_values', 'products', 'brands', 'categories']);
  },
});
