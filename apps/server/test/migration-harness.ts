/**
 * A fresh database for one migration test file (SQLite, or PostgreSQL with TEST_DATABASE_URL),
 * opened before the file's tests and dropped after, and a migrator over our migrations with
 * better-auth's user table reduced to what our foreign keys reference.
 */
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { createTestDatabase, type TestDatabase } from './harness';

/** Registers the file's database; call the returned function inside a test for its handle. */
export function freshDatabase(): () => DatabaseHandle {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ url: database.url, dataDir: database.dataDir, poolMax: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return () => handle;
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator takes any schema's database.
export async function migratorWithUsers(db: Kysely<any>): Promise<Migrator> {
  await sql`create table "user" (id text primary key)`.execute(db);
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}
