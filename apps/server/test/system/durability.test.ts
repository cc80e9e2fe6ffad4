/**
 * Restart durability: the real server process (src/main.ts) takes writes over HTTP, is killed
 * with SIGKILL while writes are in flight, and started again on the same database; every write
 * it acknowledged (2xx) must be there. Runs on SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RfiPage } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  signedInRequest,
  TEST_PASSWORD,
  TEST_SECRET,
  TestClient,
  type TestDatabase,
  type TestResponse,
} from '../harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `node --import tsx apps/server/src/main.ts`: one process, so SIGKILL hits the server itself. */
async function startProcess(database: TestDatabase, port: number): Promise<Proc> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      AUTH_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SAVE: '100000',
      RATE_LIMIT_SIGNIN_PER_IP: '1000',
      WEB_DIST: path.join(database.dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  // Wait until it answers (bounded by the hook timeout), or fail with what it printed.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function kill(proc: Proc | undefined) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGKILL');
  await exited;
}

describe('restart durability', () => {
  let database: TestDatabase;
  let first: Proc | undefined;
  let second: Proc | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await kill(first);
    await kill(second);
    await database?.drop();
  });

  it('every acknowledged save and introducer is there after SIGKILL and a restart', async () => {
    const port = await freePort();
    first = await startProcess(database, port);
    const client = new TestClient(first.url);
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Durable Dora',
      email: 'dora@example.com',
      password: TEST_PASSWORD,
    });
    expect(signUp.status).toBe(200);
    expect((await client.put('/api/field', { field: 'bio', content: 'written before the crash' })).status).toBe(200);

    // Writers keep sending saves and introducers; the server is killed once 60 are acknowledged.
    const ackedRfi = new Map<string, string>();
    const ackedIntroducers = new Map<string, string>();
    let sent = 0;
    let killed: Promise<void> | undefined;
    const writer = async (w: number) => {
      for (let i = 0; ; i++) {
        const n = sent++;
        if (n > 5000) throw new Error('the server was never killed: too few writes were acknowledged');
        try {
          if (n % 3 === 0) {
            const name = `Introducer ${w}-${i}`;
            const res = await client.post('/api/introducers', { name, context: `context ${n}` });
            if (res.status === 201) ackedIntroducers.set(res.body.id, name);
          } else {
            const message = `Durable message ${w}-${i}`;
            const res = await client.post('/api/rfi', { ...signedInRequest, message });
            if (res.status === 201) ackedRfi.set(res.body.id, message);
          }
        } catch {
          return; // the connection died with the process: not acknowledged
        }
        if (!killed && ackedRfi.size + ackedIntroducers.size >= 60) killed = kill(first);
        if (killed) {
          await killed;
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(ackedRfi.size + ackedIntroducers.size).toBeGreaterThanOrEqual(60);

    // Same database, same secret: the session cookie still works after the restart.
    second = await startProcess(database, port);
    const after = new TestClient(second.url);
    after.cookie = client.cookie;
    const profile = await after.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ name: 'Durable Dora', bio: 'written before the crash' });

    const seenRfi = new Map<string, string>();
    let cursor: string | null = null;
    do {
      const page: TestResponse<RfiPage> = await after.get<RfiPage>(
        `/api/rfi?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      for (const item of page.body.items) seenRfi.set(item.id, item.message);
      cursor = page.body.next_cursor;
    } while (cursor);
    for (const [id, message] of ackedRfi) expect(seenRfi.get(id), `acknowledged save ${id}`).toBe(message);

    const introducers = (await after.get('/api/introducers')).body as { id: string; name: string }[];
    const seenIntroducers = new Map(introducers.map((i) => [i.id, i.name]));
    for (const [id, name] of ackedIntroducers)
      expect(seenIntroducers.get(id), `acknowledged introducer ${id}`).toBe(name);

    // And the restarted server takes new writes.
    expect((await after.post('/api/rfi', { ...signedInRequest, message: 'after the restart' })).status).toBe(201);
  }, 120_000); // two cold starts through tsx
});
