import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; absent for SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file (default `dataDir/shop.db`). */
  sqliteFile?: string;
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use a fresh one each). */
  pgSchema?: string;
  poolSize?: number;
}

// COUNT(*) and BIGINT arrive as strings from pg; the shop's counts fit comfortably in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'shop.db');
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run beside a writer; FULL sync makes every committed order durable.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', destroy: () => db.destroy() };
}

/**
 * Kysely prepares every query afresh; the shop sends the same few hundred SQL texts over and over,
 * so keep their prepared statements (SQLite recompiles one itself if the schema changes).
 * Kysely runs each statement to completion synchronously (`all` / `run`), so sharing one is safe.
 */
function cachePreparedStatements(sqlite: BetterSqlite3.Database, max = 1000) {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, BetterSqlite3.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}
