import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DatabaseKind } from '../database';

export type MigrationFactory = (kind: DatabaseKind) => Migration;

/** An auto-incrementing integer primary key on either database. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, kind: DatabaseKind) {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Timestamps are ISO-8601 UTC text on both databases: they sort and compare as text. */
export async function dropTables(db: Kysely<any>, tables: string[]) {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

export { sql };
