/**
 * Production check (README.md, \"How to test\"), faults: rate-limit counters live in Redis; when Redis stops, limiting falls back to
 * per-process counters with a logged warning, and no request fails because of it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, guestRequest, TEST_SERVICES, type TestDatabase } from '../harness';
import { freePort, startServerProcess } from './server-process';

let database: TestDatabase;
let redis: ChildProcess;
let redisPort: number;

beforeAll(async () => {
  database = await createTestDatabase();
  redisPort = await freePort();
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((r) => setTimeout(r, 300));
});
afterAll(async () => {
  if (redis.exitCode === null) redis.kill('SIGKILL');
  await database.drop();
});

const generate = (url: string) =>
  fetch(`${url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestRequest),
  });

// Starts its own redis-server: runs where Redis is installed (TEST_REDIS_URL says so).
it.skipIf(!TEST_SERVICES.redis)(
  'falls back to per-process counters without a single 5xx when Redis goes away',
  async () => {
    const server = await startServerProcess({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `test:${Date.now()}:`,
      RATE_LIMIT_GENERATE: '3',
      LOG_LEVEL: 'warn',
    });
    try {
      const before = [];
      for (let i = 0; i < 4; i++) before.push((await generate(server.url)).status);
      expect(before).toEqual([200, 200, 200, 429]);

      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));

      const during = [];
      for (let i = 0; i < 5; i++) during.push((await generate(server.url)).status);
      // A fresh per-process window: three more allowed, then the limit holds again, and nothing fails.
      expect(during).toEqual([200, 200, 200, 429, 429]);
      expect(server.output()).toContain('Redis unavailable: rate limits fall back to per-process counters');
    } finally {
      await server.kill();
    }
  },
);
