/**
 * Production check (README.md, \"How to test\"), many processes: two server processes on one PostgreSQL database and one Redis, started
 * at the same moment on an empty database (so their migrations race), share sessions, history and
 * rate limits, and work behind nginx configured from the repository's template, as `npm run cluster` runs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { startNginx } from '../../../../scripts/nginx.mjs';
import { createTestDatabase, TEST_SERVICES, type TestDatabase } from '../harness';
import {
  freePort,
  historyTargets,
  type ServerProcess,
  saveRfi,
  signUpCookie,
  startServerProcess,
} from './server-process';

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let proxyPort: number;

beforeAll(async () => {
  database = await createTestDatabase();
  proxyPort = await freePort();
  const env = {
    TRUST_PROXY: 'true',
    TRUSTED_ORIGINS: `http://127.0.0.1:${proxyPort}`,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    REDIS_URL: TEST_SERVICES.redis ?? '',
    REDIS_KEY_PREFIX: `cluster-test:${Date.now()}:`,
    RATE_LIMIT_SAVE: '4',
  };
  // Both start at once against an empty database: migrations must take turns, not collide.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await database.drop();
});

describe.skipIf(!TEST_SERVICES.postgres || !TEST_SERVICES.redis)(
  'two processes on one PostgreSQL and one Redis',
  () => {
    it('both came up and migrated the database once', async () => {
      expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
      expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    });

    it('a session made on one is valid on the other', async () => {
      const cookie = await signUpCookie(a.url, 'shared-session@example.com');
      const res = await fetch(`${b.url}/api/profile`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { name: string }).name).toBe('Process Tester');
    });

    it('history saved through one is read through the other, and the save limit holds across both', async () => {
      const cookie = await signUpCookie(a.url, 'shared-limit@example.com');
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const via = i % 2 === 0 ? a : b;
        // Origins differ per process: send each its own.
        const res = await fetch(`${via.url}/api/rfi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: via.url },
          body: JSON.stringify({ target: { name: `Shared ${i}` }, message: 'Hello there.' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      expect(await historyTargets(b.url, cookie)).toEqual(['Shared 3', 'Shared 2', 'Shared 1', 'Shared 0']);
      expect(await historyTargets(a.url, cookie)).toEqual(['Shared 3', 'Shared 2', 'Shared 1', 'Shared 0']);
    });

    it('serves saves and reads through nginx, which refuses bodies over 64 KB', async () => {
      const proxy = await startNginx({
        port: proxyPort,
        stdio: 'ignore',
        upstreams: [
          { host: '127.0.0.1', port: Number(new URL(a.url).port) },
          { host: '127.0.0.1', port: Number(new URL(b.url).port) },
        ],
      });
      const url: string = proxy.url;
      try {
        const cookie = await signUpCookie(url, 'via-proxy@example.com');
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await saveRfi(url, cookie, `Proxied ${i}`)).status);
        expect(statuses).toEqual([201, 201, 201]);
        expect(await historyTargets(url, cookie)).toEqual(['Proxied 2', 'Proxied 1', 'Proxied 0']);
        // nginx refuses a body over 64 KB itself, with the API's error body. The API answers such a
        // body with the same 413, so only nginx's header shows that the proxy's limit held.
        const big = await fetch(`${url}/api/rfi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: url },
          body: JSON.stringify({ target: { name: 'Big' }, message: 'x'.repeat(70_000) }),
        });
        expect(big.status).toBe(413);
        expect(big.headers.get('x-proxy-refused')).toBe('body-too-large');
        expect(await big.json()).toEqual({
          error: 'The request body is larger than 64 KB.',
          code: 'PAYLOAD_TOO_LARGE',
        });
        // The same body sent to a worker directly: the API's 413, without the proxy's header.
        const direct = await fetch(`${a.url}/api/rfi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: a.url },
          body: JSON.stringify({ target: { name: 'Big' }, message: 'x'.repeat(70_000) }),
        });
        expect(direct.status).toBe(413);
        expect(direct.headers.get('x-proxy-refused')).toBeNull();
        expect(((await direct.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
      } finally {
        await proxy.stop();
      }
    });
  },
);
