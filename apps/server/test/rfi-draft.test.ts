/** Issue 14: one row per draft. Copying the same draft again updates its row and counts the copies. */
import { randomUUID } from 'node:crypto';
import type { RfiPage, RfiRecord } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, signedInRequest, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let user: TestClient;
let other: TestClient;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SAVE: '100000' });
  user = await server.signUp({ name: 'Draft Copier' });
  other = await server.signUp({ name: 'Other Copier' });
});
afterAll(async () => {
  await server?.close();
});

const save = (client: TestClient, body: Record<string, unknown>) =>
  client.post<RfiRecord>('/api/rfi', { ...signedInRequest, ...body });
const history = async (client: TestClient) => (await client.get<RfiPage>('/api/rfi?limit=100')).body.items;

describe('one row per draft', () => {
  it('a second copy of a draft updates its row: the latest message, a count, the status and timeline kept', async () => {
    const draftId = randomUUID();
    const first = await save(user, { draft_id: draftId, message: 'First copy' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'First copy', copy_count: 1, status: 'copied' });
    expect((await user.post(`/api/rfi/${first.body.id}/status`, { status: 'sent' })).status).toBe(201);

    const second = await save(user, { draft_id: draftId, message: 'Second copy', target: { name: 'Someone New' } });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      id: first.body.id,
      created_at: first.body.created_at,
      message: 'Second copy',
      target_name: 'Someone New',
      copy_count: 2,
      status: 'sent',
    });
    const third = await save(user, { draft_id: draftId, message: 'Third copy' });
    expect(third.body.copy_count).toBe(3);

    const rows = (await history(user)).filter((r) => r.id === first.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: 'Third copy', copy_count: 3, status: 'sent' });
    const events = (await user.get(`/api/rfi/${first.body.id}/events`)).body as { status: string }[];
    expect(events.map((e) => e.status)).toEqual(['copied', 'sent']);
  });

  it('copies without a draft, or of different drafts, are rows of their own', async () => {
    const before = (await history(user)).length;
    await save(user, { message: 'No draft' });
    await save(user, { message: 'No draft' });
    await save(user, { draft_id: randomUUID(), message: 'Draft A' });
    await save(user, { draft_id: randomUUID(), message: 'Draft B' });
    const items = await history(user);
    expect(items.length).toBe(before + 4);
    expect(items.filter((r) => r.message === 'No draft').every((r) => r.copy_count === 1)).toBe(true);
  });

  it("another user's copy of the same draft id is their own row, and leaves the first user's alone", async () => {
    const draftId = randomUUID();
    const mine = await save(user, { draft_id: draftId, message: 'Mine' });
    const theirs = await save(other, { draft_id: draftId, message: 'Theirs' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.copy_count).toBe(1);
    expect((await history(user)).find((r) => r.id === mine.body.id)).toMatchObject({ message: 'Mine', copy_count: 1 });
  });

  it('two copies of a new draft at once make one row', async () => {
    const draftId = randomUUID();
    const [a, b] = await Promise.all([
      save(user, { draft_id: draftId, message: 'At once A' }),
      save(user, { draft_id: draftId, message: 'At once B' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const row = (await history(user)).find((r) => r.id === a.body.id);
    expect(row?.copy_count).toBe(2);
  });

  it('refuses a draft_id that is not a UUID', async () => {
    const res = await user.post('/api/rfi', { ...signedInRequest, draft_id: 'draft-1', message: 'Hello' });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty('draft_id');
  });
});
