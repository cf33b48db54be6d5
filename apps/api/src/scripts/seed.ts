/**
 * Fills a database with the demo catalogue and, with `--products N`, N generated products for
 * scale tests: `npm run seed -- --products 100000` (uses DATA_DIR / DATABASE_URL like the server).
 * Rows go in as multi-row INSERTs, many per transaction, so a million products is a few minutes.
 */
import { parseArgs } from 'node:util';
import { sql, type Insertable } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { ProductsTable } from '../db/tables/catalog';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../deps';
import { seedDemoCatalogue } from '../modules/demo-catalogue/demo-catalogue';
import { demoImage } from '../modules/demo-catalogue/demo-images';
import type { StoredImage } from '../modules/uploads/images';
import { createStorage } from '../modules/uploads/storage';
import { generatedProducts } from './generated-products';

const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 10_000;

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '0' } },
    allowPositionals: false,
  });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0)
    throw new Error('--products needs a whole number, e.g. --products 100000');

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  try {
    await migrateToLatest(database.db, database.kind);
    const demo = await seedDemoCatalogue({ database, now: systemClock }, storage);
    console.log(
      demo > 0 ? `Demo catalogue: ${demo} products added` : 'Demo catalogue: shop was not empty, left as is',
    );
    if (count === 0) return;

    const { db } = database;
    const categories = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .execute();
    const brands = await db.selectFrom('brands').select('id').execute();
    if (categories.length === 0 || brands.length === 0) throw new Error('Need categories and brands first');
    const images: StoredImage[] = [];
    for (let i = 0; i < 8; i++) images.push(await demoImage(storage, 'brush', `Item ${i + 1}`, i * 45));
    const start = Number(
      (
        await db
          .selectFrom('products')
          .select(sql<number>`coalesce(max(id), 0)`.as('max'))
          .executeTakeFirstOrThrow()
      ).max,
    );

    // Indexes that cost most per row (SQLite: the FTS5 trigram table, PostgreSQL: the trigram GIN
    // index) are set aside during the bulk insert and built once at the end, from the stored rows.
    const restoreSearchIndex = await setSearchIndexAside(database);
    const began = Date.now();
    try {
      let done = 0;
      const batches = generatedProducts({
        count,
        firstNumber: start + 1,
        categoryIds: categories.map((c) => c.id),
        brandIds: brands.map((b) => b.id),
        batchSize: ROWS_PER_INSERT,
      });
      const write = async (group: Insertable<ProductsTable>[][]) => {
        await db.transaction().execute(async (tx) => {
          for (const rows of group) {
            const inserted = await tx.insertInto('products').values(rows).returning('id').execute();
            await tx
              .insertInto('product_images')
              .values(
                inserted.map(({ id }, i) => {
                  const image = images[id % images.length]!;
                  return {
                    product_id: id,
                    image_url: image.imageUrl,
                    thumbnail_url: image.thumbnailUrl,
                    alt_text: rows[i]!.name,
                    position: 0,
                  };
                }),
              )
              .execute();
            done += rows.length;
          }
        });
        const seconds = (Date.now() - began) / 1000;
        process.stdout.write(
          `\r${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} products (${Math.round(done / seconds).toLocaleString('en-US')}/s)   `,
        );
      };
      let group: Insertable<ProductsTable>[][] = [];
      for (const batch of batches) {
        group.push(batch);
        if (group.length * ROWS_PER_INSERT >= ROWS_PER_TRANSACTION) {
          await write(group);
          group = [];
        }
      }
      if (group.length > 0) await write(group);
    } finally {
      process.stdout.write('\nBuilding the name search index...');
      await restoreSearchIndex();
    }
    // Fresh statistics let the planners pick the most selective index for each filter.
    if (database.kind === 'postgres') await sql`vacuum analyze products`.execute(db);
    else await sql`analyze`.execute(db);
    console.log(`\nDone in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  } finally {
    await database.destroy();
  }
}

/**
 * Drops the per-row search index maintenance and returns the function that restores it: SQLite's
 * triggers feeding the FTS5 table (recreated from their stored SQL, then one `rebuild`), and
 * PostgreSQL's trigram index (recreated from its stored definition). The catalogue version
 * triggers stay, so a running server still sees the new products.
 */
async function setSearchIndexAside({ db, kind }: ReturnType<typeof openDatabase>) {
  if (kind === 'sqlite') {
    const { rows: triggers } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'trigger' and name like 'products_name_fts_%'`.execute(
      db,
    );
    for (const trigger of triggers) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
    return async () => {
      await sql`insert into products_name_fts(products_name_fts) values ('rebuild')`.execute(db);
      for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
    };
  }
  const { rows } = await sql<{ indexdef: string }>`
    select indexdef from pg_indexes
    where schemaname = current_schema() and indexname = 'products_name_trgm_idx'`.execute(db);
  const definition = rows[0]?.indexdef;
  if (!definition) return async () => undefined;
  await sql`drop index products_name_trgm_idx`.execute(db);
  return async () => {
    await sql.raw(definition).execute(db);
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
