/**
 * Issue 14 item 6 and issue 13: introducers, managed: edit (name, context, email), merge, delete
 * (requests keep the name they were sent with), the overview with counts and statuses; and item 5,
 * the earlier asks through an introducer (don't over-ask). SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import type { Introducer, IntroducerAsks, IntroducerOverview, RfiPage, RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introducerAsks } from '../src/services/introducer-asks';
import { expectErrorBody, signedInRequest, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let other: TestClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000', RATE_LIMIT_INTRODUCERS: '100000' });
  other = await server.signUp({ name: 'Someone Else' });
});
afterAll(async () => {
  await server?.close();
});

const create = async (client: TestClient, name: string, context = '', email?: string) => {
  const res = await client.post<Introducer>('/api/introducers', { name, context, ...(email ? { email } : {}) });
  expect(res.status).toBe(201);
  return res.body;
};
/** As the generator's copy does: the introducer is saved (or already is), then the request. */
const save = async (client: TestClient, introducer: string, target: string, draftId?: string) => {
  expect([201, 409]).toContain((await client.post('/api/introducers', { name: introducer })).status);
  const res = await client.post<RfiRecord>('/api/rfi', {
    ...signedInRequest,
    introducer: { name: introducer, context: '' },
    target: { name: target },
    message: `Would you introduce me to ${target}?`,
    ...(draftId ? { draft_id: draftId } : {}),
  });
  expect(res.status).toBe(201);
  return res.body;
};
const history = async (client: TestClient) => (await client.get<RfiPage>('/api/rfi?limit=100')).body.items;
const overview = async (client: TestClient) =>
  (await client.get<IntroducerOverview[]>('/api/introducers/overview')).body;

describe('edit', () => {
  it('changes name, context and email; the list and the history show the new values', async () => {
    const user = await server.signUp();
    const marcus = await create(user, 'Marcus Chen', 'Stripe');
    expect(marcus.email).toBe('');
    await save(user, 'Marcus Chen', 'Dana Whitfield');
    const res = await user.put<Introducer>(`/api/introducers/${marcus.id}`, {
      name: 'Marcus Chen-Li',
      context: 'we worked together at Stripe',
      email: ' marcus@example.com ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: marcus.id,
      name: 'Marcus Chen-Li',
      context: 'we worked together at Stripe',
      email: 'marcus@example.com',
    });
    expect((await user.get<Introducer[]>('/api/introducers')).body).toEqual([res.body]);
    expect((await history(user))[0]).toMatchObject({
      introducer_name: 'Marcus Chen-Li',
      introducer_email: 'marcus@example.com',
    });
    // SPEC.md's {context} alone still works, and leaves the rest.
    const contextOnly = await user.put<Introducer>(`/api/introducers/${marcus.id}`, { context: 'Stripe, 2019' });
    expect(contextOnly.body).toMatchObject({ name: 'Marcus Chen-Li', email: 'marcus@example.com' });
    // An empty email forgets it.
    expect((await user.put<Introducer>(`/api/introducers/${marcus.id}`, { email: '' })).body.email).toBe('');
  });

  it('a create may carry the email', async () => {
    const user = await server.signUp();
    const created = await create(user, 'Ana Silva', '', 'ana@example.com');
    expect(created.email).toBe('ana@example.com');
  });

  it('refuses a name another introducer has (409), an invalid email and an empty body (400)', async () => {
    const user = await server.signUp();
    const a = await create(user, 'Ana Silva');
    await create(user, 'Bea Costa');
    expectErrorBody(await user.put(`/api/introducers/${a.id}`, { name: 'bea costa' }), 409, 'CONFLICT');
    // Its own name in another case is no conflict.
    expect((await user.put(`/api/introducers/${a.id}`, { name: 'ANA SILVA' })).status).toBe(200);
    const bad = await user.put(`/api/introducers/${a.id}`, { email: 'not-an-email' });
    expectErrorBody(bad, 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields ?? {})).toContain('email');
    expectErrorBody(await user.put(`/api/introducers/${a.id}`, {}), 400, 'VALIDATION_FAILED');
    expectErrorBody(await user.put(`/api/introducers/${a.id}`, { name: '' }), 400, 'VALIDATION_FAILED');
    expectErrorBody(await user.post('/api/introducers', { name: 'Cy', email: 'nope' }), 400, 'VALIDATION_FAILED');
  });

  it("another user's introducer is a 404 and is left unchanged", async () => {
    const user = await server.signUp();
    const a = await create(user, 'Ana Silva', 'kept');
    expectErrorBody(await other.put(`/api/introducers/${a.id}`, { name: 'Taken' }), 404, 'NOT_FOUND');
    expect((await user.get<Introducer[]>('/api/introducers')).body[0]).toMatchObject({ name: 'Ana Silva' });
  });
});

