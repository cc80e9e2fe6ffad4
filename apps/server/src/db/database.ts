/**
 * One Kysely instance over SQLite (default, a file under DATA_DIR, WAL) or PostgreSQL
 * (when DATABASE_URL is a postgres URL). Queries are written once for both dialects.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A short description without credentials, for logs. */
  describe: string;
  /**
   * True when a write succeeds within a second: what /api/ready reports. A read alone said "up"
   * while SQLite could not write (read-only file, full disk, deleted directory: finding 6).
   */
  ping(): Promise<boolean>;
  /** Throws unless the database takes a write (start-up refuses a read-only database). */
  assertWritable(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolMax: number;
  /** PostgreSQL: statement_timeout and the client's query timeout, in ms (finding 5). */
  statementTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

/**
 * DATA_DIR holds the database and the development secret: only the server's user may read it
 * (finding 10: it was created 0755 and the database 0644).
 */
export function preparePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours to change (a mounted volume owned by someone else): leave it as it is.
  }
}

/** Creates the SQLite file (and tightens an existing one and its WAL files) as 0600. */
function preparePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(name)) chmodSync(name, 0o600);
    } catch {
      // As above.
    }
  }
}

/** The one-row table readiness writes to (migration 004). */
const HEALTH_ROW = 'ready';

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const url = options.url;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  if (!url) preparePrivateDir(options.dataDir);
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : path.join(options.dataDir, 'introask.db');
  return openSqlite(file);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    preparePrivateFile(file);
  }
  const sqlite = new SQLite(file);
  const opened = file === ':memory:' ? null : statSync(file);
  /** Writes to a file whose directory was deleted succeed, into a file no one will open again. */
  const assertStillThere = () => {
    if (!opened) return;
    const now = statSync(file, { throwIfNoEntry: false });
    if (!now || now.ino !== opened.ino || now.dev !== opened.dev) {
      throw Object.assign(new Error(`the database file ${file} was removed or replaced`), { code: 'SQLITE_CANTOPEN' });
    }
  };
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode (only an OS crash can lose the last commits).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepFullDiskErrors(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    describe: `sqlite:${file}`,
    ping: async () => {
      try {
        assertStillThere();
        writeHealthRow(sqlite);
        return true;
      } catch {
        return false;
      }
    },
    assertWritable: async () => {
      assertStillThere();
      writeHealthRow(sqlite);
    },
    close: () => db.destroy(),
  };
}

/**
 * One real write: SQLite answers reads from a read-only file, a full disk or a deleted directory
 * (SQLITE_READONLY, SQLITE_FULL, SQLITE_READONLY_DBMOVED), and only a write tells.
 */
function writeHealthRow(sqlite: SQLite.Database): void {
  sqlite
    .prepare(
      'insert into health (id, checked_at) values (?, ?) on conflict (id) do update set checked_at = excluded.checked_at',
    )
    .run(HEALTH_ROW, new Date().toISOString());
}

/**
 * SQLite ends a transaction itself on SQLITE_FULL or an I/O error; Kysely's rollback would then fail
 * ("no transaction is active") and hide the error that says the disk is full (a 503).
 */
function keepFullDiskErrors(sqlite: SQLite.Database): SqliteDatabase {
  return {
    close: () => sqlite.close(),
    prepare: (text: string) =>
      text === 'rollback' && !sqlite.inTransaction ? sqlite.prepare('select 1') : sqlite.prepare(text),
  };
}

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    // Fail fast while the database is down, so requests get a 503 instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // A hung database (or a statement stuck behind a lock) must not hold requests forever: the
    // server cancels a statement after statement_timeout, the client stops waiting after
    // query_timeout (a server that stopped answering), and TCP keep-alive finds a dead peer.
    statement_timeout: options.statementTimeoutMs ?? 5_000,
    query_timeout: (options.statementTimeoutMs ?? 5_000) + 1_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A client losing its connection must not crash the process. pg emits 'error' on the pool for an
  // idle client, and on the client itself for one checked out between two queries (a PostgreSQL
  // shutdown ends every connection at once): that client is dropped when it goes back to the pool,
  // and the query on it fails as DATABASE_UNAVAILABLE (503).
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: 'postgres',
    describe: `postgres://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    ping: async () => {
      try {
        await withTimeout(writePostgresHealthRow(db), 1_000);
        return true;
      } catch {
        return false;
      }
    },
    assertWritable: async () => writePostgresHealthRow(db),
    close: () => db.destroy(),
  };
}

/** A standby or a database in read-only mode answers selects: readiness proves a write. */
async function writePostgresHealthRow(db: Kysely<Database>): Promise<void> {
  await sql`insert into health (id, checked_at) values (${HEALTH_ROW}, ${new Date().toISOString()})
    on conflict (id) do update set checked_at = excluded.checked_at`.execute(db);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
