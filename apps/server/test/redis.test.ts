/**
 * Rate limits shared through Redis: two server processes' worth of apps on one REDIS_URL and
 * prefix count together. And with Redis down, requests still succeed (limits fall back to memory).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { RfiRecord } from '@introask/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  expectErrorBody,
  guestRequest,
  signedInRequest,
  startTestServer,
  TEST_PASSWORD,
  TEST_SERVICES,
  TestClient,
  type TestDatabase,
  type TestServer,
} from './harness';

const REDIS_URL = TEST_SERVICES.redis ?? '';

describe.skipIf(!TEST_SERVICES.redis)('limits shared through Redis', () => {
  const prefix = `introask-test:${randomUUID()}:`;
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_GENERATE: '4',
      RATE_LIMIT_SAVE: '3',
      RATE_LIMIT_SIGNIN_PER_EMAIL: '3',
      RATE_LIMIT_SIGNIN_PER_IP: '1000',
      TRUST_PROXY: 'true',
    };
    // Two servers on one database and one Redis, as behind a load balancer.
    a = await startTestServer(env, database);
    b = await startTestServer(env, database);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const guest = (server: TestServer, ip: string) =>
    server.client().post('/api/generate', guestRequest, { 'x-forwarded-for': ip });

  it('a guest alternating between the two servers gets 4 messages in all, then 429 from both', async () => {
    const ip = '10.20.0.1';
    for (const server of [a, b, a, b]) expect((await guest(server, ip)).status).toBe(200);
    for (const server of [a, b]) {
      const res = await guest(server, ip);
      expectErrorBody(res, 429, 'RATE_LIMITED');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The counter lives in Redis under the configured prefix.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    redis.disconnect();
    expect(keys.some((k) => k.includes('generate') && k.includes(ip))).toBe(true);
  });

  it('a signed-in user is limited across both servers with one session', async () => {
    const user = await a.signUp();
    const onB = new TestClient(b.url);
    onB.cookie = user.cookie;
    expect((await user.post('/api/rfi', { ...signedInRequest, message: 'one' })).status).toBe(201);
    expect((await onB.post('/api/rfi', { ...signedInRequest, message: 'two' })).status).toBe(201);
    expect((await user.post('/api/rfi', { ...signedInRequest, message: 'three' })).status).toBe(201);
    expectErrorBody(await onB.post('/api/rfi', { ...signedInRequest, message: 'four' }), 429, 'RATE_LIMITED');
    expectErrorBody(await user.post('/api/rfi', { ...signedInRequest, message: 'five' }), 429, 'RATE_LIMITED');
    const history = await onB.get('/api/rfi');
    expect(history.body.items.map((r: RfiRecord) => r.message).sort()).toEqual(['one', 'three', 'two']);
  });

  it('sign-in attempts on one email are counted across both servers', async () => {
    const user = await a.signUp();
    const attempt = (server: TestServer, password: string) =>
      server.client().post('/api/auth/sign-in/email', { email: user.email, password });
    expect((await attempt(a, 'wrong one')).status).toBe(401);
    expect((await attempt(b, 'wrong two')).status).toBe(401);
    expect((await attempt(a, 'wrong three')).status).toBe(401);
    expectErrorBody(await attempt(b, TEST_PASSWORD), 429, 'RATE_LIMITED');
  });

  it('a server with another prefix keeps its own counters', async () => {
    const other = await startTestServer({
      REDIS_URL,
      REDIS_KEY_PREFIX: `${prefix}other:`,
      RATE_LIMIT_GENERATE: '4',
      TRUST_PROXY: 'true',
    });
    try {
      expect((await guest(other, '10.20.0.1')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('Redis down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    server = await startTestServer({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: `introask-test:${randomUUID()}:`,
      RATE_LIMIT_GENERATE: '3',
      RATE_LIMIT_SAVE: '1000',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('health, sign-up, sign-in, profile, introducers, generate and save still work', async () => {
    expect((await server.client().get('/api/health')).status).toBe(200);
    const user = await server.signUp({ name: 'No Redis' });
    const signIn = await server
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await user.put('/api/field', { field: 'bio', content: 'still here' })).status).toBe(200);
    expect((await user.post('/api/introducers', { name: 'Marcus Chen', context: '' })).status).toBe(201);
    expect((await user.post('/api/generate', signedInRequest)).status).toBe(200);
    const saved = await user.post('/api/rfi', { ...signedInRequest, message: 'saved without redis' });
    expect(saved.status).toBe(201);
    expect((await user.get('/api/rfi')).body.items[0].id).toBe(saved.body.id);
  });

  it('limits still hold, counted in this process, and nothing is a 500', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await server.client().post('/api/generate', guestRequest)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
