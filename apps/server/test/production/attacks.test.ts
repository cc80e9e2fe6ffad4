/**
 * Production check (README.md, \"How to test\"), attacks: cross-site writes with the session cookie are refused; the session cookie
 * carries HttpOnly, SameSite and (over https) Secure; passwords are never stored or logged in clear;
 * security headers are on every HTML and API answer. (Cross-user access: isolation.test.ts;
 * brute force: auth tests; a message with <script> shown as text: the e2e suite.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env';
import { buildServer } from '../../src/server';
import { createTestDatabase, startTestServer, TEST_SECRET, type TestServer } from '../harness';

describe('cross-site requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const user = await server.signUp();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const res = await user.post(
        '/api/introducers',
        { name: `Evil ${JSON.stringify(headers)}`, context: '' },
        headers,
      );
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await user.get('/api/introducers')).body).toEqual([]);
  });

  it('refuses a form post (the only cross-site write a page can send without CORS)', async () => {
    const user = await server.signUp();
    const res = await user.request('PUT', '/api/field', 'field=name&content=pwned', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect((await user.get('/api/profile')).body.name).toBe('Test User');
  });

  it('refuses better-auth writes from a foreign origin', async () => {
    const res = await server
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Mallory', email: 'mallory@example.com', password: 'velvet thunder' },
        { origin: 'https://evil.example', cookie: 'x=1' },
      );
    expect(res.status).toBe(403);
  });
});

describe('session cookie flags', () => {
  it('is HttpOnly and SameSite=Lax over http', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ name: 'Cookie Check', email: 'cookie@example.com', password: 'velvet thunder' }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await server.close();
    }
  });

  it('is also Secure and __Secure- prefixed when served over https', async () => {
    const db = await createTestDatabase();
    const built = await buildServer(
      parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.url,
        AUTH_SECRET: TEST_SECRET,
        PUBLIC_URL: 'https://intro.example.com',
      }),
    );
    try {
      const res = await built.app.request('https://intro.example.com/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://intro.example.com' },
        body: JSON.stringify({ name: 'Secure Check', email: 'secure@example.com', password: 'velvet thunder' }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await built.close();
      await db.drop();
    }
  });
});

describe('passwords', () => {
  it('are stored only as a hash and never appear in the logs', async () => {
    const db = await createTestDatabase();
    let logs = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        logs += chunk;
        done();
      },
    });
    const built = await buildServer(
      parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'trace',
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.url,
        AUTH_SECRET: TEST_SECRET,
        PUBLIC_URL: 'http://localhost:3000',
      }),
      pino({ level: 'trace' }, sink),
    );
    const password = 'PlainTextSecret-8431';
    try {
      const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
      const up = await built.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Hash Check', email: 'hash@example.com', password }),
      });
      expect(up.status).toBe(200);
      await built.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'hash@example.com', password: 'wrong-password-1' }),
      });
      const rows = await built.deps.database.db
        .selectFrom('account' as never)
        .select(['password' as never])
        .execute();
      const stored = (rows[0] as { password: string }).password;
      expect(stored).toBeTruthy();
      expect(stored).not.toContain(password);
      expect(stored.length).toBeGreaterThan(60);
      expect(logs).toContain('"path":"/api/auth/sign-up/email"');
      expect(logs).not.toContain(password);
      expect(logs).not.toContain('wrong-password-1');
    } finally {
      await built.close();
      await db.drop();
    }
  });
});

describe('security headers', () => {
  it('are on every HTML and API answer', async () => {
    const db = await createTestDatabase();
    const webDist = path.join(db.dataDir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>IntroAsk</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const server = await startTestServer({ WEB_DIST: webDist }, db);
    try {
      for (const p of [
        '/',
        '/history',
        '/assets/app-abc123.js',
        '/api/health',
        '/api/profile',
        '/api/nope',
        '/api/auth/get-session',
      ]) {
        const res = await fetch(server.url + p);
        expect(res.headers.get('content-security-policy'), p).toContain("default-src 'self'");
        expect(res.headers.get('content-security-policy'), p).toContain("script-src 'self'");
        expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), p).toBe('DENY');
        expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      }
      const html = await fetch(`${server.url}/history`);
      expect(html.headers.get('content-type')).toContain('text/html');
      expect(html.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
