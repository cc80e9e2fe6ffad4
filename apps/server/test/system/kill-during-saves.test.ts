/**
 * Production check (README.md, \"How to test\"), faults: SIGKILL the server while saves are in flight; after a restart on the same
 * database every save that was acknowledged (2xx) is in the history. Runs on SQLite and, in the
 * PostgreSQL pass, on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../harness';
import { historyTargets, saveRfi, signUpCookie, startServerProcess } from './server-process';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it('keeps every acknowledged save when the process is killed mid-write', async () => {
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '', RATE_LIMIT_SAVE: '1000000' };
  const first = await startServerProcess(env);
  const cookie = await signUpCookie(first.url, 'killed@example.com');

  const acknowledged: string[] = [];
  let n = 0;
  let running = true;
  const writer = async () => {
    while (running) {
      const target = `Target ${n++}`;
      try {
        const res = await saveRfi(first.url, cookie, target);
        if (res.status === 201) acknowledged.push(target);
      } catch {
        // the connection died with the process: not acknowledged
      }
    }
  };
  const writers = Array.from({ length: 6 }, writer);
  await new Promise((r) => setTimeout(r, 1_500));
  await first.kill('SIGKILL');
  running = false;
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThan(10);

  const second = await startServerProcess(env);
  try {
    const stored = new Set(await historyTargets(second.url, cookie));
    const lost = acknowledged.filter((t) => !stored.has(t));
    expect(lost).toEqual([]);
  } finally {
    await second.kill();
  }
  // Two process starts from source: slow on a loaded 2-core machine, so a generous bound.
}, 120_000);
