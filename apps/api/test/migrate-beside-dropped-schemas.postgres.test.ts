import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

const url = process.env.TEST_DATABASE_URL!;

/**
 * Test files each migrate a fresh PostgreSQL schema while others drop theirs. Kysely's migrator
 * listed the tables of every schema and looked each schema up by name, so a schema dropped in
 * between failed the migration with `schema "test_…" does not exist` (seen in a loaded CI run).
 */
describe('migrations beside schemas being dropped', () => {
  const made: string[] = [];
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const schema of made) await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  // Fifteen full migrations beside the churn: past 60 s in fresh-clone runs with every test group on
  // two cores. A limit for a stuck migration, not a speed check.
  it('migrates its own schema while other schemas come and go', { timeout: 300_000 }, async () => {
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let stop = false;
    // Another "test file" creating and dropping schemas with tables as fast as it can.
    const churning = (async () => {
      let round = 0;
      while (!stop) {
        const names = Array.from({ length: 20 }, () => `churn_${randomBytes(5).toString('hex')}`);
        for (const name of names) await churn.query(`create schema ${name}; create table ${name}.t (id int)`);
        await churn.query(names.map((name) => `drop schema ${name} cascade`).join(';'));
        round += 1;
      }
      return round;
    })();
    try {
      for (let i = 0; i < 15; i += 1) {
        const schema = `test_mig_${randomBytes(5).toString('hex')}`;
        made.push(schema);
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
        await admin.end();
        const database = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
        try {
          await migrateToLatest(database.db, database.kind);
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
            database.db,
          );
          expect(rows[0]!.n).toBeGreaterThan(0);
        } finally {
          await database.destroy();
        }
      }
    } finally {
      stop = true;
      expect(await churning).toBeGreaterThan(0);
      await churn.end();
    }
  });
});
