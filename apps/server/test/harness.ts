/**
 * Test harness: a real server over real HTTP on 127.0.0.1, backed by a fresh database per suite:
 * a temporary SQLite file, or (with TEST_DATABASE_URL) a new PostgreSQL database that is dropped
 * afterwards, so runs never collide.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { parseEnv } from '../src/env';
import { type BuiltServer, buildServer } from '../src/server';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const TEST_PASSWORD = 'correct horse battery';

/**
 * The services a test may need beyond Node: each is used only when its variable is set (CI sets
 * both), so `npm test` on a fresh clone with nothing running passes and counts the rest as skipped.
 */
export const TEST_SERVICES = {
  postgres: process.env.TEST_DATABASE_URL || undefined,
  redis: process.env.TEST_REDIS_URL || undefined,
} as const;

export interface TestDatabase {
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh database: SQLite in a temp dir, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'introask-test-'));
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `introask_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  url: string;
  built: BuiltServer;
  database: TestDatabase;
  client(): TestClient;
  /** A new user, signed up and signed in. */
  signUp(overrides?: { name?: string; email?: string; password?: string }): Promise<TestClient & { email: string }>;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, database?: TestDatabase): Promise<TestServer> {
  const db = database ?? (await createTestDatabase());
  // Listen first, so PUBLIC_URL (better-auth's base URL, the trusted origin, OAuth callbacks) can be
  // this server's own address; requests are handed to the app once it is built.
  let fetchApp: ((request: Request, env?: unknown) => Response | Promise<Response>) | undefined;
  const server = serve({
    // The Node bindings (env.incoming) are handed on, as `serve({ fetch: app.fetch })` does in main.ts.
    fetch: (request, env) => (fetchApp ? fetchApp(request, env) : new Response('starting', { status: 503 })),
    hostname: '127.0.0.1',
    port: Number(env.PORT ?? 0),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let built: BuiltServer;
  try {
    const config = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url,
      AUTH_SECRET: TEST_SECRET,
      PUBLIC_URL: url,
      WEB_DIST: path.join(db.dataDir, 'no-web-build'),
      // signUp() counts against the per-IP sign-in limit (every test client is 127.0.0.1):
      // suites that test that limit set their own.
      RATE_LIMIT_SIGNIN_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_IP: '10000',
      ...env,
    });
    built = await buildServer(config);
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!database) await db.drop();
    throw error;
  }
  fetchApp = built.app.fetch;
  let users = 0;
  const ts: TestServer = {
    url,
    built,
    database: db,
    client: () => new TestClient(url),
    async signUp(overrides = {}) {
      const c = new TestClient(url);
      const email = overrides.email ?? `user${++users}-${randomUUID().slice(0, 8)}@example.com`;
      const res = await c.post('/api/auth/sign-up/email', {
        name: overrides.name ?? 'Test User',
        email,
        password: overrides.password ?? TEST_PASSWORD,
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (!c.cookie) throw new Error('sign-up set no session cookie');
      return Object.assign(c, { email });
    },
    async close() {
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.close();
      if (!database) await db.drop();
    },
  };
  return ts;
}

/**
 * The body type a test gets when it does not name one (`client.get<RfiPage>(...)` names it). Tests
 * read error and success bodies alike and assert on them at run time; giving every call its type is
 * the remaining step before this alias can go (docs/decisions/014-test-suites-and-quality-gates.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: the one untyped default of the harness, named and documented above
export type UntypedBody = any;

export interface TestResponse<T = UntypedBody> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A tiny HTTP client that keeps its session cookie and, on writes, sends its own Origin, like a
 * browser on the app's page would. Set `origin = ''` to send none (an API client), or a foreign one.
 */
export class TestClient {
  cookie = '';
  bearer = '';
  origin: string;
  constructor(readonly base: string) {
    this.origin = base;
  }

  async request<T = UntypedBody>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    const h = init.headers as Record<string, string>;
    if (this.cookie) h.cookie ??= this.cookie;
    if (this.bearer) h.authorization ??= `Bearer ${this.bearer}`;
    if (this.origin && method !== 'GET' && method !== 'HEAD') h.origin ??= this.origin;
    if (body !== undefined) {
      init.body =
        typeof body === 'string' || body instanceof Uint8Array
          ? (body as string | Uint8Array<ArrayBuffer>)
          : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      if (pair?.startsWith('better-auth.session_token=')) {
        this.cookie = /max-age=0/i.test(cookie) || pair.endsWith('=') ? '' : pair;
      }
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = UntypedBody>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = UntypedBody>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = UntypedBody>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
}

/** What every error body must look like: a readable message and a code, never a stack trace. */
export function expectErrorBody(res: TestResponse, status: number, code: string): void {
  if (res.status !== status) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  const body = res.body as { error?: unknown; code?: unknown };
  if (typeof body !== 'object' || body === null || typeof body.error !== 'string' || body.error.length === 0) {
    throw new Error(`error body has no message: ${JSON.stringify(res.body)}`);
  }
  if (body.code !== code) throw new Error(`expected code ${code}, got ${JSON.stringify(res.body)}`);
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    throw new Error(`error is not JSON: ${res.headers.get('content-type')}`);
  }
  assertNoStack(res.body);
}

/** Fails when a body looks like it carries a stack trace or an internal file path. */
export function assertNoStack(body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (/\bat .+\(.*:\d+:\d+\)|\n\s+at |node_modules|\/src\/.+\.ts|\bstack\b/i.test(text)) {
    throw new Error(`response carries a stack trace or internal path: ${text.slice(0, 500)}`);
  }
}

/** A guest generate request as the web app builds it. */
export const guestRequest = {
  introducer: { name: 'Marcus Chen', context: 'we worked together at Stripe' },
  target: {
    name: 'Dana Whitfield',
    relevance: 'Partner at Foundry Ventures',
    purpose: 'raise a $2M seed round',
    value_add: 'we are growing 30% month over month',
  },
  meta: { include_calendly: false },
  profile: { name: 'Nora Quinn', bio: 'I run ops at a logistics startup.' },
};

/** The same request as a signed-in user sends it: no profile block (the stored profile is used). */
export const { profile: _guestProfile, ...signedInRequest } = guestRequest;
