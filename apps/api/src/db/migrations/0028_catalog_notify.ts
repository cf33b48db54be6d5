import { sql } from 'kysely';
import type { MigrationFactory } from './helpers';

/** The catalogue version trigger function of 0012, as it was, and with a NOTIFY at each bump. */
const bump = (notify: boolean) =>
  sql.raw(`create or replace function bump_catalog_version() returns trigger
  language plpgsql as $$
  begin
    -- Once per transaction: a bulk insert queues one event per row, only the first bumps.
    if current_setting('idl.catalog_bumped', true) = txid_current()::text then return null; end if;
    perform set_config('idl.catalog_bumped', txid_current()::text, true);
    update catalog_version set version = version + 1 where id = 1;
    ${notify ? "perform pg_notify('catalog_version', '');" : ''}
    return null;
  end $$`);

/**
 * PostgreSQL: every catalogue version bump also sends NOTIFY catalog_version (delivered at commit),
 * so each server holds the version in memory and reads it again only when told, instead of one
 * query per request (list-cache.ts). SQLite reads its version synchronously and needs nothing.
 */
export const catalogNotifyMigration: MigrationFactory = (kind) => ({
  async up(db) {
    if (kind === 'postgres') await bump(true).execute(db);
  },
  async down(db) {
    if (kind === 'postgres') await bump(false).execute(db);
  },
});
