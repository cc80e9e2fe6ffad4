/** Issue 14: a status for every saved request, each change a dated event (POST /api/rfi/:id/status, GET /api/rfi/:id/events). */
import type { RfiEvent, RfiPage, RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, signedInRequest, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000' });
  owner = await server.signUp({ name: 'Tracking Owner' });
  other = await server.signUp({ name: 'Someone Else' });
});
afterAll(async () => {
  await server?.close();
});

const save = async (client: TestClient, message = 'Hi Marcus, would you introduce me to Dana?') => {
  const res = await client.post<RfiRecord>('/api/rfi', { ...signedInRequest, message });
  expect(res.status).toBe(201);
  return res.body;
};
const historyRow = async (client: TestClient, id: string) =>
  (await client.get<RfiPage>('/api/rfi?limit=100')).body.items.find((r) => r.id === id);

describe('a saved request', () => {
  it('starts as Copied, with one event at its created_at, and the history says so', async () => {
    const rfi = await save(owner);
    expect(rfi).toMatchObject({ status: 'copied', status_reason: null, status_at: rfi.created_at });
    expect(await historyRow(owner, rfi.id)).toMatchObject({ status: 'copied', status_at: rfi.created_at });
    const events = await owner.get<RfiEvent[]>(`/api/rfi/${rfi.id}/events`);
    expect(events.status).toBe(200);
    expect(events.body).toEqual([
      expect.objectContaining({ rfi_id: rfi.id, status: 'copied', reason: null, at: rfi.created_at }),
    ]);
  });

  it('moves through every status, each a dated event, and closes with a reason', async () => {
    const rfi = await save(owner);
    const steps = ['sent', 'agreed', 'introduced', 'met'] as const;
    // Dated seconds apart after the copy (a few seconds ahead of now is allowed), so the order is the dates'.
    const base = Date.parse(rfi.created_at);
    for (const [i, status] of steps.entries()) {
      const at = new Date(base + (i + 1) * 1000).toISOString();
      const res = await owner.post<RfiEvent>(`/api/rfi/${rfi.id}/status`, { status, at });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ rfi_id: rfi.id, status, reason: null, at });
    }
    const closed = await owner.post<RfiEvent>(`/api/rfi/${rfi.id}/status`, {
      status: 'closed',
      reason: 'not_needed',
      at: new Date(base + 10_000).toISOString(),
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ status: 'closed', reason: 'not_needed' });

    const events = (await owner.get<RfiEvent[]>(`/api/rfi/${rfi.id}/events`)).body;
    expect(events.map((e) => e.status)).toEqual(['copied', ...steps, 'closed']);
    expect(await historyRow(owner, rfi.id)).toMatchObject({
      status: 'closed',
      status_reason: 'not_needed',
      status_at: closed.body.at,
    });
  });

  it('keeps the latest event by date as the status: a backdated event joins the timeline in its place', async () => {
    const rfi = await save(owner);
    await owner.post(`/api/rfi/${rfi.id}/status`, { status: 'agreed' });
    const earlier = new Date(Date.parse(rfi.created_at) - 1000).toISOString();
    const res = await owner.post(`/api/rfi/${rfi.id}/status`, { status: 'sent', at: earlier });
    expect(res.status).toBe(201);
    expect((await historyRow(owner, rfi.id))?.status).toBe('agreed');
    const events = (await owner.get<RfiEvent[]>(`/api/rfi/${rfi.id}/events`)).body;
    expect(events.map((e) => e.status)).toEqual(['sent', 'copied', 'agreed']);
  });

  it('stores a date sent with an offset as UTC', async () => {
    const rfi = await save(owner);
    const res = await owner.post<RfiEvent>(`/api/rfi/${rfi.id}/status`, {
      status: 'sent',
      at: '2026-01-02T10:00:00+02:00',
    });
    expect(res.status).toBe(201);
    expect(res.body.at).toBe('2026-01-02T08:00:00.000Z');
  });
});

describe('validation', () => {
  let rfi: RfiRecord;
  beforeAll(async () => {
    rfi = await save(owner);
  });
  const cases: [string, unknown, string][] = [
    ['an unknown status', { status: 'ghosted' }, 'status'],
    ['closed without a reason', { status: 'closed' }, 'reason'],
    ['a reason on another status', { status: 'sent', reason: 'declined' }, 'reason'],
    ['an unknown reason', { status: 'closed', reason: 'bored' }, 'reason'],
    ['a date that is not one', { status: 'sent', at: 'yesterday' }, 'at'],
    ['a date in the future', { status: 'sent', at: '2999-01-01T00:00:00Z' }, 'at'],
    ['an unknown field', { status: 'sent', extra: 1 }, ''],
  ];
  it.each(cases)('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await owner.post(`/api/rfi/${rfi.id}/status`, body);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await owner.post(`/api/rfi/${rfi.id}/status`, '{not json');
    expectErrorBody(res, 400, 'INVALID_JSON');
  });

  it('records nothing for a refused change', async () => {
    const events = (await owner.get<RfiEvent[]>(`/api/rfi/${rfi.id}/events`)).body;
    expect(events.map((e) => e.status)).toEqual(['copied']);
  });
});

describe('scope', () => {
  it("another user's request is a 404 for both calls, and is left unchanged", async () => {
    const rfi = await save(owner);
    expectErrorBody(await other.post(`/api/rfi/${rfi.id}/status`, { status: 'sent' }), 404, 'NOT_FOUND');
    expectErrorBody(await other.get(`/api/rfi/${rfi.id}/events`), 404, 'NOT_FOUND');
    expect((await historyRow(owner, rfi.id))?.status).toBe('copied');
  });

  it('a missing id and an id of the wrong shape are 404s', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectErrorBody(await owner.post(`/api/rfi/${missing}/status`, { status: 'sent' }), 404, 'NOT_FOUND');
    expectErrorBody(await owner.get(`/api/rfi/${missing}/events`), 404, 'NOT_FOUND');
    expectErrorBody(await owner.get(`/api/rfi/not-an-id/events`), 404, 'NOT_FOUND');
  });

  it('a guest gets a 401 with requiresAuth', async () => {
    const rfi = await save(owner);
    const guest = server.client();
    const post = await guest.post(`/api/rfi/${rfi.id}/status`, { status: 'sent' });
    expectErrorBody(post, 401, 'UNAUTHENTICATED');
    expect(post.body.requiresAuth).toBe(true);
    expectErrorBody(await guest.get(`/api/rfi/${rfi.id}/events`), 401, 'UNAUTHENTICATED');
  });
});

describe('rate limit', () => {
  it('status changes count against the save limit (429 with Retry-After)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SAVE: '2' });
    try {
      const user = await limited.signUp({ name: 'Busy Person' });
      const rfi = (await user.post<RfiRecord>('/api/rfi', { ...signedInRequest, message: 'Hello there' })).body;
      expect((await user.post(`/api/rfi/${rfi.id}/status`, { status: 'sent' })).status).toBe(201);
      const refused = await user.post(`/api/rfi/${rfi.id}/status`, { status: 'agreed' });
      expectErrorBody(refused, 429, 'RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
