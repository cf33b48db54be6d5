import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../helpers';

/**
 * A fingerprint of every table's rows: equal fingerprints before and after a batch of refused
 * requests show they changed nothing.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  // Only this test's own schema on PostgreSQL (other test files' schemas live beside it).
  const query =
    t.database.kind === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  const tables = (await query.execute(t.database.db)).rows.map((row) => row.name).sort();
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.database.db,
    );
    // A session's last-seen time moves on any signed-in request at most once a minute (the auth
    // plugin's bookkeeping, on the wall clock), whatever the request: it is not data a request
    // changed, and a run slower than a minute would otherwise see it.
    const lines = rows
      .map((row) => JSON.stringify(table === 'sessions' ? { ...row, last_seen_at: undefined } : row))
      .sort();
    out[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}
