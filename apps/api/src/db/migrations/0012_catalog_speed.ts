import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import type { MigrationFactory } from './helpers';

/** Every table whose rows show in the shop's product list (names, prices, stock, images, ratings). */
export const catalogueTables = [
  'products',
  'product_images',
  'product_option_values',
  'categories',
  'brands',
] as const;

/**
 * The catalogue version: one counter that every write to a catalogue table moves, by trigger, so
 * no code path (orders taking stock, reviews moving a rating, the seed script, another instance)
 * can forget it. Cached list pages are keyed by it (modules/catalog/list-cache.ts).
 *
 * PostgreSQL bumps it in a deferred constraint trigger, i.e. at commit: the counter row is locked
 * only for the instant of the commit, after every other row the transaction touches, so writers
 * never deadlock on it and hold it as briefly as possible.
 *
 * Also: related products read a category's (or brand's) newest visible products; these indexes
 * give them in order, so a million products never sort a whole category.
 */
export const catalogSpeedMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('catalog_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into catalog_version (id, version) values (1, 1)`.execute(db);
    for (const table of catalogueTables) await bumpOnWrite(db, kind, table);

    const visible = sql<boolean>`archived = 0`;
    await db.schema
      .createIndex('products_category_newest_idx')
      .on('products')
      .columns(['category_id', 'created_at', 'id'])
      .where(visible)
      .execute();
    await db.schema
      .createIndex('products_brand_newest_idx')
      .on('products')
      .columns(['brand_id', 'created_at', 'id'])
      .where(visible)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('products_brand_newest_idx').ifExists().execute();
    await db.schema.dropIndex('products_category_newest_idx').ifExists().execute();
    for (const table of catalogueTables) {
      if (kind === 'sqlite') {
        for (const op of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists ${table}_version_${op}`).execute(db);
      } else {
        await sql.raw(`drop trigger if exists ${table}_version on ${table}`).execute(db);
      }
    }
    if (kind === 'postgres') await sql`drop function if exists bump_catalog_version()`.execute(db);
    await db.schema.dropTable('catalog_version').ifExists().execute();
  },
});

async function bumpOnWrite(db: Kysely<any>, kind: DatabaseKind, table: string) {
  if (kind === 'sqlite') {
    // SQLite has one writer at a time: a plain row trigger is enough.
    for (const op of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_version_${op} after ${op} on ${table} begin
             update catalog_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
    return;
  }
  if (table === catalogueTables[0]) {
    await sql`create or replace function bump_catalog_version() returns trigger language plpgsql as $$
      begin
        -- Once per transaction: a bulk insert queues one event per row, only the first bumps.
        if current_setting('idl.catalog_bumped', true) = txid_current()::text then return null; end if;
        perform set_config('idl.catalog_bumped', txid_current()::text, true);
        update catalog_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
  }
  await sql
    .raw(
      `create constraint trigger ${table}_version after insert or update or delete on ${table}
       deferrable initially deferred for each row execute function bump_catalog_version()`,
    )
    .execute(db);
}
