/**
 * Issue 14, item 7: a guest's copies, kept on the device, imported into the account's history once
 * (POST /api/rfi/import), never twice, whatever the device sends again.
 */
import { randomUUID } from 'node:crypto';
import type { GuestCopy, Introducer, RfiEvent, RfiImportResult, RfiPage } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000' });
});
afterAll(async () => {
  await server?.close();
});

const copy = (over: Partial<GuestCopy> = {}): GuestCopy => ({
  id: randomUUID(),
  message: 'Hi Marcus,\n\nWould you introduce me to Dana Whitfield?\n\nThanks,\nNora',
  summary: 'Intro to Dana Whitfield via Marcus Chen: raise a seed round',
  target_name: 'Dana Whitfield',
  introducer_name: 'Marcus Chen',
  copied_at: '2026-11-20T09:30:00.000Z',
  ...over,
});
const history = async (client: TestClient) => (await client.get<RfiPage>('/api/rfi?limit=100')).body.items;

describe('POST /api/rfi/import', () => {
  it("adds a guest's copies to the history with their names, summary and date, as Copied", async () => {
    const user = await server.signUp({ name: 'Nora Quinn' });
    const items = [copy(), copy({ target_name: 'Greta Lindqvist', introducer_name: 'Felipe Santos', summary: null })];
    const res = await user.post<RfiImportResult>('/api/rfi/import', { items });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, skipped: 0 });
    const rows = await history(user);
    expect(rows.map((r) => [r.target_name, r.introducer_name, r.created_at, r.status])).toEqual(
      expect.arrayContaining([
        ['Dana Whitfield', 'Marcus Chen', '2026-11-20T09:30:00.000Z', 'copied'],
        ['Greta Lindqvist', 'Felipe Santos', '2026-11-20T09:30:00.000Z', 'copied'],
      ]),
    );
    expect(rows.find((r) => r.target_name === 'Dana Whitfield')).toMatchObject({
      message: items[0]?.message,
      summary: items[0]?.summary,
      copy_count: 1,
    });
    const row = rows[0];
    const events = (await user.get<RfiEvent[]>(`/api/rfi/${row?.id}/events`)).body;
    expect(events).toEqual([expect.objectContaining({ status: 'copied', at: '2026-11-20T09:30:00.000Z' })]);
    // Their introducers are saved too, so the autocomplete offers them.
    const introducers = (await user.get<Introducer[]>('/api/introducers')).body.map((i) => i.name);
    expect(introducers).toEqual(['Felipe Santos', 'Marcus Chen']);
  });

  it('imports a copy once: sending it again adds nothing', async () => {
    const user = await server.signUp();
    const items = [copy(), copy()];
    expect((await user.post('/api/rfi/import', { items })).body).toEqual({ imported: 2, skipped: 0 });
    const again = await user.post('/api/rfi/import', { items: [...items, copy({ target_name: 'New One' })] });
    expect(again.body).toEqual({ imported: 1, skipped: 2 });
    expect((await history(user)).length).toBe(3);
  });

  it('links an introducer the user already has, whatever the case typed', async () => {
    const user = await server.signUp();
    await user.post('/api/introducers', { name: 'Marcus Chen', context: 'we worked together at Stripe' });
    await user.post('/api/rfi/import', { items: [copy({ introducer_name: 'marcus chen' })] });
    expect((await history(user))[0]?.introducer_name).toBe('Marcus Chen');
    expect((await user.get<Introducer[]>('/api/introducers')).body).toEqual([
      expect.objectContaining({ name: 'Marcus Chen', context: 'we worked together at Stripe' }),
    ]);
  });

  it('keeps a copy without names, and each user imports into their own history only', async () => {
    const first = await server.signUp();
    const second = await server.signUp();
    const shared = copy({ target_name: null, introducer_name: undefined, summary: undefined });
    expect((await first.post('/api/rfi/import', { items: [shared] })).body).toEqual({ imported: 1, skipped: 0 });
    // The same device id in another account is that account's own copy, not a conflict.
    expect((await second.post('/api/rfi/import', { items: [shared] })).body).toEqual({ imported: 1, skipped: 0 });
    const [row] = await history(first);
    expect(row).toMatchObject({ target_name: null, introducer_name: null, summary: null });
    expectErrorBody(await second.get(`/api/rfi/${row?.id}/events`), 404, 'NOT_FOUND');
  });
});

describe('validation', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = await server.signUp();
  });
  const cases: [string, unknown, string][] = [
    ['no items', { items: [] }, 'items'],
    ['more than 50', { items: Array.from({ length: 51 }, () => copy()) }, 'items'],
    ['an id that is not a UUID', { items: [copy({ id: 'abc' })] }, 'items.0.id'],
    ['an empty message', { items: [copy({ message: '  ' })] }, 'items.0.message'],
    ['a message over 4000 characters', { items: [copy({ message: 'a'.repeat(4001) })] }, 'items.0.message'],
    ['a target name over 80 characters', { items: [copy({ target_name: 'a'.repeat(81) })] }, 'items.0.target_name'],
    ['a date in the future', { items: [copy({ copied_at: '2999-01-01T00:00:00Z' })] }, 'items.0.copied_at'],
    ['a form input the history does not keep', { items: [{ ...copy(), purpose: 'raise' }] }, ''],
  ];
  it.each(cases)('refuses %s with a 400 and imports nothing', async (_name, body, field) => {
    const res = await user.post('/api/rfi/import', body);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    if (field) expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await history(user)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    expectErrorBody(await user.post('/api/rfi/import', '{nope'), 400, 'INVALID_JSON');
  });
});

describe('guests and limits', () => {
  it('a guest gets a 401 with requiresAuth', async () => {
    const res = await server.client().post('/api/rfi/import', { items: [copy()] });
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect(res.body.requiresAuth).toBe(true);
  });

  it('an import counts against the save limit (429 with Retry-After)', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SAVE: '1' });
    try {
      const user = await limited.signUp();
      expect((await user.post('/api/rfi/import', { items: [copy()] })).status).toBe(200);
      const refused = await user.post('/api/rfi/import', { items: [copy()] });
      expectErrorBody(refused, 429, 'RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
