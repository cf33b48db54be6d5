import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsRepository, type ProductFilter } from '../src/modules/catalog/products.repository';
import { createTestApp, type TestApp } from './helpers';

/**
 * The shop's search must stay indexed as the catalogue grows. These read the databases' own
 * query plans for the SQL the list endpoint runs:
 * - SQLite: EXPLAIN QUERY PLAN; the name search goes through the FTS5 trigram table.
 * - PostgreSQL: EXPLAIN over 30,000 generated products after ANALYZE (a planner by statistics
 *   scans a tiny table whatever its indexes).
 */
const fullScan = /Seq Scan on products|^SCAN products$/m;

describe('search query plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.kind === 'postgres') {
      // PostgreSQL plans by statistics: give it a catalogue big enough that an index pays off.
      await sql`insert into products (name, name_search, description, price_cents, stock_quantity, sku, created_at, updated_at)
        select 'Product ' || n, 'product ' || n || case when n % 500 = 0 then ' brush' else '' end, '',
          1 + (n * 7919) % 200000, n % 50, 'IDX-' || n, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
        from generate_series(1, 30000) as n`.execute(t.database.db);
      // VACUUM also flushes the GIN index's pending list, which the planner otherwise prices in.
      await sql`vacuum analyze products`.execute(t.database.db);
    }
  });
  afterAll(() => t.close());

  async function plan(filter: ProductFilter): Promise<string> {
    const { db, kind } = t.database;
    const compiled = productsRepository(db, kind, t.app.deps.now).searchQuery(filter).compile();
    if (kind === 'sqlite') {
      const rows = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.rows.map((r) => r.detail).join('\n');
    }
    const rows = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('answers "name contains" from a trigram index', async () => {
    const shown = await plan({ nameContains: 'brush' });
    if (t.database.kind === 'sqlite') {
      expect(shown).toMatch(/products_name_fts VIRTUAL TABLE INDEX/);
      expect(shown).toMatch(/SEARCH products USING INTEGER PRIMARY KEY/);
    } else expect(shown).toMatch(/Bitmap Index Scan on products_name_trgm_idx/);
    expect(shown).not.toMatch(fullScan);
  });

  it('answers a price range from the price index', async () => {
    const shown = await plan({ minPriceCents: 1000, maxPriceCents: 5000 });
    expect(shown).toMatch(/products_price_idx/);
    expect(shown).not.toMatch(fullScan);
  });

  it('combines text and price without a full scan', async () => {
    const shown = await plan({ nameContains: 'crown', minPriceCents: 10000, maxPriceCents: 50000 });
    expect(shown).toMatch(/products_name_fts|products_name_trgm_idx|products_price_idx/);
    expect(shown).not.toMatch(fullScan);
  });
});