describe('delete', () => {
  it('removes the introducer; its requests keep the name they were sent with', async () => {
    const user = await server.signUp();
    const marcus = await create(user, 'Marcus Chen');
    await save(user, 'Marcus Chen', 'Dana Whitfield');
    const res = await user.request('DELETE', `/api/introducers/${marcus.id}`);
    expect(res.status).toBe(204);
    expect((await user.get<Introducer[]>('/api/introducers')).body).toEqual([]);
    expect((await history(user))[0]).toMatchObject({
      introducer_id: null,
      introducer_name: 'Marcus Chen',
      introducer_email: null,
    });
    expectErrorBody(await user.request('DELETE', `/api/introducers/${marcus.id}`), 404, 'NOT_FOUND');
  });

  it("another user's id, a missing id and a guest: 404, 404, 401", async () => {
    const user = await server.signUp();
    const a = await create(user, 'Ana Silva');
    expectErrorBody(await other.request('DELETE', `/api/introducers/${a.id}`), 404, 'NOT_FOUND');
    expectErrorBody(await user.request('DELETE', '/api/introducers/not-an-id'), 404, 'NOT_FOUND');
    const guest = await server.client().request('DELETE', `/api/introducers/${a.id}`);
    expectErrorBody(guest, 401, 'UNAUTHENTICATED');
    expect((await user.get<Introducer[]>('/api/introducers')).body).toHaveLength(1);
  });
});

describe('merge', () => {
  it('moves the requests to the other entry, which keeps its name and takes what it lacked', async () => {
    const user = await server.signUp();
    const dup = await create(user, 'Marcus C.', 'Stripe', 'marcus@example.com');
    const main = await create(user, 'Marcus Chen');
    await save(user, 'Marcus C.', 'Dana Whitfield');
    await save(user, 'Marcus Chen', 'Elena Vasquez-Hart');
    const res = await user.post<Introducer>(`/api/introducers/${dup.id}/merge`, { into: main.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: main.id, name: 'Marcus Chen', context: 'Stripe', email: 'marcus@example.com' });
    expect((await user.get<Introducer[]>('/api/introducers')).body).toEqual([res.body]);
    expect((await history(user)).map((r) => [r.introducer_id, r.introducer_name])).toEqual([
      [main.id, 'Marcus Chen'],
      [main.id, 'Marcus Chen'],
    ]);
    expect((await overview(user))[0]).toMatchObject({ id: main.id, requests: 2 });
  });

  it('refuses merging into itself or a missing field (400); another user’s either side is a 404; a guest a 401', async () => {
    const user = await server.signUp();
    const a = await create(user, 'Ana Silva');
    const b = await create(user, 'Bea Costa');
    const theirs = await create(other, 'Their Person');
    expectErrorBody(await user.post(`/api/introducers/${a.id}/merge`, { into: a.id }), 400, 'VALIDATION_FAILED');
    expectErrorBody(await user.post(`/api/introducers/${a.id}/merge`, {}), 400, 'VALIDATION_FAILED');
    expectErrorBody(await user.post(`/api/introducers/${a.id}/merge`, { into: 'x' }), 400, 'VALIDATION_FAILED');
    expectErrorBody(await user.post(`/api/introducers/${a.id}/merge`, { into: theirs.id }), 404, 'NOT_FOUND');
    expectErrorBody(await other.post(`/api/introducers/${theirs.id}/merge`, { into: a.id }), 404, 'NOT_FOUND');
    expectErrorBody(await other.post(`/api/introducers/${a.id}/merge`, { into: theirs.id }), 404, 'NOT_FOUND');
    expectErrorBody(
      await server.client().post(`/api/introducers/${a.id}/merge`, { into: b.id }),
      401,
      'UNAUTHENTICATED',
    );
    expect((await user.get<Introducer[]>('/api/introducers')).body).toHaveLength(2);
    expect((await other.get<Introducer[]>('/api/introducers')).body.map((i) => i.name)).toContain('Their Person');
  });

  it('merges and deletes count against the introducers limit (429)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_INTRODUCERS: '2' });
    try {
      const user = await limited.signUp();
      const a = (await user.post<Introducer>('/api/introducers', { name: 'Ana' })).body;
      const b = (await user.post<Introducer>('/api/introducers', { name: 'Bea' })).body;
      const refused = await user.post(`/api/introducers/${a.id}/merge`, { into: b.id });
      expectErrorBody(refused, 429, 'RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expectErrorBody(await user.request('DELETE', `/api/introducers/${a.id}`), 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('overview', () => {
  it('lists each introducer with its number of requests and their statuses, only the user’s own', async () => {
    const user = await server.signUp();
    const marcus = await create(user, 'Marcus Chen', 'Stripe', 'marcus@example.com');
    await create(user, 'Ana Silva');
    const one = await save(user, 'Marcus Chen', 'Dana Whitfield');
    await save(user, 'Marcus Chen', 'Elena Vasquez-Hart');
    const three = await save(user, 'Marcus Chen', 'Greta Lindqvist');
    await user.post(`/api/rfi/${one.id}/status`, { status: 'met' });
    const res = await user.get<IntroducerOverview[]>('/api/introducers/overview');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        name: 'Ana Silva',
        context: '',
        email: '',
        requests: 0,
        statuses: {},
        last_asked_at: null,
      },
      {
        id: marcus.id,
        name: 'Marcus Chen',
        context: 'Stripe',
        email: 'marcus@example.com',
        requests: 3,
        statuses: { copied: 2, met: 1 },
        last_asked_at: three.created_at,
      },
    ]);
    expect((await overview(other)).map((i) => i.name)).not.toContain('Marcus Chen');
    expectErrorBody(await server.client().get('/api/introducers/overview'), 401, 'UNAUTHENTICATED');
  });
});

