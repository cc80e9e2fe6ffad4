/** POST /api/generate and /api/regenerate: guests and signed-in users, validation, size, rate limits. */
import { FORM_LIMITS, type GenerateResponse, MAX_BODY_BYTES } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectErrorBody,
  guestRequest,
  signedInRequest,
  startTestServer,
  type TestResponse,
  type TestServer,
} from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_GENERATE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

function expectMessage(res: TestResponse<GenerateResponse>) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(typeof res.body.content).toBe('string');
  expect(res.body.content.trim().length).toBeGreaterThan(0);
  expect(typeof res.body.summary).toBe('string');
  expect(res.body.summary.length).toBeLessThanOrEqual(140);
  expect(res.body.summary).not.toContain('\n');
}

describe.each(['/api/generate', '/api/regenerate'])('POST %s', (path) => {
  const regenerate = path.endsWith('regenerate');
  const base = regenerate ? { ...guestRequest, previous_message: 'Hi Marcus, an earlier draft.' } : guestRequest;

  it('a guest with a name gets a message', async () => {
    const res = await server.client().post(path, base);
    expectMessage(res);
    expect(res.body.content).toContain('Nora');
  });

  it('a guest with only a name (no other blocks) gets a message', async () => {
    const res = await server.client().post(path, { profile: { name: 'Solo Guest' } });
    expectMessage(res);
  });

  it('a guest without a profile block is told the name is required', async () => {
    const { profile: _p, ...rest } = base;
    const res = await server.client().post(path, rest);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields['profile.name']).toBeTruthy();
  });

  it('a guest with a blank name is told the name is required', async () => {
    const res = await server.client().post(path, { ...base, profile: { name: '   ', bio: '' } });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields['profile.name']).toMatch(/required/i);
  });

  it('a signed-in user is written with the stored profile, whatever profile block is sent', async () => {
    const user = await server.signUp({ name: 'Stored Sender' });
    const { profile: _p, ...rest } = base;
    const res = await user.post(path, rest);
    expectMessage(res);
    expect(res.body.content).toContain('Stored');
    const spoofed = await user.post(path, { ...rest, profile: { name: 'Somebody Else', bio: '' } });
    expectMessage(spoofed);
    expect(spoofed.body.content).not.toContain('Somebody Else');
  });

  it.each([
    ['a number for a text field', { target: { name: 42 } }, 'target.name'],
    ['a string for a block', { target: 'Dana' }, 'target'],
    ['a string for include_calendly', { meta: { include_calendly: 'yes' } }, 'meta.include_calendly'],
    ['an unknown top-level field', { admin: true }, 'admin'],
    ['an unknown nested field', { target: { name: 'Dana', email: 'd@example.com' } }, 'target.email'],
    ['an over-long target name', { target: { name: 'x'.repeat(FORM_LIMITS.targetName + 1) } }, 'target.name'],
    [
      'an over-long introducer context',
      { introducer: { context: 'x'.repeat(FORM_LIMITS.introducerContext + 1) } },
      'introducer.context',
    ],
    [
      'an over-long target purpose',
      { target: { purpose: 'x'.repeat(FORM_LIMITS.targetPurpose + 1) } },
      'target.purpose',
    ],
    ['an over-long guest name', { profile: { name: 'x'.repeat(FORM_LIMITS.guestName + 1) } }, 'profile.name'],
    [
      'an over-long guest context',
      { profile: { name: 'Nora', bio: 'x'.repeat(FORM_LIMITS.guestBio + 1) } },
      'profile.bio',
    ],
  ])('refuses %s with a per-field message', async (_label, patch, key) => {
    const res = await server.client().post(path, { ...base, ...patch });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields[key], JSON.stringify(res.body)).toBeTruthy();
  });

  it('accepts every field at exactly its limit', async () => {
    const res = await server.client().post(path, {
      ...base,
      introducer: { name: 'i'.repeat(FORM_LIMITS.introducerName), context: 'c'.repeat(FORM_LIMITS.introducerContext) },
      target: {
        name: 't'.repeat(FORM_LIMITS.targetName),
        relevance: 'r'.repeat(FORM_LIMITS.targetRelevance),
        purpose: 'p'.repeat(FORM_LIMITS.targetPurpose),
        value_add: 'v'.repeat(FORM_LIMITS.targetValueAdd),
      },
      profile: { name: 'n'.repeat(FORM_LIMITS.guestName), bio: 'b'.repeat(FORM_LIMITS.guestBio) },
    });
    expectMessage(res);
  });

  it('refuses malformed JSON, an empty body and a non-object body', async () => {
    expectErrorBody(await server.client().post(path, '{"target": {'), 400, 'INVALID_JSON');
    expectErrorBody(await server.client().post(path, ''), 400, 'INVALID_JSON');
    expectErrorBody(await server.client().post(path, '[1,2]'), 400, 'VALIDATION_FAILED');
    expectErrorBody(await server.client().post(path, 'null'), 400, 'VALIDATION_FAILED');
  });

  it('refuses a body that is not JSON by content type', async () => {
    const res = await server.client().post(path, JSON.stringify(base), { 'content-type': 'text/plain' });
    expectErrorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over 64 KB with 413, and one just under is judged on its fields', async () => {
    const big = JSON.stringify({ ...base, target: { name: 'x'.repeat(MAX_BODY_BYTES) } });
    expectErrorBody(await server.client().post(path, big), 413, 'PAYLOAD_TOO_LARGE');
    const overhead = Buffer.byteLength(JSON.stringify({ ...base, target: { name: '' } }));
    const under = JSON.stringify({ ...base, target: { name: 'x'.repeat(MAX_BODY_BYTES - overhead - 10) } });
    expect(Buffer.byteLength(under)).toBeLessThan(MAX_BODY_BYTES);
    expectErrorBody(await server.client().post(path, under), 400, 'VALIDATION_FAILED');
  });

  it('refuses a chunked body over 64 KB (no Content-Length) with 413', async () => {
    const chunk = new TextEncoder().encode(`{"target":{"name":"${'x'.repeat(MAX_BODY_BYTES + 10)}"}}`);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: stream,
      duplex: 'half', // Node's fetch needs this for a stream body
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe("a signed-in user's stored profile", () => {
  it('is what the message is written from: a changed name and the Calendly link show up', async () => {
    const user = await server.signUp({ name: 'First Name' });
    await user.put('/api/profile', { name: 'Renamed Person', calendly_url: 'https://calendly.com/renamed/30min' });
    const res = await user.post('/api/generate', { ...signedInRequest, meta: { include_calendly: true } });
    expectMessage(res);
    expect(res.body.content).toContain('Renamed');
    expect(res.body.content).not.toContain('First Name');
    expect(res.body.content).toContain('https://calendly.com/renamed/30min');
    const without = await user.post('/api/generate', { ...signedInRequest, meta: { include_calendly: false } });
    expectMessage(without);
    expect(without.body.content).not.toContain('calendly.com');
  });

  it('regenerate for a signed-in user returns a different message, still from the stored profile', async () => {
    const user = await server.signUp({ name: 'Regen Person' });
    const first = await user.post('/api/generate', signedInRequest);
    expectMessage(first);
    const second = await user.post('/api/regenerate', {
      ...signedInRequest,
      previous_message: first.body.content,
      retry_instructions: 'make it warmer',
    });
    expectMessage(second);
    expect(second.body.content).not.toBe(first.body.content);
    expect(second.body.content).toContain('Regen');
  });
});

describe('regenerate', () => {
  it('returns a different message than the previous one', async () => {
    const first = await server.client().post('/api/generate', guestRequest);
    expectMessage(first);
    const second = await server.client().post('/api/regenerate', {
      ...guestRequest,
      previous_message: first.body.content,
      retry_instructions: 'make it shorter',
    });
    expectMessage(second);
    expect(second.body.content).not.toBe(first.body.content);
  });

  it('refuses over-long retry instructions and previous message', async () => {
    const long = await server.client().post('/api/regenerate', {
      ...guestRequest,
      retry_instructions: 'x'.repeat(FORM_LIMITS.retryInstructions + 1),
    });
    expectErrorBody(long, 400, 'VALIDATION_FAILED');
    expect(long.body.fields.retry_instructions).toBeTruthy();
    const prev = await server.client().post('/api/regenerate', {
      ...guestRequest,
      previous_message: 'x'.repeat(FORM_LIMITS.message + 1),
    });
    expectErrorBody(prev, 400, 'VALIDATION_FAILED');
    expect(prev.body.fields.previous_message).toBeTruthy();
  });

  it('works without a previous message', async () => {
    expectMessage(await server.client().post('/api/regenerate', guestRequest));
  });
});

describe('rate limits on generating', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_GENERATE: '3', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const asGuest = (ip: string, path = '/api/generate') =>
    limited.client().post(path, guestRequest, { 'x-forwarded-for': ip });

  it('a guest gets 3 messages, then a 429 with Retry-After; generate and regenerate share the count', async () => {
    expect((await asGuest('10.9.0.1')).status).toBe(200);
    expect((await asGuest('10.9.0.1', '/api/regenerate')).status).toBe(200);
    expect((await asGuest('10.9.0.1')).status).toBe(200);
    const blocked = await asGuest('10.9.0.1', '/api/regenerate');
    expectErrorBody(blocked, 429, 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.body.error).toMatch(/Try again in \d+ seconds/);
    // Another address has its own count.
    expect((await asGuest('10.9.0.2')).status).toBe(200);
  });

  it('behind an appending proxy, addresses the client puts in front of X-Forwarded-For do not count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited
        .client()
        .post('/api/generate', guestRequest, { 'x-forwarded-for': `203.0.113.${i}, 10.9.2.1` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('a signed-in user is counted per user, not per address', async () => {
    const a = await limited.signUp({ name: 'Alice Limit' });
    const b = await limited.signUp({ name: 'Bob Limit' });
    const ip = { 'x-forwarded-for': '10.9.1.1' };
    for (let i = 0; i < 3; i++) expect((await a.post('/api/generate', signedInRequest, ip)).status).toBe(200);
    expectErrorBody(await a.post('/api/generate', signedInRequest, ip), 429, 'RATE_LIMITED');
    // Same address, different user: a fresh count.
    expect((await b.post('/api/generate', signedInRequest, ip)).status).toBe(200);
    // Alice from a different address: still limited (the count follows the user).
    expectErrorBody(
      await a.post('/api/generate', signedInRequest, { 'x-forwarded-for': '10.9.1.2' }),
      429,
      'RATE_LIMITED',
    );
    // A guest at Alice's address is not affected by Alice's count.
    expect((await limited.client().post('/api/generate', guestRequest, ip)).status).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ RATE_LIMIT_GENERATE: '2' });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('a guest cannot escape the limit by sending X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await plain.client().post('/api/generate', guestRequest, { 'x-forwarded-for': `10.88.0.${i}` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
