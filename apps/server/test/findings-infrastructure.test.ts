/**
 * The security review's findings about what the server stands on (decision 013): a hung PostgreSQL
 * (5), a SQLite file that cannot be written (6) and Redis down at start-up (17). Each test starts the
 * servers it breaks; the request findings are in findings.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  expectErrorBody,
  guestRequest,
  signedInRequest,
  startTestServer,
  TEST_SERVICES,
  type TestServer,
} from './harness';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe.skipIf(!postgres)('finding 5: a hung PostgreSQL is a 503 with Retry-After, not a hang', () => {
  let hung: TestServer;
  beforeAll(async () => {
    hung = await startTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await hung?.close();
  });

  it('a statement stuck behind a lock is cancelled and answered 503', async () => {
    const user = await hung.signUp();
    const locker = new pg.Client({ connectionString: hung.database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table profiles in access exclusive mode');
      const res = await user.get('/api/profile');
      expectErrorBody(res, 503, 'DATABASE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await user.get('/api/profile')).status).toBe(200);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that can stop passing bytes without closing anything: a database
 * (or the network to it) that hangs, where no statement is slow and statement_timeout cannot help.
 */
async function stallableProxy(target: URL) {
  let stalled = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!stalled) to.write(chunk);
      });
      from.on('error', () => {});
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    stall: () => {
      stalled = true;
    },
    /** Ends the hang: the stalled connections are dropped (as a peer that went away), new ones pass. */
    resume: () => {
      stalled = false;
      for (const socket of sockets) socket.destroy();
    },
    /** Every open connection dropped at once, as when PostgreSQL shuts down. */
    drop: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!postgres)('finding 5: PostgreSQL that stops answering (a network hang) is a 503, not a hang', () => {
  it('query_timeout ends the wait, the request answers 503 with Retry-After, and the server recovers', async () => {
    const database = await createTestDatabase();
    const proxy = await stallableProxy(new URL(database.url as string));
    const hung = await startTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '1000' }, { ...database, url: proxy.url });
    try {
      const user = await hung.signUp();
      expect((await user.get('/api/profile')).status).toBe(200);
      proxy.stall();
      const started = Date.now();
      const res = await user.get('/api/profile');
      // The client gives up after query_timeout (statement timeout + 1 s), not never.
      expect(Date.now() - started).toBeLessThan(5_000);
      expectErrorBody(res, 503, 'DATABASE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('5');
      proxy.resume();
      await expect.poll(async () => (await user.get('/api/profile')).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await hung.close();
      await proxy.close();
      await database.drop();
    }
  });
});

