/**
 * POST /api/generate and /api/regenerate are answered by a Node-native fast path ahead of Hono
 * (docs/decisions/007-native-generate-path.md). Both paths run the same checks; this holds them to
 * the same answers, request by request: status, body, content type, security headers and
 * Retry-After. The fast path is served alone here, so an answer cannot come from Hono by mistake.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BODY_BYTES } from '@introask/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestRequest, signedInRequest, startTestServer, type TestServer } from './harness';

let server: TestServer;
let fast: Server;
let fastUrl: string;
let cookie: string;
let signedOutCookie: string;
let noProfileCookie: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_GENERATE: '1000' });
  const ada = await server.signUp({ name: 'Ada Lovelace' });
  cookie = ada.cookie;
  // A profile that shows in the message, so reading the wrong one (or none) would change the answer.
  await ada.put('/api/profile', { bio: 'I build analytical engines in London.', job_title: 'Engineer' });
  const gone = await server.signUp({ name: 'Gone User' });
  signedOutCookie = gone.cookie;
  await gone.post('/api/auth/sign-out', {});
  const bare = await server.signUp({ name: 'Bare User' });
  noProfileCookie = bare.cookie;
  await server.built.deps.database.db.deleteFrom('profiles').where('name', '=', 'Bare User').execute();
  fast = createServer((req, res) => {
    if (!server.built.fastPath(req, res)) {
      res.writeHead(599, { 'content-type': 'text/plain' });
      res.end('not taken by the fast path');
    }
  });
  await new Promise<void>((resolve) => fast.listen(0, '127.0.0.1', resolve));
  fastUrl = `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fast?.closeAllConnections();
  await new Promise<void>((resolve) => (fast ? fast.close(() => resolve()) : resolve()));
  await server?.close();
});

interface Case {
  name: string;
  path?: string;
  body: string;
  headers?: Record<string, string>;
  signedIn?: boolean;
  cookie?: () => string;
}

const json = (value: unknown) => JSON.stringify(value);
const regenerate = { ...guestRequest, previous_message: 'Hi Marcus, an earlier draft.' };

const CASES: Case[] = [
  { name: 'a guest generate', body: json(guestRequest) },
  { name: 'a guest regenerate', path: '/api/regenerate', body: json({ ...regenerate, retry_instructions: 'shorter' }) },
  { name: 'a signed-in generate (stored profile)', body: json(signedInRequest), signedIn: true },
  { name: 'a signed-in user without a profile row', body: json(signedInRequest), cookie: () => noProfileCookie },
  { name: 'a signed-out session', body: json(signedInRequest), cookie: () => signedOutCookie },
  { name: 'a guest without a name', body: json({ target: guestRequest.target }) },
  { name: 'regenerate without previous_message', path: '/api/regenerate', body: json(guestRequest) },
  { name: 'an unknown field', body: json({ ...guestRequest, extra: 1 }) },
  { name: 'a wrong type', body: json({ ...guestRequest, meta: { include_calendly: 'yes' } }) },
  { name: 'an over-long field', body: json({ ...guestRequest, target: { name: 'x'.repeat(5000) } }) },
  { name: 'malformed JSON', body: '{"profile": ' },
  { name: 'an empty body', body: '' },
  { name: 'a JSON array', body: '[]' },
  { name: 'a NUL character', body: '{"profile":{"name":"Nora\\u0000"}}' },
  { name: 'form data', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'no content type', body: json(guestRequest), headers: { 'content-type': '' } },
  { name: 'a body over 64 KB', body: json({ profile: { name: 'N', bio: 'b'.repeat(MAX_BODY_BYTES) } }) },
  { name: 'a cross-site write', body: json(guestRequest), headers: { origin: 'https://evil.example' } },
  { name: 'an opaque origin', body: json(guestRequest), headers: { origin: 'null' } },
  { name: 'a cross-site fetch', body: json(guestRequest), headers: { 'sec-fetch-site': 'cross-site' } },
  {
    name: 'a forged session cookie',
    body: json(guestRequest),
    headers: { cookie: 'better-auth.session_token=abc.def' },
  },
];

/** The parts of an answer a client sees. */
async function seen(res: Response) {
  const headers: Record<string, string | null> = {};
  for (const name of [
    'content-type',
    'retry-after',
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'permissions-policy',
  ])
    headers[name] = res.headers.get(name);
  return { status: res.status, headers, body: (await res.json()) as { code?: string; content?: string } };
}

