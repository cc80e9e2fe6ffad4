/** Liveness, readiness, the public config, security headers and the shape of unknown routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health and readiness', () => {
  it('GET /api/health says the process is up', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /api/ready says the database answers', async () => {
    const res = await server.client().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', database: 'up' });
  });
});

describe('public config', () => {
  it('does not offer Google when no client id is configured, and says no model writes', async () => {
    const res = await server.client().get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ googleEnabled: false, modelConfigured: false, modelName: null });
  });
});

describe('security headers', () => {
  it('every API answer carries them', async () => {
    const res = await server.client().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // Served over plain http in tests: no HSTS (it would pin localhost to https).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('error answers carry them too', async () => {
    const res = await server.client().get('/api/no-such-thing');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('unknown routes and methods', () => {
  it('an unknown API path is a JSON 404 naming it', async () => {
    const res = await server.client().get('/api/no-such-thing');
    expectErrorBody(res, 404, 'NOT_FOUND');
    expect(res.body.error).toContain('/api/no-such-thing');
  });

  it('a known path with the wrong method is a JSON 4xx, not a 500', async () => {
    const res = await server.client().request('DELETE', '/api/profile');
    expectErrorBody(res, 404, 'NOT_FOUND');
  });

  it('with no web build, a page path is a plain 404 rather than a crash', async () => {
    const res = await server.client().get('/about');
    expect(res.status).toBe(404);
  });
});