describe('asks (don’t over-ask)', () => {
  it('lists the earlier requests through an introducer, by name in any case, newest first', async () => {
    const user = await server.signUp();
    await create(user, 'Marcus Chen');
    const first = await save(user, 'Marcus Chen', 'Dana Whitfield');
    await save(user, 'Ana Silva', 'Someone Else');
    const res = await user.get<IntroducerAsks>('/api/introducers/asks?name=marcus%20chen');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      asks: [{ id: first.id, created_at: first.created_at, target_name: 'Dana Whitfield' }],
      recent: true,
      frequent: false,
    });
    expect((await user.get<IntroducerAsks>('/api/introducers/asks?name=Nobody')).body).toEqual({
      asks: [],
      recent: false,
      frequent: false,
    });
    // Another user's requests are not theirs to count.
    expect((await other.get<IntroducerAsks>('/api/introducers/asks?name=Marcus%20Chen')).body.asks).toEqual([]);
  });

  it('leaves out the draft being written, and counts three asks as frequent', async () => {
    const user = await server.signUp();
    const draft = 'c0000000-0000-4000-8000-000000000001';
    await save(user, 'Marcus Chen', 'A', draft);
    const excluded = await user.get<IntroducerAsks>(`/api/introducers/asks?name=Marcus%20Chen&draft_id=${draft}`);
    expect(excluded.body.asks).toEqual([]);
    await save(user, 'Marcus Chen', 'B');
    await save(user, 'Marcus Chen', 'C');
    const all = (await user.get<IntroducerAsks>('/api/introducers/asks?name=Marcus%20Chen')).body;
    expect(all.asks.map((a) => a.target_name)).toEqual(['C', 'B', 'A']);
    expect(all).toMatchObject({ recent: true, frequent: true });
  });

  it('is recent within 30 days, frequent at three in 12 months, and forgets older asks', async () => {
    const user = await server.signUp();
    await save(user, 'Marcus Chen', 'A');
    const userId = (await user.get<{ id: string }>('/api/account')).body.id;
    const db = server.built.deps.database.db;
    const day = 24 * 60 * 60 * 1000;
    const asks = (daysLater: number) =>
      introducerAsks(db, userId, { name: 'Marcus Chen' }, Date.now() + daysLater * day);
    expect(await asks(29)).toMatchObject({ recent: true, frequent: false });
    expect((await asks(31)).recent).toBe(false);
    expect((await asks(31)).asks).toHaveLength(1);
    expect((await asks(366)).asks).toEqual([]);
  });

  it('refuses a missing name (400); a guest gets a 401', async () => {
    const user = await server.signUp();
    const res = await user.get('/api/introducers/asks');
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.body.fields ?? {})).toContain('name');
    expectErrorBody(await user.get('/api/introducers/asks?name=A&draft_id=x'), 400, 'VALIDATION_FAILED');
    expectErrorBody(await server.client().get('/api/introducers/asks?name=A'), 401, 'UNAUTHENTICATED');
  });
});
