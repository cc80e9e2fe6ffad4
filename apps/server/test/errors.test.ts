/**
 * Nothing a client sends produces a 500, and no error carries a stack trace: hostile and odd
 * input against every endpoint that writes, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoStack,
  expectErrorBody,
  guestRequest,
  signedInRequest,
  startTestServer,
  TEST_PASSWORD,
  type TestClient,
  type TestServer,
} from './harness';

let server: TestServer;
let user: TestClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_GENERATE: '1000', RATE_LIMIT_SAVE: '1000' });
  user = await server.signUp({ name: 'Odd Input' });
});
afterAll(async () => {
  await server?.close();
});

describe('the NUL character (PostgreSQL text cannot store it)', () => {
  it.each([
    ['PUT', '/api/field', { field: 'bio', content: 'a\u0000b' }, 'content'],
    ['PUT', '/api/profile', { job_title: 'CTO\u0000' }, 'job_title'],
    ['POST', '/api/introducers', { name: 'Nul\u0000 Person', context: '' }, 'name'],
    ['POST', '/api/rfi', { ...signedInRequest, message: 'hello\u0000' }, 'message'],
    ['POST', '/api/rfi', { ...signedInRequest, target: { name: 'Dana\u0000' }, message: 'hello' }, 'target.name'],
    ['POST', '/api/generate', { ...signedInRequest, introducer: { context: '\u0000' } }, 'introducer.context'],
  ])('%s %s is a 400 naming the field, and nothing is stored', async (method, path, body, field) => {
    const res = await user.request(method, path, body);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields[field], JSON.stringify(res.body)).toBeTruthy();
    expect(JSON.stringify((await user.get('/api/profile')).body)).not.toContain('\\u0000');
    expect(JSON.stringify((await user.get('/api/introducers')).body)).not.toContain('\\u0000');
    expect(JSON.stringify((await user.get('/api/rfi')).body)).not.toContain('\\u0000');
  });

  it('an escaped backslash followed by "u0000" is ordinary text', async () => {
    const res = await user.put('/api/field', '{"field":"bio","content":"C:\\\\u0000 is a path"}');
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe('C:\\u0000 is a path');
  });

  it('sign-up and update-user refuse it too', async () => {
    const signUp = await server
      .client()
      .post('/api/auth/sign-up/email', { name: 'Nul\u0000Name', email: 'nul@example.com', password: TEST_PASSWORD });
    expect(signUp.status).toBe(400);
    const update = await user.post('/api/auth/update-user', { name: 'x\u0000y' });
    expect(update.status).toBe(400);
    const image = await user.post('/api/auth/update-user', { image: 'x\u0000y' });
    expect(image.status).toBe(400);
    expect((await user.get('/api/auth/get-session')).body.user.name).toBe('Odd Input');
  });
});

describe('odd JSON', () => {
  it('a "__proto__" key is reported as an unknown field like any other', async () => {
    const res = await server
      .client()
      .post('/api/generate', '{"__proto__": {"admin": true}, "profile": {"name": "Nora"}}');
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(Object.entries(res.body.fields)).toEqual([['__proto__', 'Unknown field']]);
  });

  it('deeply nested arrays are a 400', async () => {
    const res = await server.client().post('/api/generate', `{"target":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
  });

  it('a lone surrogate is stored as text, not a crash', async () => {
    const res = await user.put('/api/field', '{"field":"asks","content":"x\\ud800y"}');
    expect(res.status).toBeLessThan(500);
  });

  it.each(['true', '1', '"text"', '{}', '{"profile": {}}'])('body %s to generate is a 4xx', async (raw) => {
    const res = await server.client().post('/api/generate', raw);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    assertNoStack(res.body);
  });
});

describe('auth input', () => {
  it('update-user keeps the sign-up name rules', async () => {
    const tooLong = await user.post('/api/auth/update-user', { name: 'x'.repeat(81) });
    expect(tooLong.status).toBe(400);
    const tooShort = await user.post('/api/auth/update-user', { name: ' a ' });
    expect(tooShort.status).toBe(400);
    expect((await user.get('/api/auth/get-session')).body.user.name).toBe('Odd Input');
    const ok = await user.post('/api/auth/update-user', { name: '  Odd   Input  ' });
    expect(ok.status).toBe(200);
    expect((await user.get('/api/auth/get-session')).body.user.name).toBe('Odd Input');
  });

  it('an email over 254 characters cannot sign up', async () => {
    const res = await server.client().post('/api/auth/sign-up/email', {
      name: 'Long Email',
      email: `${'a'.repeat(250)}@example.com`,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['malformed JSON', '{', 'application/json'],
    ['an array', '[]', 'application/json'],
    ['text', 'email=x', 'text/plain'],
  ])('sign-in with %s is a 4xx', async (_label, raw, type) => {
    const res = await server.client().post('/api/auth/sign-in/email', raw, { 'content-type': type });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    assertNoStack(res.body);
  });
});

describe('no stack traces', () => {
  it('errors across endpoints carry a message and a code, never a stack or a file path', async () => {
    const responses = await Promise.all([
      server.client().get('/api/profile'),
      server.client().post('/api/generate', '{'),
      server.client().post('/api/generate', { ...guestRequest, extra: 1 }),
      user.put('/api/introducers/x', { context: 1 }),
      user.get('/api/rfi?cursor=%%%'),
      user.get('/api/rfi?limit=-1'),
      server.client().request('PATCH', '/api/profile', {}),
    ]);
    for (const res of responses) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
      expect(typeof res.body.code).toBe('string');
      assertNoStack(res.body);
    }
  });
});
