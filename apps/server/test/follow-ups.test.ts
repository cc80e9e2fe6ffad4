/**
 * Issue 14, item 4: requests Sent to introducer for the user's business days (5 unless changed)
 * are due a follow-up, with a nudge drafted; thanks when Introduced, the close of the loop when Met.
 * GET /api/follow-ups, PUT /api/follow-ups/settings, GET /api/rfi/:id/follow-up.
 */

import { randomUUID } from 'node:crypto';
import { checkHardRules } from '@introask/composer';
import type { DueFollowUps, FollowUpDraftAnswer, RfiPage, RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDaysBefore } from '../src/services/follow-ups';
import { expectErrorBody, signedInRequest, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000' });
  owner = await server.signUp({ name: 'Nora Quinn' });
  other = await server.signUp({ name: 'Someone Else' });
});
afterAll(async () => {
  await server?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function request(client: TestClient, target: string, status?: string, at?: string): Promise<RfiRecord> {
  // As the app does on copy: the introducer first (a 409 says it is already saved), then the request.
  await client.post('/api/introducers', signedInRequest.introducer);
  const saved = await client.post<RfiRecord>('/api/rfi', {
    ...signedInRequest,
    target: { ...signedInRequest.target, name: target },
    message: `Hi Marcus, would you introduce me to ${target}?`,
  });
  expect(saved.status).toBe(201);
  // Copied a month ago (the API dates a copy now): a step may then be dated any day since.
  const db = server.built.deps.database.db;
  await db
    .updateTable('rfi')
    .set({ created_at: daysAgo(30), status_at: daysAgo(30) })
    .where('id', '=', saved.body.id)
    .execute();
  await db
    .updateTable('rfi_events')
    .set({ at: daysAgo(30) })
    .where('rfi_id', '=', saved.body.id)
    .execute();
  if (status) expect((await client.post(`/api/rfi/${saved.body.id}/status`, { status, at })).status).toBe(201);
  return saved.body;
}

/** The drafts pass RUBRIC.md's hard rules for what this row knows (no forwardable note: a note of its own). */
function passesGate(content: string, target: string) {
  return checkHardRules(content, {
    request: { introducer: { name: 'Marcus Chen' }, target: { name: target }, meta: { include_calendly: false } },
    profile: { name: 'Nora Quinn' },
    retryInstructions: 'no forwardable note',
  });
}

describe('business days', () => {
  it('skip weekends: five business days before a Monday is the Monday before', () => {
    expect(businessDaysBefore(new Date('2026-11-23T10:00:00Z'), 5).toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(businessDaysBefore(new Date('2026-11-27T10:00:00Z'), 5).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(businessDaysBefore(new Date('2026-11-23T10:00:00Z'), 1).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('GET /api/follow-ups', () => {
  let due: RfiRecord;
  beforeAll(async () => {
    due = await request(owner, 'Dana Whitfield', 'sent', daysAgo(8));
    await request(owner, 'Recent Sent', 'sent', daysAgo(2));
    await request(owner, 'Old Copy');
    await request(owner, 'Old Agreed', 'agreed', daysAgo(20));
  });

  it('lists a request sent 5 business days ago, with a nudge naming the introducer and the target', async () => {
    const res = await owner.get<DueFollowUps>('/api/follow-ups');
    expect(res.status).toBe(200);
    expect(res.body.business_days).toBe(5);
    expect(res.body.total).toBe(1);
    expect(res.body.items.map((i) => i.rfi.target_name)).toEqual(['Dana Whitfield']);
    const [item] = res.body.items;
    expect(item?.rfi).toMatchObject({ id: due.id, status: 'sent', introducer_name: 'Marcus Chen' });
    expect(item?.draft.kind).toBe('nudge');
    expect(item?.draft.content).toMatch(/^Hi Marcus,/);
    expect(item?.draft.content).toContain('Dana Whitfield');
    expect(item?.draft.content).toMatch(/Nora$/);
    expect(passesGate(item?.draft.content ?? '', 'Dana Whitfield')).toEqual([]);
  });

  it('leaves the list once the status changes', async () => {
    const moved = await request(owner, 'Moved On', 'sent', daysAgo(9));
    expect((await owner.get<DueFollowUps>('/api/follow-ups')).body.total).toBe(2);
    await owner.post(`/api/rfi/${moved.id}/status`, { status: 'agreed' });
    expect((await owner.get<DueFollowUps>('/api/follow-ups')).body.items.map((i) => i.rfi.target_name)).toEqual([
      'Dana Whitfield',
    ]);
  });

  it('follows the business days the user set', async () => {
    const user = await server.signUp({ name: 'Quick Checker' });
    await request(user, 'Four Days', 'sent', daysAgo(4));
    expect((await user.get<DueFollowUps>('/api/follow-ups')).body.total).toBe(0);
    const set = await user.put('/api/follow-ups/settings', { business_days: 1 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ business_days: 1 });
    const res = await user.get<DueFollowUps>('/api/follow-ups');
    expect(res.body).toMatchObject({ business_days: 1, total: 1 });
  });

  it('lists the 20 longest-waiting first and counts up to 100 (then meaning 100 or more)', async () => {
    const user = await server.signUp({ name: 'Very Busy' });
    const copies = Array.from({ length: 105 }, (_, i) => ({
      id: randomUUID(),
      message: `Hi Marcus, would you introduce me to Target ${i}?`,
      target_name: `Target ${i}`,
      introducer_name: 'Marcus Chen',
      copied_at: daysAgo(60),
    }));
    for (let i = 0; i < copies.length; i += 50) {
      expect((await user.post('/api/rfi/import', { items: copies.slice(i, i + 50) })).status).toBe(200);
    }
    const first = (await user.get<RfiPage>('/api/rfi?limit=100')).body;
    const rest = (await user.get<RfiPage>(`/api/rfi?limit=100&cursor=${first.next_cursor}`)).body;
    for (const row of [...first.items, ...rest.items]) {
      // Target i was sent 50 - i/3 days ago: the lower the number, the longer it has waited.
      const i = Number(row.target_name?.split(' ')[1]);
      const at = new Date(Date.now() - (50 - i / 3) * 86_400_000).toISOString();
      expect((await user.post(`/api/rfi/${row.id}/status`, { status: 'sent', at })).status).toBe(201);
    }
    const res = await user.get<DueFollowUps>('/api/follow-ups');
    expect(res.body.total).toBe(100);
    expect(res.body.items.map((item) => item.rfi.target_name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Target ${i}`),
    );
  });

  it("never shows another user's requests", async () => {
    const res = await other.get<DueFollowUps>('/api/follow-ups');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ business_days: 5, total: 0, items: [] });
  });
});

describe('GET /api/rfi/:id/follow-up', () => {
  it('drafts the nudge while sent, the thanks once introduced and the close of the loop once met', async () => {
    const rfi = await request(owner, 'Greta Lindqvist', 'sent', daysAgo(3));
    const nudge = (await owner.get<FollowUpDraftAnswer>(`/api/rfi/${rfi.id}/follow-up`)).body.draft;
    expect(nudge).toMatchObject({ kind: 'nudge', tip: null });

    await owner.post(`/api/rfi/${rfi.id}/status`, { status: 'introduced' });
    const thanks = await owner.get<FollowUpDraftAnswer>(`/api/rfi/${rfi.id}/follow-up`);
    expect(thanks.status).toBe(200);
    expect(thanks.body.draft?.kind).toBe('thanks');
    expect(thanks.body.draft?.content).toMatch(/^Hi Marcus,[\s\S]*Greta Lindqvist[\s\S]*bcc/);
    expect(thanks.body.draft?.tip).toContain('move Marcus to bcc');
    expect(passesGate(thanks.body.draft?.content ?? '', 'Greta Lindqvist')).toEqual([]);

    await owner.post(`/api/rfi/${rfi.id}/status`, { status: 'met' });
    const plain = (await owner.get<FollowUpDraftAnswer>(`/api/rfi/${rfi.id}/follow-up`)).body.draft;
    expect(plain?.kind).toBe('close_loop');
    expect(plain?.content).toMatch(/Greta Lindqvist and I met earlier today/);
    const told = await owner.get<FollowUpDraftAnswer>(
      `/api/rfi/${rfi.id}/follow-up?outcome=${encodeURIComponent('we are planning a pilot together')}`,
    );
    expect(told.body.draft?.content).toContain('We are planning a pilot together.');
  });

  it('has nothing to draft for a request that is only copied', async () => {
    const rfi = await request(owner, 'Just Copied');
    const res = await owner.get<FollowUpDraftAnswer>(`/api/rfi/${rfi.id}/follow-up`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ draft: null });
  });

  it("another user's request, a missing id and an id of the wrong shape are 404s", async () => {
    const rfi = await request(owner, 'Private Target', 'sent');
    expectErrorBody(await other.get(`/api/rfi/${rfi.id}/follow-up`), 404, 'NOT_FOUND');
    expectErrorBody(await owner.get('/api/rfi/00000000-0000-4000-8000-000000000000/follow-up'), 404, 'NOT_FOUND');
    expectErrorBody(await owner.get('/api/rfi/nope/follow-up'), 404, 'NOT_FOUND');
  });

  it('refuses an outcome that is too long and an unknown query field', async () => {
    const rfi = await request(owner, 'Long Outcome', 'met');
    const long = await owner.get(`/api/rfi/${rfi.id}/follow-up?outcome=${'a'.repeat(301)}`);
    expectErrorBody(long, 400, 'VALIDATION_FAILED');
    expect(Object.keys(long.body.fields)).toContain('outcome');
    expectErrorBody(await owner.get(`/api/rfi/${rfi.id}/follow-up?tone=warm`), 400, 'VALIDATION_FAILED');
  });
});

describe('validation of the setting', () => {
  it.each([
    ['zero', { business_days: 0 }],
    ['more than 30', { business_days: 31 }],
    ['a fraction', { business_days: 2.5 }],
    ['text', { business_days: '5' }],
    ['an unknown field', { business_days: 5, extra: true }],
  ])('refuses %s with a 400 naming the field', async (_name, body) => {
    const res = await owner.put('/api/follow-ups/settings', body);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect((await owner.get<DueFollowUps>('/api/follow-ups')).body.business_days).toBe(5);
  });

  it('refuses a body that is not JSON', async () => {
    expectErrorBody(await owner.put('/api/follow-ups/settings', '{nope'), 400, 'INVALID_JSON');
  });
});

describe('guests', () => {
  it('get a 401 with requiresAuth from every follow-up call', async () => {
    const rfi = await request(owner, 'Guest Check', 'sent');
    const guest = server.client();
    for (const res of [
      await guest.get('/api/follow-ups'),
      await guest.put('/api/follow-ups/settings', { business_days: 3 }),
      await guest.get(`/api/rfi/${rfi.id}/follow-up`),
    ]) {
      expectErrorBody(res, 401, 'UNAUTHENTICATED');
      expect(res.body.requiresAuth).toBe(true);
    }
  });
});

describe('rate limit', () => {
  it('changing the setting counts against the save limit (429 with Retry-After)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SAVE: '1' });
    try {
      const user = await limited.signUp({ name: 'Busy Person' });
      expect((await user.put('/api/follow-ups/settings', { business_days: 3 })).status).toBe(200);
      const refused = await user.put('/api/follow-ups/settings', { business_days: 4 });
      expectErrorBody(refused, 429, 'RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