describe.skipIf(!postgres)('PostgreSQL dropping every connection while requests use them', () => {
  it('answers those requests 503, never crashes the process, and serves again', async () => {
    const database = await createTestDatabase();
    const proxy = await stallableProxy(new URL(database.url as string));
    // Four writers in a loop pass the save limit (20 a minute) on a fast machine: this test is about
    // dropped connections, so the limit is raised out of its way.
    const dropped = await startTestServer({ RATE_LIMIT_SAVE: '100000' }, { ...database, url: proxy.url });
    try {
      const user = await dropped.signUp();
      const answers: number[] = [];
      let running = true;
      const writer = async () => {
        while (running) {
          const res = await user.post('/api/rfi', { target: { name: 'Dana' }, message: 'Hi' });
          answers.push(res.status);
          if (res.status !== 201) expectErrorBody(res, 503, 'DATABASE_UNAVAILABLE');
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      // A client checked out between two queries used to emit an unhandled 'error' and end the process.
      for (let i = 0; i < 5; i++) {
        await expect.poll(() => answers.length, { interval: 5 }).toBeGreaterThan(i * 5);
        proxy.drop();
      }
      running = false;
      await Promise.all(writers);
      await expect.poll(async () => (await user.get('/api/profile')).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await dropped.close();
      await proxy.close();
      await database.drop();
    }
  });
});

/** True where this process may mount a tmpfs (root with CAP_SYS_ADMIN, as on the project's machines). */
function canMount(): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'introask-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(postgres)('finding 6: readiness proves a write (SQLite)', () => {
  it('with the data directory deleted, /api/ready is a 503', async () => {
    const doomed = await startTestServer();
    try {
      expect((await doomed.client().get('/api/ready')).status).toBe(200);
      rmSync(doomed.database.dataDir, { recursive: true, force: true });
      const res = await doomed.client().get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', database: 'down' });
    } finally {
      await doomed.close();
    }
  });

  const mountable = canMount();

  it.skipIf(!mountable)('with the disk full, writes and /api/ready are a 503 (not a 500)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'introask-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir]);
    const full = await startTestServer({ DATA_DIR: dir });
    try {
      const user = await full.signUp();
      // Fill the disk.
      try {
        writeFileSync(path.join(dir, 'filler'), Buffer.alloc(8 * 1024 * 1024));
      } catch {
        // ENOSPC: full, as intended
      }
      const statuses = new Set<number>();
      for (let i = 0; i < 60 && !statuses.has(503); i++) {
        const res = await user.post('/api/rfi', { ...signedInRequest, message: `${'long message '.repeat(280)} ${i}` });
        statuses.add(res.status);
        if (res.status >= 500) expect(res.headers.get('retry-after')).toBe('5');
      }
      expect(statuses.has(503)).toBe(true);
      expect(statuses.has(500)).toBe(false);
      expect((await full.client().get('/api/ready')).status).toBe(503);
    } finally {
      await full.close();
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!mountable)('a read-only database stops the start with a message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'introask-ro-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir]);
    try {
      const first = await startTestServer({ DATA_DIR: dir });
      await first.close();
      execFileSync('mount', ['-o', 'remount,ro', dir]);
      await expect(startTestServer({ DATA_DIR: dir })).rejects.toThrow(
        /does not accept writes|readonly|read-only|unable to open/i,
      );
    } finally {
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
  // The volume above fails earlier (SQLite cannot open its WAL files there): a read-only database
  // *file* in a writable directory opens, answers reads, and only the write at start-up tells.
  it.skipIf(!mountable)('a read-only database file in a writable directory stops the start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'introask-rofile-'));
    const file = path.join(dir, 'introask.db');
    try {
      const first = await startTestServer({ DATA_DIR: dir });
      await first.close();
      execFileSync('mount', ['--bind', file, file]);
      execFileSync('mount', ['-o', 'remount,ro,bind', file]);
      await expect(startTestServer({ DATA_DIR: dir })).rejects.toThrow(/does not accept writes/);
    } finally {
      execFileSync('umount', ['-l', file], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('finding 17: Redis down at start-up', () => {
  it('readiness says so, and requests do not wait for it', async () => {
    // A port nothing listens on: Redis is down from the start.
    const closed = await new Promise<number>((resolve) => {
      const probe = connect({ port: 1, host: '127.0.0.1' });
      probe.on('error', () => resolve(1));
    });
    const down = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${closed}`, RATE_LIMIT_GENERATE: '2' });
    try {
      const ready = await down.client().get('/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ database: 'up', redis: 'down' });
      expect(down.built.deps.rateLimits.store.status()).toBe('redis-unavailable');
      // Limits still hold, counted in this process.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await down.client().post('/api/generate', guestRequest)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await down.close();
    }
  });

  it.skipIf(!TEST_SERVICES.redis)(
    'after a failed command the circuit opens: Redis is not asked again for a while',
    async () => {
      const { RedisStore } = await import('../src/rate-limit/store');
      const warnings: string[] = [];
      const log = { warn: (_o: object, msg: string) => void warnings.push(msg), info: () => {} };
      const store = new RedisStore(TEST_SERVICES.redis ?? '', `test:${Math.random()}:`, log);
      await store.ready();
      expect(store.status()).toBe('redis');
      // rate-limiter-flexible counts with one script it defines on the ioredis client: make it time out.
      const redis = (store as unknown as { redis: { rlflxIncr: (...args: unknown[]) => Promise<unknown> } }).redis;
      expect((await store.hit('k', 100, 60)).allowed).toBe(true); // the script is defined on first use
      let calls = 0;
      redis.rlflxIncr = async () => {
        calls++;
        throw new Error('Command timed out');
      };
      for (let i = 0; i < 10; i++) expect((await store.hit('k', 100, 60)).allowed).toBe(true);
      expect(calls).toBe(1);
      expect(store.status()).toBe('redis-unavailable');
      expect(warnings).toEqual(['Redis unavailable: rate limits fall back to per-process counters']);
      await store.close();
    },
  );
});

describe('the server log tells the truth about Redis', () => {
  it("says 'unavailable' when Redis did not answer at start-up", async () => {
    const { Writable } = await import('node:stream');
    const { createLogger } = await import('../src/logger');
    const { parseEnv } = await import('../src/env');
    const { buildServer } = await import('../src/server');
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk;
        done();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'introask-log-'));
    const built = await buildServer(
      parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: server.database.url ? undefined : undefined,
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
        REDIS_URL: 'redis://127.0.0.1:1',
        WEB_DIST: path.join(dataDir, 'none'),
      }),
      createLogger('info', sink),
    );
    await built.close();
    rmSync(dataDir, { recursive: true, force: true });
    const line = out.split('\n').find((l) => l.includes('server configured')) as string;
    expect(JSON.parse(line)).toMatchObject({ redis: 'unavailable' });
  });
});

// Keep the AddressInfo import used for type narrowing in helpers above.
export type { AddressInfo };
