/**
 * Issue 14 item 3: the history's row actions on the server: delete with undo (DELETE /api/rfi/:id,
 * POST /api/rfi/:id/restore, decision 020) and search (GET /api/rfi?q=). SQLite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
import type { Introducer, RfiDeleted, RfiEvent, RfiPage, RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, signedInRequest, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000', RATE_LIMIT_INTRODUCERS: '100000' });
  owner = await server.signUp({ name: 'Row Owner' });
  other = await server.signUp({ name: 'Someone Else' });
});
afterAll(async () => {
  await server?.close();
});

/** As the generator's copy does: the introducer is saved (or already is), then the request. */
const save = async (client: TestClient, target: string, introducer = 'Marcus Chen', extra: object = {}) => {
  expect([201, 409]).toContain((await client.post('/api/introducers', { name: introducer })).status);
  const res = await client.post<RfiRecord>('/api/rfi', {
    ...signedInRequest,
    introducer: { name: introducer, context: '' },
    target: { name: target },
    message: `Hi, would you introduce me to ${target}?`,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
};
const ids = async (client: TestClient, query = '') =>
  (await client.get<RfiPage>(`/api/rfi?limit=100${query}`)).body.items.map((r) => r.id);
const del = (client: TestClient, id: string) => client.request<RfiDeleted>('DELETE', `/api/rfi/${id}`);

describe('delete and undo', () => {
  it('a deleted request leaves the history, and Undo brings it back with its status and timeline', async () => {
    const rfi = await save(owner, 'Dana Whitfield');
    await owner.post(`/api/rfi/${rfi.id}/status`, { status: 'sent' });
    const res = await del(owner, rfi.id);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(rfi.id);
    expect(Date.parse(res.body.restorable_until)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(await ids(owner)).not.toContain(rfi.id);
    expectErrorBody(await owner.get(`/api/rfi/${rfi.id}/events`), 404, 'NOT_FOUND');

    const restored = await owner.post<RfiRecord>(`/api/rfi/${rfi.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: rfi.id,
      created_at: rfi.created_at,
      message: rfi.message,
      target_name: 'Dana Whitfield',
      introducer_name: 'Marcus Chen',
      status: 'sent',
      copy_count: 1,
    });
    expect(await ids(owner)).toContain(rfi.id);
    const events = (await owner.get<RfiEvent[]>(`/api/rfi/${rfi.id}/events`)).body;
    expect(events.map((e) => e.status)).toEqual(['copied', 'sent']);
    // Undone once: a second restore finds nothing to restore.
    expectErrorBody(await owner.post(`/api/rfi/${rfi.id}/restore`), 404, 'NOT_FOUND');
  });

  it('a request deleted twice is a 404 the second time', async () => {
    const rfi = await save(owner, 'Twice Deleted');
    expect((await del(owner, rfi.id)).status).toBe(200);
    expectErrorBody(await del(owner, rfi.id), 404, 'NOT_FOUND');
  });

  it('a restore after the same draft was copied again keeps both rows', async () => {
    const draft = 'b0000000-0000-4000-8000-000000000001';
    const first = await save(owner, 'Draft Target', 'Marcus Chen', { draft_id: draft });
    await del(owner, first.id);
    const second = await save(owner, 'Draft Target', 'Marcus Chen', { draft_id: draft });
    expect(second.id).not.toBe(first.id);
    expect((await owner.post(`/api/rfi/${first.id}/restore`)).status).toBe(200);
    const list = await ids(owner);
    expect(list).toContain(first.id);
    expect(list).toContain(second.id);
    // The draft is the newer row's: a third copy updates it.
    const third = await save(owner, 'Draft Target', 'Marcus Chen', { draft_id: draft });
    expect(third).toMatchObject({ id: second.id, copy_count: 2 });
  });

  it("another user's request is a 404 for delete and restore, and stays where it was", async () => {
    const rfi = await save(owner, 'Kept Target');
    expectErrorBody(await del(other, rfi.id), 404, 'NOT_FOUND');
    expect(await ids(owner)).toContain(rfi.id);
    await del(owner, rfi.id);
    expectErrorBody(await other.post(`/api/rfi/${rfi.id}/restore`), 404, 'NOT_FOUND');
    expect((await owner.post(`/api/rfi/${rfi.id}/restore`)).status).toBe(200);
  });

  it('a missing id and an id of the wrong shape are 404s', async () => {
    expectErrorBody(await del(owner, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectErrorBody(await del(owner, 'not-an-id'), 404, 'NOT_FOUND');
    expectErrorBody(await owner.post('/api/rfi/not-an-id/restore'), 404, 'NOT_FOUND');
  });

  it('a guest gets a 401 with requiresAuth', async () => {
    const rfi = await save(owner, 'Guest Target');
    const guest = server.client();
    const res = await del(guest, rfi.id);
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect((res.body as unknown as { requiresAuth: boolean }).requiresAuth).toBe(true);
    expectErrorBody(await guest.post(`/api/rfi/${rfi.id}/restore`), 401, 'UNAUTHENTICATED');
  });

  it('deletes count against the save limit (429 with Retry-After)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SAVE: '2' });
    try {
      const user = await limited.signUp({ name: 'Busy Person' });
      const rfi = (await user.post<RfiRecord>('/api/rfi', { ...signedInRequest, message: 'Hello there' })).body;
      expect((await user.request('DELETE', `/api/rfi/${rfi.id}`)).status).toBe(200);
      const refused = await user.post(`/api/rfi/${rfi.id}/restore`);
      expectErrorBody(refused, 429, 'RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('search', () => {
  let searcher: TestClient;
  beforeAll(async () => {
    searcher = await server.signUp({ name: 'Searcher' });
    await save(searcher, 'Elena Vasquez-Hart', 'Marcus Chen');
    await save(searcher, 'Greta Lindqvist', 'Ágnes Kovács');
    await save(searcher, '100% Sure_Target', 'Priya Raman');
    await save(other, 'Elena Vasquez-Hart', 'Marcus Chen');
  });
  const targets = async (q: string, extra = '') =>
    (await searcher.get<RfiPage>(`/api/rfi?q=${encodeURIComponent(q)}${extra}`)).body.items.map((r) => r.target_name);

  it('finds requests by target or introducer name, in part and in any case, only the user’s own', async () => {
    expect(await targets('elena')).toEqual(['Elena Vasquez-Hart']);
    expect(await targets('MARCUS')).toEqual(['Elena Vasquez-Hart']);
    expect(await targets('kovács')).toEqual(['Greta Lindqvist']);
    expect(await targets('nobody')).toEqual([]);
    expect((await targets('')).length).toBe(3);
  });

  it('takes % and _ literally', async () => {
    expect(await targets('100%')).toEqual(['100% Sure_Target']);
    expect(await targets('_')).toEqual(['100% Sure_Target']);
  });

  it('finds an introducer by the name it has now, after a rename', async () => {
    const list = (await searcher.get<Introducer[]>('/api/introducers')).body;
    const priya = list.find((i) => i.name === 'Priya Raman');
    if (!priya) throw new Error('Priya Raman was not created');
    expect((await searcher.put(`/api/introducers/${priya.id}`, { name: 'Priya Raman-Iyer' })).status).toBe(200);
    expect(await targets('raman-iyer')).toEqual(['100% Sure_Target']);
  });

  it('is paged like the history', async () => {
    const first = await searcher.get<RfiPage>('/api/rfi?q=a&limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.next_cursor).toBeTruthy();
    const next = await searcher.get<RfiPage>(
      `/api/rfi?q=a&limit=2&cursor=${encodeURIComponent(first.body.next_cursor ?? '')}`,
    );
    expect(next.body.items).toHaveLength(1);
    expect(next.body.next_cursor).toBeNull();
  });

  it('refuses a search longer than 80 characters with a 400', async () => {
    const res = await searcher.get(`/api/rfi?q=${'x'.repeat(81)}`);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.body.fields ?? {})).toContain('q');
  });

  it('a guest gets a 401', async () => {
    expectErrorBody(await server.client().get('/api/rfi?q=elena'), 401, 'UNAUTHENTICATED');
  });
});
