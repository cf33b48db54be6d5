import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface CachedPage {
  /** The serialised JSON answer (a string: Node sends headers and body in one write). */
  body: string;
  /** Weak validator: the catalogue version and the query, so any catalogue write changes it. */
  etag: string;
  /** The pattern of the route that built it, when given (the metrics' label for ready answers). */
  route?: string;
}

/** How long a SQLite version read stands when this process has written nothing since. */
const OTHER_PROCESS_WRITES_MS = 50;

/**
 * Reads the catalogue version (migration 0012: triggers move it on every catalogue write, by any
 * code or instance). SQLite: a synchronous read through a read-only connection of its own, so it
 * sees only committed writes (the shared connection may be inside an open transaction); it is read
 * again after any write or commit of this process, otherwise at most every 50 ms (a write by
 * another process on the same file, e.g. the seed script, shows within that). PostgreSQL: held in
 * memory until this process writes or a NOTIFY says another one did (see below).
 */
export function catalogVersionReader(database: Database): {
  read: () => number | Promise<number>;
  close: () => void;
} {
  if (database.kind === 'sqlite' && database.sqliteFile) {
    const connection = new BetterSqlite3(database.sqliteFile, { readonly: true, fileMustExist: true });
    const statement = connection
      .prepare<[], { version: number | bigint }>('select version from catalog_version where id = 1')
      .raw(false);
    const writes = database.writes ?? (() => Number.NaN);
    let version = 0;
    let seenWrites = Number.NaN;
    let readAt = 0;
    return {
      read: () => {
        const now = performance.now();
        const written = writes();
        if (written !== seenWrites || now - readAt > OTHER_PROCESS_WRITES_MS) {
          version = Number(statement.get()?.version ?? 0);
          seenWrites = written;
          readAt = now;
        }
        return version;
      },
      close: () => connection.close(),
    };
  }
  const query = async () => {
    const { rows } = await sql<{
      version: number | string;
    }>`select version from catalog_version where id = 1`.execute(database.db);
    return Number(rows[0]?.version ?? 0);
  };
  // PostgreSQL: the version stays in memory while nothing can have moved it: no write of this
  // process has finished and no NOTIFY catalog_version (migration 0028, any instance) arrived
  // since it was read, and the listening connection is up. Otherwise one query is shared by every
  // request that arrives while none is under way; a request arriving during one waits for the
  // next, so what was committed before it arrived is served.
  const writes = database.writes ?? (() => Number.NaN);
  let notified = 0;
  let listening = false;
  const listener = database.listen?.(
    'catalog_version',
    () => notified++,
    (up) => {
      listening = up;
      notified++;
    },
  );
  let known: { version: number; writes: number; notified: number } | undefined;
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = () => {
    const seen = { writes: writes(), notified };
    running = query()
      .then((version) => {
        known = { version, ...seen };
        return version;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const read = (): number | Promise<number> => {
    if (listening && known && known.writes === writes() && known.notified === notified) return known.version;
    if (!running) return start();
    const again = () => {
      queued = undefined;
      return read();
    };
    queued ??= running.then(again, again);
    return queued;
  };
  return { read, close: () => void listener?.close() };
}

/**
 * A short-lived cache of serialised catalogue answers: product list and search pages, product
 * pages and related products, keyed by the request's path and query as sent.
 *
 * An entry is served only while the catalogue version is the one it was built at: a change is
 * visible at once, on this instance or any other sharing the database. `hit` answers from memory
 * without validating the query again (an entry exists only for a query that passed validation
 * and built without error); `page` builds on a miss, and concurrent misses of one key share one
 * database round. The ETag is computed once, when the entry is built.
 */
export function listCache({ maxEntries = 500 }: { maxEntries?: number } = {}) {
  let currentVersion = -1;
  const building = new Map<string, Promise<CachedPage>>();
  const built = new Map<string, CachedPage>();

  /** Moves to a newer version (dropping every entry); false for an older one than held. */
  function atVersion(version: number): boolean {
    if (version > currentVersion) {
      building.clear();
      built.clear();
      currentVersion = version;
    }
    return version === currentVersion;
  }

  const etagOf = (version: number, key: string) =>
    `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;

  return {
    hit(key: string, version: number): CachedPage | undefined {
      return atVersion(version) ? built.get(key) : undefined;
    },
    page(key: string, version: number, build: () => Promise<string>, route?: string): Promise<CachedPage> {
      const make = () =>
        build().then((body): CachedPage => ({ body, etag: etagOf(version, key), ...(route && { route }) }));
      // An older snapshot than what the cache holds: answer it without caching.
      if (!atVersion(version)) return make();
      let page = building.get(key);
      if (!page) {
        page = make();
        building.set(key, page);
        page.then(
          (done) => {
            if (building.get(key) !== page) return;
            building.delete(key);
            built.set(key, done);
            if (built.size > maxEntries) built.delete(built.keys().next().value!);
          },
          () => building.delete(key),
        );
      }
      return page;
    },
  };
}
