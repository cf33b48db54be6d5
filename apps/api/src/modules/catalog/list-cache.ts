import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface CachedPage {
  /** The serialised JSON answer. */
  body: string;
  /** Weak validator: the catalogue version and the query, so any catalogue write changes it. */
  etag: string;
}

/**
 * A short-lived cache of serialised catalogue answers: product list and search pages, product
 * pages and related products.
 *
 * Entries are keyed by the catalogue version, a counter that triggers move on every write to a
 * catalogue table (migration 0012), read from the database on every request: a page is served from
 * memory only while nothing in the catalogue changed since it was built, on this instance or any
 * other sharing the database. The version read costs one primary-key lookup; a miss costs what an
 * uncached request costs. Concurrent misses of one page share a single database round.
 */
export function listCache(db: Kysely<DB>, { maxEntries = 500 }: { maxEntries?: number } = {}) {
  let currentVersion = -1;
  const pages = new Map<string, Promise<CachedPage>>();

  async function readVersion(): Promise<number> {
    const { rows } = await sql<{
      version: number | string;
    }>`select version from catalog_version where id = 1`.execute(db);
    return Number(rows[0]?.version ?? 0);
  }

  return {
    async page(key: string, build: () => Promise<string>): Promise<CachedPage> {
      const version = await readVersion();
      const etag = `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
      if (version > currentVersion) {
        pages.clear();
        currentVersion = version;
      } else if (version < currentVersion) {
        // An older snapshot than what the cache holds: answer it without caching.
        return { body: await build(), etag };
      }
      let page = pages.get(key);
      if (!page) {
        page = build().then((body) => ({ body, etag }));
        pages.set(key, page);
        page.catch(() => pages.delete(key));
        if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
      }
      return page;
    },
  };
}

/** One key per distinct list query (parameters in a fixed order). */
export function listKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((name) => query[name] !== undefined)
      .sort()
      .map((name) => [name, query[name]]),
  );
}
