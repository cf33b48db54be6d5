import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The number of visible (not archived) products, kept by triggers, so the shop's unfiltered list
 * (every page of it, page 5,000 included) reads its total from one row instead of counting a
 * million rows on each uncached request.
 *
 * Only adding, deleting or (un)archiving a product moves it; stock and price changes (every order)
 * do not touch the row, so orders never wait on it. PostgreSQL counts once per statement from its
 * transition tables, so a bulk insert of thousands of rows updates the row once.
 */
export const catalogCountsMigration: MigrationFactory = (kind) => ({
  async up(db) {
    await db.schema
      .createTable('catalog_counts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('visible_products', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into catalog_counts (id, visible_products)
      select 1, count(*) from products where archived = 0`.execute(db);
    const add = (delta: string) =>
      `update catalog_counts set visible_products = visible_products + (${delta}) where id = 1`;
    if (kind === 'sqlite') {
      await sql
        .raw(
          `create trigger products_count_insert after insert on products when new.archived = 0
           begin ${add('1')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger products_count_delete after delete on products when old.archived = 0
           begin ${add('-1')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger products_count_archive after update of archived on products
           when old.archived <> new.archived
           begin ${add('case when new.archived = 0 then 1 else -1 end')}; end`,
        )
        .execute(db);
      return;
    }
    const visible = (rows: string) => `(select count(*) from ${rows} where archived = 0)`;
    for (const [name, event, delta] of [
      ['insert', 'insert on products referencing new table as new_rows', visible('new_rows')],
      ['delete', 'delete on products referencing old table as old_rows', `-${visible('old_rows')}`],
    ] as const) {
      await sql
        .raw(
          `create function count_products_${name}() returns trigger language plpgsql as $$
           declare delta bigint := ${delta};
           begin
             if delta <> 0 then ${add('delta')}; end if;
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger products_count_${name} after ${event}
           for each statement execute function count_products_${name}()`,
        )
        .execute(db);
    }
    // (Un)archiving is rare (an administrator's action): one row at a time is fine.
    await sql
      .raw(
        `create function count_products_archive() returns trigger language plpgsql as $$
         begin
           ${add('case when new.archived = 0 then 1 else -1 end')};
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger products_count_archive after update of archived on products
         for each row when (old.archived <> new.archived) execute function count_products_archive()`,
      )
      .execute(db);
  },
  async down(db) {
    for (const name of ['insert', 'delete', 'archive']) {
      if (kind === 'sqlite') await sql.raw(`drop trigger if exists products_count_${name}`).execute(db);
      else {
        await sql.raw(`drop trigger if exists products_count_${name} on products`).execute(db);
        await sql.raw(`drop function if exists count_products_${name}()`).execute(db);
      }
    }
    await db.schema.dropTable('catalog_counts').ifExists().execute();
  },
});
