import type { Readiness } from '@idl/api-contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { migrations } from '../../db/migrations';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Migrations this server knows that the database has not applied yet. */
async function pendingMigrations(database: Database): Promise<number> {
  const known = Object.keys(migrations);
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    const names = new Set(applied.rows.map((row) => row.name));
    return known.filter((name) => !names.has(name)).length;
  } catch (error) {
    // No migration table at all: nothing has been applied. Anything else (the database away) is
    // the caller's to report.
    if (/kysely_migration/.test(String((error as Error).message))) return known.length;
    throw error;
  }
}

/** Ready to serve: the database answers within 2 s and every migration is applied. */
export async function checkReadiness(database: Database): Promise<Readiness> {
  try {
    const pending = await withTimeout(pendingMigrations(database), CHECK_TIMEOUT_MS);
    return { status: pending === 0 ? 'ready' : 'unavailable', database: 'up', pendingMigrations: pending };
  } catch {
    return { status: 'unavailable', database: 'down', pendingMigrations: 0 };
  }
}
