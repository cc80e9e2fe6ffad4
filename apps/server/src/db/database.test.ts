/**
 * SQLite's synchronous read (DatabaseHandle.readNow), which the session lookups use on every API
 * call: it must see every committed write and never another request's open transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';

interface Scratch {
  notes: { text: string };
}

let dataDir: string;
let handle: DatabaseHandle;
let db: Kysely<Scratch>;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'introask-db-'));
  handle = openDatabase({ dataDir, poolMax: 1 });
  db = handle.db as unknown as Kysely<Scratch>;
  await db.schema.createTable('notes').addColumn('text', 'text').execute();
  await db.insertInto('notes').values({ text: 'saved before' }).execute();
});

afterEach(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SQLite readNow', () => {
  it('returns the rows of a compiled select, as Kysely would', async () => {
    const query = db.selectFrom('notes').select('text').where('text', '=', 'saved before').compile();
    expect(handle.readNow?.(query)).toEqual([{ text: 'saved before' }]);
    expect(handle.readNow?.(query)).toEqual((await db.executeQuery(query)).rows);
  });

  it('declines while a transaction is open, and sees its rows once committed', async () => {
    const query = db.selectFrom('notes').select('text').orderBy('text').compile();
    let during: unknown = 'not read';
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'written in a transaction' }).execute();
      during = handle.readNow?.(query);
    });
    expect(during).toBeNull();
    expect(handle.readNow?.(query)).toEqual([{ text: 'saved before' }, { text: 'written in a transaction' }]);
  });

  it('does not see a transaction that was rolled back', async () => {
    const query = db.selectFrom('notes').select('text').compile();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'rolled back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(handle.readNow?.(query)).toEqual([{ text: 'saved before' }]);
  });
});
