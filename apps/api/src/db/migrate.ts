import { sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';
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
    db: migrationTableSchema ? withIntrospectionOf(db, migrationTableSchema) : db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * The migrator asks whether its own table exists by listing every table of every schema, and
 * Kysely's list calls has_schema_privilege(name) on each schema it saw: a schema dropped meanwhile
 * (tests create and drop one per file while others migrate) fails it with "schema ... does not
 * exist". This hands the migrator a database whose introspection lists only the tables of its own
 * schema, read from the catalogue without looking up other schemas by name.
 */
function withIntrospectionOf(db: Kysely<any>, schema: string): Kysely<any> {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
    return rows.map(({ name }) => ({ name, schema, isView: false, isForeign: false, columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
  };
  // Kysely keeps its state in private fields: calls go to the real instance, not the proxy.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
