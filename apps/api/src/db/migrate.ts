import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DatabaseKind } from './database';
import { migrations } from './migrations';

/**
 * Applies every pending migration; the same set runs on SQLite and PostgreSQL. `pgSchema` names
 * the PostgreSQL schema in use: without it Kysely looks for its migration tables in every schema
 * and, with test schemas migrating in parallel, finds another file's and skips creating its own.
 */
export async function migrateToLatest(db: Kysely<any>, kind: DatabaseKind, pgSchema?: string): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const all: Record<string, Migration> = {};
      for (const [name, factory] of Object.entries(migrations)) all[name] = factory(kind);
      return all;
    },
  };
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
