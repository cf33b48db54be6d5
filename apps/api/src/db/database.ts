import { chmodSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /**
   * Resolves once every write committed so far is on disk. The server awaits it before answering
   * a request that may have written, so what a user was told is saved survives a power cut.
   */
  durable(): Promise<void>;
  /** Connections open, in use by a query and requests waiting for one (the metrics show them). */
  poolUse(): { size: number; inUse: number; waiting: number };
  destroy(): Promise<void>;
  /** SQLite: the database file (hot-path reads open a read-only connection of their own). */
  sqliteFile?: string;
  /** How many writing statements and commits this process has finished so far. */
  writes?: () => number;
  /**
   * PostgreSQL: calls `onNotify` for each NOTIFY on `channel` (from any instance), and `onState`
   * with whether it is listening (false while the connection is down; it reconnects by itself).
   */
  listen?: (
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ) => { close: () => Promise<void> };
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
      // While PostgreSQL is away a request fails after this instead of waiting for ever. The same
      // limit bounds the wait for a free connection of the pool: a burst of checkouts queued on one
      // product's stock row holds every connection for seconds on a busy machine, and a request
      // waiting its turn behind them is not a database that went away (5 s answered it 503).
      connectionTimeoutMillis: 15_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle connection that PostgreSQL drops (restart, network cut) is reported here; without a
    // listener it would end the process. The pool opens a new one at the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    let writes = 0;
    pool.on('connect', (client) => {
      // The same for a connection lost while a request holds it between two queries.
      client.on('error', () => undefined);
      countWrites(client, () => writes++);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const connection = {
      connectionString: options.databaseUrl,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    };
    // PostgreSQL flushes its write-ahead log at each commit (and groups concurrent commits itself).
    return {
      db,
      kind: 'postgres',
      durable: () => Promise.resolve(),
      writes: () => writes,
      listen: (channel, onNotify, onState) => listener(connection, channel, onNotify, onState),
      poolUse: () => ({
        size: pool.totalCount,
        inUse: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
      }),
      destroy: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'shop.db');
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run beside a writer. With synchronous = NORMAL a commit is written to the WAL
  // file without waiting for the disk (a killed process loses nothing: the OS holds the write);
  // `durable()` then flushes the WAL once for every commit made meanwhile (group commit), instead
  // of SQLite's FULL mode blocking the event loop on one flush per commit.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The database holds accounts and orders: readable by the server's user only (also for files an
  // older version created with the default umask).
  for (const own of [file, `${file}-wal`, `${file}-shm`]) privateFile(own);
  const wal = walFlusher(`${sqlite.name}-wal`);
  const commits = groupCommit(wal.flush);
  let writes = 0;
  cachePreparedStatements(sqlite, () => {
    writes++;
    commits.written();
  });
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: 'sqlite',
    sqliteFile: file,
    writes: () => writes,
    durable: commits.durable,
    // One connection; statements run synchronously, so none is ever seen in use between them.
    poolUse: () => ({ size: 1, inUse: 0, waiting: 0 }),
    async destroy() {
      await commits.settled();
      await wal.close();
      await db.destroy();
    },
  };
}

/**
 * Counts every statement but a plain SELECT when it has finished (a COMMIT included), so a reader
 * that reads again after the count moved sees what this process committed.
 */
function countWrites(client: pg.PoolClient, onWrite: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (typeof args[0] === 'string' && !/^\s*select\b/i.test(args[0]) && result instanceof Promise)
      result.then(onWrite, onWrite);
    return result;
  }) as typeof client.query;
}

/** A connection of its own that LISTENs on a channel, reconnecting a second after it is lost. */
function listener(
  connection: pg.ClientConfig,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void,
) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const lost = () => {
    onState(false);
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    if (!closed) retry = setTimeout(() => void connect(), 1000).unref();
  };
  async function connect() {
    if (closed) return;
    const next = new pg.Client(connection);
    client = next;
    next.on('error', lost);
    next.on('end', () => (client === next ? lost() : undefined));
    next.on('notification', onNotify);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === next && !closed) onState(true);
    } catch {
      if (client === next) lost();
    }
  }
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      open?.removeAllListeners();
      await open?.end().catch(() => undefined);
    },
  };
}

function privateFile(file: string) {
  try {
    chmodSync(file, 0o600);
  } catch {
    // Not there (yet), or another user's file: the process umask covers what it creates.
  }
}

/**
 * Group commit: `written()` notes that a statement may have written; `durable()` resolves after a
 * `flush` that began after the last such write. Callers arriving while a flush runs share the
 * next one, so one flush covers every commit made meanwhile.
 */
export function groupCommit(flush: () => Promise<void>) {
  let dirty = false;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  function start() {
    dirty = false;
    running = flush().finally(() => {
      running = undefined;
    });
    return running;
  }

  function durable(): Promise<void> {
    // Not dirty: any write so far is covered by the flush under way, if there is one.
    if (!dirty) return running ?? Promise.resolve();
    if (!running) return start();
    // A flush is under way but began before this write: wait for it, then flush again.
    const again = () => {
      queued = undefined;
      return durable();
    };
    queued ??= running.then(again, again);
    return queued;
  }

  return {
    written() {
      dirty = true;
    },
    durable,
    /** Waits for a flush under way (its failure was reported to the callers waiting on it). */
    settled: () => (running ?? Promise.resolve()).catch(() => undefined),
  };
}

/**
 * Flushes SQLite's write-ahead log with fdatasync on libuv's thread pool, so the event loop keeps
 * serving while the disk works. The WAL file keeps its inode while the database is open (SQLite
 * rewinds it, never replaces it), so one handle serves every flush.
 */
function walFlusher(walFile: string) {
  let handle: FileHandle | undefined;
  return {
    async flush() {
      if (!handle) {
        try {
          handle = await open(walFile, 'r');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing written yet
          throw error;
        }
      }
      await handle.datasync();
    },
    async close() {
      await handle?.close();
      handle = undefined;
    },
  };
}

/**
 * Kysely prepares every query afresh; the shop sends the same few hundred SQL texts over and over,
 * so keep their prepared statements (SQLite recompiles one itself if the schema changes).
 * Kysely runs each statement to completion synchronously (`all` / `run`), so sharing one is safe.
 */
const isCommit = /^\s*(commit|end|release)\b/i;

function cachePreparedStatements(sqlite: BetterSqlite3.Database, onWrite: () => void, max = 1000) {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, BetterSqlite3.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    // Kysely prepares each statement right before running it, so this sees every write (and every
    // commit, which SQLite counts as read-only, so that a reader knows when writes became visible).
    if (!statement.readonly || isCommit.test(source)) onWrite();
    return statement;
  }) as typeof sqlite.prepare;
}
