/**
 * Isolation: user B can never read or change user A's profile, history or introducers, by any
 * endpoint or id. Another user's row answers exactly like a missing one.
 */
import { randomUUID } from 'node:crypto';
import type { RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, signedInRequest, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let aliceIntroducer: { id: string; name: string; context: string };
let aliceRfiIds: string[];
const aliceProfile = {
  name: 'Alice Secret',
  job_title: 'Founder',
  company_name: 'Hidden Co',
  calendly_url: 'https://calendly.com/alice',
  bio: 'alice private bio',
  asks: 'alice asks',
  value_add: 'alice value',
};

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.signUp({ name: 'Alice Secret' });
  bob = await server.signUp({ name: 'Bob Curious' });
  expect((await alice.put('/api/profile', aliceProfile)).status).toBe(200);
  aliceIntroducer = (await alice.post('/api/introducers', { name: 'Marcus Chen', context: 'alice context' })).body;
  aliceRfiIds = [];
  for (let i = 0; i < 3; i++) {
    const res = await alice.post('/api/rfi', { ...signedInRequest, message: `alice message ${i}` });
    expect(res.status).toBe(201);
    aliceRfiIds.push(res.body.id);
  }
});
afterAll(async () => {
  await server?.close();
});

/** Alice's data, read by Alice: it must be unchanged at the end of every test. */
async function expectAliceUntouched() {
  expect((await alice.get('/api/profile')).body).toEqual(aliceProfile);
  expect((await alice.get('/api/introducers')).body).toEqual([aliceIntroducer]);
  const history = (await alice.get('/api/rfi')).body.items;
  expect(history.map((r: RfiRecord) => r.id).sort()).toEqual([...aliceRfiIds].sort());
}

describe('user B against user A', () => {
  it("B's profile is B's own", async () => {
    const res = await bob.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Bob Curious');
    expect(JSON.stringify(res.body)).not.toContain('alice');
  });

  it("B's profile writes change only B's profile", async () => {
    expect((await bob.put('/api/profile', { bio: 'bob bio' })).status).toBe(200);
    expect((await bob.put('/api/field', { field: 'asks', content: 'bob asks' })).status).toBe(200);
    // No way to name another user in a profile write.
    expectErrorBody(await bob.put('/api/profile', { user_id: 'x', bio: 'y' }), 400, 'VALIDATION_FAILED');
    await expectAliceUntouched();
  });

  it("B sees none of A's introducers or history", async () => {
    expect((await bob.get('/api/introducers')).body).toEqual([]);
    const history = await bob.get('/api/rfi?limit=100');
    expect(history.body).toEqual({ items: [], next_cursor: null });
    const asc = await bob.get('/api/rfi?order=asc');
    expect(asc.body.items).toEqual([]);
  });

  it("A's history cursor shows B nothing of A's", async () => {
    const page = await alice.get('/api/rfi?limit=1');
    expect(page.body.next_cursor).toEqual(expect.any(String));
    const res = await bob.get(`/api/rfi?limit=100&cursor=${encodeURIComponent(page.body.next_cursor)}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it("B updating A's introducer by id is a 404, the same as a missing id, and changes nothing", async () => {
    const theirs = await bob.put(`/api/introducers/${aliceIntroducer.id}`, { context: 'bob was here' });
    const missing = await bob.put(`/api/introducers/${randomUUID()}`, { context: 'bob was here' });
    expectErrorBody(theirs, 404, 'NOT_FOUND');
    expectErrorBody(missing, 404, 'NOT_FOUND');
    expect(theirs.body).toEqual(missing.body);
    await expectAliceUntouched();
  });

  it("B can create an introducer with A's introducer's name (names are per user)", async () => {
    const res = await bob.post('/api/introducers', { name: 'Marcus Chen', context: 'bob context' });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(aliceIntroducer.id);
    await expectAliceUntouched();
  });

  it("B saving with A's introducer's name links B's own introducer, never A's", async () => {
    const res = await bob.post('/api/rfi', {
      ...signedInRequest,
      introducer: { name: 'marcus chen' },
      message: 'bob message',
    });
    expect(res.status).toBe(201);
    expect(res.body.introducer_id).not.toBe(aliceIntroducer.id);
    expect(res.body.introducer_name).toBe('Marcus Chen');
    const bobs = (await bob.get('/api/introducers')).body;
    expect(res.body.introducer_id).toBe(bobs[0].id);
    // A's history does not gain B's save.
    await expectAliceUntouched();
    expect((await bob.get('/api/rfi')).body.items.map((r: RfiRecord) => r.message)).toEqual(['bob message']);
  });

  it("B's generate uses B's profile, never A's", async () => {
    const res = await bob.post('/api/generate', signedInRequest);
    expect(res.status).toBe(200);
    expect(res.body.content).not.toContain('Alice');
    expect(res.body.content).not.toContain('alice');
  });

  it("B cannot revoke A's session with A's token", async () => {
    const aliceToken = decodeURIComponent(alice.cookie.split('=')[1] ?? '').split('.')[0];
    const res = await bob.post('/api/auth/revoke-session', { token: aliceToken });
    expect(res.status).toBeLessThan(500);
    expect((await alice.get('/api/profile')).status).toBe(200);
    const bobSessions = await bob.get('/api/auth/list-sessions');
    expect(JSON.stringify(bobSessions.body)).not.toContain(aliceToken);
  });

  it("a guest sees none of it, and B's sign-out does not touch A's session", async () => {
    expectErrorBody(await server.client().get('/api/introducers'), 401, 'UNAUTHENTICATED');
    const other = await server.signUp();
    expect((await other.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await alice.get('/api/profile')).status).toBe(200);
    await expectAliceUntouched();
  });
});