function init(c: Case): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: server.url, ...c.headers };
  if (headers['content-type'] === '') delete headers['content-type'];
  if (c.signedIn) headers.cookie = cookie;
  if (c.cookie) headers.cookie = c.cookie();
  return { method: 'POST', headers, body: c.body };
}

describe('the fast path answers as the Hono routes do', () => {
  it.each(CASES)('$name', async (c) => {
    const path = c.path ?? '/api/generate';
    const viaFast = await seen(await fetch(fastUrl + path, init(c)));
    const viaHono = await seen(await server.built.app.request(path, init(c)));
    expect(viaFast.status).not.toBe(599);
    expect(viaFast).toEqual(viaHono);
    expect(viaFast.headers['content-security-policy']).toContain("default-src 'self'");
    if (c.signedIn) expect(viaFast.body.content).toContain('analytical engines');
  });

  it('answers generated requests alike, valid and not (300 runs)', async () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
    const field = fc.oneof(text, fc.integer(), fc.constant(null));
    const request = fc.record(
      {
        introducer: fc.record({ name: text, context: field }, { requiredKeys: [] }),
        target: fc.record({ name: text, relevance: text, purpose: field, value_add: text }, { requiredKeys: [] }),
        meta: fc.record({ include_calendly: fc.oneof(fc.boolean(), field) }),
        profile: fc.record({ name: text, bio: field }, { requiredKeys: [] }),
        previous_message: text,
        retry_instructions: text,
        extra: text,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/generate', '/api/regenerate'),
        fc.oneof(
          request.map((r) => JSON.stringify(r)),
          fc.string({ maxLength: 60 }),
        ),
        fc.boolean(),
        async (path, body, signedIn) => {
          const c: Case = { name: 'generated', body, signedIn };
          const viaFast = await seen(await fetch(fastUrl + path, init(c)));
          const viaHono = await seen(await server.built.app.request(path, init(c)));
          expect(viaFast).toEqual(viaHono);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  }, 120_000);

  it('shares the rate limit with the Hono routes and answers 429 with Retry-After alike', async () => {
    const limited = await startTestServer({ RATE_LIMIT_GENERATE: '2' });
    const listener = createServer((req, res) => {
      if (!limited.built.fastPath(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/generate`;
      const user = await limited.signUp();
      const request = (): RequestInit => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: limited.url, cookie: user.cookie },
        body: json(signedInRequest),
      });
      expect((await fetch(url, request())).status).toBe(200);
      expect((await limited.built.app.request('/api/generate', request())).status).toBe(200);
      const viaFast = await seen(await fetch(url, request()));
      const viaHono = await seen(await limited.built.app.request('/api/generate', request()));
      expect(viaFast.status).toBe(429);
      expect(viaFast.body.code).toBe('RATE_LIMITED');
      expect(Number(viaFast.headers['retry-after'])).toBeGreaterThan(0);
      expect({ ...viaFast, body: viaFast.body.code }).toEqual({ ...viaHono, body: viaHono.body.code });
    } finally {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await limited.close();
    }
  });

  it('leaves every other method and path to the app', async () => {
    for (const [method, path] of [
      ['GET', '/api/generate'],
      ['PUT', '/api/generate'],
      ['POST', '/api/generate/'],
      ['POST', '/api/generatex'],
      ['POST', '/api/rfi'],
      ['POST', '/api/Generate'],
    ] as const) {
      const body = method === 'GET' ? undefined : '{}';
      const res = await fetch(fastUrl + path, { method, headers: { 'content-type': 'application/json' }, body });
      expect(res.status, `${method} ${path}`).toBe(599);
      await res.text();
    }
  });

  it('takes the path with a query string, as Hono does', async () => {
    const res = await fetch(`${fastUrl}/api/generate?x=1`, init({ name: 'q', body: json(guestRequest) }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { content: string }).content).toContain('Nora');
  });
});
