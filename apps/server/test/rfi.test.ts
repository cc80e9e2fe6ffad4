/** POST /api/rfi (save a message) and GET /api/rfi (history: order, paging, introducer names). */
import { FORM_LIMITS, HISTORY_PAGE, type RfiPage, type RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectErrorBody,
  guestRequest,
  signedInRequest,
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000' });
});
afterAll(async () => {
  await server?.close();
});

const save = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  client.post('/api/rfi', { ...signedInRequest, message: 'Hi Marcus, would you introduce me to Dana?', ...overrides });

/** Every page of the history, following next_cursor, checking each page's size. */
async function allPages(client: TestClient, query: string, limit: number) {
  const items: RfiRecord[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const res: TestResponse<RfiPage> = await client.get<RfiPage>(
      `/api/rfi?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.items);
    cursor = res.body.next_cursor;
    if (!cursor) return items;
    expect(res.body.items.length).toBe(limit);
  }
  throw new Error('paging never ended');
}

const key = (r: { created_at: string; id: string }) => `${r.created_at}|${r.id}`;

describe('guests', () => {
  it('saving is a 401 with requiresAuth (the web app says "Saved locally")', async () => {
    const res = await server.client().post('/api/rfi', { ...guestRequest, message: 'Hello' });
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect(res.body.requiresAuth).toBe(true);
  });

  it('reading history is a 401 with requiresAuth', async () => {
    const res = await server.client().get('/api/rfi');
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect(res.body.requiresAuth).toBe(true);
  });
});

describe('POST /api/rfi', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = await server.signUp({ name: 'Saver Person' });
  });

  it('saves the message with a summary and the target name, and history returns it', async () => {
    const res = await save(user, { message: 'Message one' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Message one',
      target_name: 'Dana Whitfield',
      introducer_id: null,
      introducer_name: null,
    });
    expect(typeof res.body.id).toBe('string');
    expect(Number.isNaN(Date.parse(res.body.created_at))).toBe(false);
    expect(typeof res.body.summary).toBe('string');
    expect(res.body.summary.length).toBeGreaterThan(0);
    expect(res.body.summary.length).toBeLessThanOrEqual(140);

    const history = await user.get('/api/rfi');
    expect(history.status).toBe(200);
    expect(history.body.items.find((r: RfiRecord) => r.id === res.body.id)).toEqual(res.body);
  });

  it('keeps the message exactly as sent (edits included, whitespace and all)', async () => {
    const message = 'Hi Marcus,\n\n  I edited this line myself.\n\nThanks,\nSaver';
    const res = await save(user, { message });
    expect(res.status).toBe(201);
    const history = await user.get('/api/rfi');
    expect(history.body.items.find((r: RfiRecord) => r.id === res.body.id).message).toBe(message);
  });

  it('without a target, target_name is null', async () => {
    const { target: _t, ...rest } = signedInRequest;
    const res = await user.post('/api/rfi', { ...rest, message: 'No target' });
    expect(res.status).toBe(201);
    expect(res.body.target_name).toBeNull();
  });

  it('resolves the introducer by name for this user, case-insensitively', async () => {
    const created = await user.post('/api/introducers', { name: 'Marcus Chen', context: 'Stripe' });
    expect(created.status).toBe(201);
    const res = await save(user, { introducer: { name: 'marcus CHEN', context: 'Stripe' } });
    expect(res.status).toBe(201);
    expect(res.body.introducer_id).toBe(created.body.id);
    expect(res.body.introducer_name).toBe('Marcus Chen');
    const history = await user.get('/api/rfi');
    expect(history.body.items[0]).toMatchObject({
      id: res.body.id,
      introducer_id: created.body.id,
      introducer_name: 'Marcus Chen',
    });
  });

  it('resolves an introducer whose name is not plain ASCII', async () => {
    const created = await user.post('/api/introducers', { name: 'Ágnes Öberg', context: '' });
    expect(created.status).toBe(201);
    const res = await save(user, { introducer: { name: 'Ágnes Öberg' } });
    expect(res.status).toBe(201);
    expect(res.body.introducer_id).toBe(created.body.id);
    expect(res.body.introducer_name).toBe('Ágnes Öberg');
  });

  it('an introducer name that is not in the list saves with no introducer', async () => {
    const res = await save(user, { introducer: { name: 'Nobody Known' } });
    expect(res.status).toBe(201);
    expect(res.body.introducer_id).toBeNull();
    expect(res.body.introducer_name).toBeNull();
  });

  it("never links another user's introducer of the same name", async () => {
    const other = await server.signUp({ name: 'Other Owner' });
    await other.post('/api/introducers', { name: 'Shared Name', context: 'other' });
    const res = await save(user, { introducer: { name: 'Shared Name' } });
    expect(res.status).toBe(201);
    expect(res.body.introducer_id).toBeNull();
  });

  it.each([
    ['no message', {}, 'message'],
    ['an empty message', { message: '' }, 'message'],
    ['a blank message', { message: '   \n ' }, 'message'],
    ['a message over 4000 characters', { message: 'x'.repeat(FORM_LIMITS.message + 1) }, 'message'],
    ['a message that is not text', { message: ['a'] }, 'message'],
    ['an unknown field', { message: 'ok', user_id: 'someone' }, 'user_id'],
    ['an over-long target name', { message: 'ok', target: { name: 'x'.repeat(81) } }, 'target.name'],
  ])('refuses %s', async (_label, patch, field) => {
    const { message: _m, ...base } = { ...signedInRequest, message: undefined };
    const res = await user.post('/api/rfi', { ...base, ...patch });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields[field], JSON.stringify(res.body)).toBeTruthy();
  });

  it('accepts a message of exactly 4000 characters', async () => {
    const res = await save(user, { message: 'y'.repeat(FORM_LIMITS.message) });
    expect(res.status).toBe(201);
    expect(res.body.message).toHaveLength(FORM_LIMITS.message);
  });

  it('refuses malformed JSON and a non-JSON content type', async () => {
    expectErrorBody(await user.post('/api/rfi', '{"message":'), 400, 'INVALID_JSON');
    expectErrorBody(
      await user.post('/api/rfi', 'message=hi', { 'content-type': 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('GET /api/rfi', () => {
  let user: TestClient;
  const ids: string[] = [];
  beforeAll(async () => {
    user = await server.signUp({ name: 'History Person' });
    // 120 saves, a few at a time, so several land in the same millisecond.
    for (let i = 0; i < 120; i += 6) {
      const batch = await Promise.all(
        Array.from({ length: 6 }, (_, j) =>
          save(user, { message: `Message ${i + j}`, target: { name: `Target ${i + j}` } }),
        ),
      );
      for (const res of batch) {
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
    }
  });

  it('an empty history is an empty first page', async () => {
    const fresh = await server.signUp();
    const res = await fresh.get('/api/rfi');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], next_cursor: null });
  });

  it(`returns at most ${HISTORY_PAGE.default} rows by default, newest first, with a cursor`, async () => {
    const res = await user.get('/api/rfi');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(HISTORY_PAGE.default);
    expect(res.body.next_cursor).toEqual(expect.any(String));
    const keys = res.body.items.map(key);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('the newest save comes first', async () => {
    const last = await save(user, { message: 'The very latest' });
    const res = await user.get('/api/rfi?limit=1');
    expect(res.body.items).toEqual([last.body]);
    ids.push(last.body.id);
  });

  it('pages through every row newest first with limit and cursor, without repeats or gaps', async () => {
    for (const limit of [7, 50, 100]) {
      const items = await allPages(user, '', limit);
      expect(items).toHaveLength(ids.length);
      expect(new Set(items.map((r) => r.id))).toEqual(new Set(ids));
      const keys = items.map(key);
      expect(keys).toEqual([...keys].sort().reverse());
    }
  });

  it('order=asc pages oldest first', async () => {
    const items = await allPages(user, '&order=asc', 25);
    expect(items).toHaveLength(ids.length);
    const keys = items.map(key);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(items.map((r) => r.id))).toEqual(new Set(ids));
  });

  it('the page size the History page asks for (100) leaves the 101st row and beyond to the next page', async () => {
    const first = await user.get<RfiPage>(`/api/rfi?limit=${HISTORY_PAGE.max}`);
    expect(first.body.items).toHaveLength(HISTORY_PAGE.max);
    const next = await user.get<RfiPage>(
      `/api/rfi?limit=${HISTORY_PAGE.max}&cursor=${encodeURIComponent(first.body.next_cursor ?? '')}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.items).toHaveLength(ids.length - HISTORY_PAGE.max);
    expect(next.body.next_cursor).toBeNull();
    const seen = [...first.body.items, ...next.body.items].map((r) => r.id);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it('requests dated the same instant are each listed once, across page boundaries, in both orders', async () => {
    const twins = await server.signUp();
    const copiedAt = '2026-01-05T10:00:00.000Z';
    const items = Array.from({ length: 9 }, (_, i) => ({
      id: crypto.randomUUID(),
      message: `Twin ${i}`,
      target_name: `Twin target ${i}`,
      copied_at: copiedAt,
    }));
    const imported = await twins.post('/api/rfi/import', { items });
    expect(imported.status).toBe(200);
    for (const order of ['desc', 'asc']) {
      const listed = await allPages(twins, `&order=${order}`, 2);
      expect(listed.map((r) => r.message).sort()).toEqual(items.map((r) => r.message).sort());
      const listedIds = listed.map((r) => r.id);
      const sorted = [...listedIds].sort();
      expect(listedIds).toEqual(order === 'desc' ? sorted.reverse() : sorted);
    }
  });

  it('order=desc is the default', async () => {
    const a = await user.get('/api/rfi?limit=10');
    const b = await user.get('/api/rfi?limit=10&order=desc');
    expect(a.body).toEqual(b.body);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['order=newest', 'order'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('yesterday|abc').toString('base64url')}`, 'cursor'],
    [`cursor=${'a'.repeat(201)}`, 'cursor'],
    ['sort=created_at', 'sort'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const res = await user.get(`/api/rfi?${query}`);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields[field], JSON.stringify(res.body)).toBeTruthy();
  });
});

describe('rate limit on saving', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_SAVE: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('after 3 saves a user gets 429 with Retry-After, and the refused save is not stored', async () => {
    const user = await limited.signUp();
    for (let i = 0; i < 3; i++) expect((await save(user, { message: `ok ${i}` })).status).toBe(201);
    const blocked = await save(user, { message: 'one too many' });
    expectErrorBody(blocked, 429, 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const history = await user.get('/api/rfi');
    expect(history.body.items.map((r: RfiRecord) => r.message).sort()).toEqual(['ok 0', 'ok 1', 'ok 2']);
    // Another user is not affected.
    const other = await limited.signUp();
    expect((await save(other)).status).toBe(201);
  });
});
