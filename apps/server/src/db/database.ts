/**
 * One Kysely instance over SQLite (default, a file under DATA_DIR, WAL) or PostgreSQL
 * (when DATABASE_URL is a postgres URL). Queries are written once for both dialects.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A short description without credentials, for logs. */
  describe: string;
  /**
   * SQLite only: runs a compiled select at once, on this thread, and returns its rows; null while the
   * connection is inside a transaction, when the caller goes through `db` (which waits for it) instead.
   * For the lookups every API call makes (auth/session.ts): Kysely's asynchronous connection handling
   * around a synchronous driver cost more than the indexed read itself (bench/RESULTS.md).
   */
  readNow?: <Row>(query: CompiledQuery<Row>) => Row[] | null;
  /** True when a trivial query succeeds within a second: what /api/ready reports. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolMax: number;
  onPoolError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const url = options.url;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : path.join(options.dataDir, 'introask.db');
  return openSqlite(file);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode (only an OS crash can lose the last commits).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  return {
    db,
    dialect: 'sqlite',
    // A transaction another request has open (better-auth's sign-up, say) is not ours to read inside.
    readNow: <Row>(query: CompiledQuery<Row>) =>
      sqlite.inTransaction ? null : (statements.prepare(query.sql).all(query.parameters) as Row[]),
    describe: `sqlite:${file}`,
    ping: async () => {
      try {
        sqlite.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Kysely asks better-sqlite3 to prepare every query's SQL afresh, and preparing (SQLite parsing and
 * planning the statement) was the largest single cost of a signed-in generate request (~14% of its
 * CPU, bench/RESULTS.md). The app's queries are a small fixed set of SQL texts with bound
 * parameters, so prepared statements are kept by their text and reused. A statement still being
 * iterated is busy and cannot run twice at once: then a fresh one is prepared, as before.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) {
        if (statements.size >= max) statements.clear(); // a safety net: the app has a few dozen SQL texts
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    // Fail fast while the database is down, so requests get a 503 instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process (pg emits 'error' on the pool).
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: 'postgres',
    describe: `postgres://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    ping: async () => {
      try {
        await withTimeout(sql`select 1`.execute(db), 1_000);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
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
