import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DatabaseKind } from './database';
import { migrations } from './migrations';

/** Applies every pending migration; the same set runs on SQLite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const all: Record<string, Migration> = {};
      for (const [name, factory] of Object.entries(migrations)) all[name] = factory(kind);
      return all;
    },
  };
  // Kysely looks for its lock table in every schema it can see; name ours, or a second schema on the
  // same PostgreSQL database (tests use one per file) finds the first one's table and fails.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
