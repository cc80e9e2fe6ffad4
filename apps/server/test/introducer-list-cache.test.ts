/**
 * The introducer list is served from a per-user cache keyed by a version every write bumps. Two
 * servers on one database stand in for two processes: a write through either is seen by both at
 * once, never a stale list.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness';

let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startTestServer({}, database);
  b = await startTestServer({}, database);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.drop();
});

it('shows every create and update at once, whichever server made it and whichever reads', async () => {
  const onA = await a.signUp();
  const onB = b.client();
  onB.cookie = onA.cookie; // the same session, through the other server
  onB.origin = b.url;

  expect((await onB.get('/api/introducers')).body).toEqual([]);
  const created = await onA.post('/api/introducers', { name: 'Marcus Chen', context: 'ex-colleague' });
  expect(created.status).toBe(201);

  // B answered [] before: its cached copy must not survive A's write.
  expect((await onB.get('/api/introducers')).body).toEqual([
    { id: created.body.id, name: 'Marcus Chen', context: 'ex-colleague', email: '' },
  ]);
  expect((await onB.get('/api/introducers')).body).toHaveLength(1);

  const updated = await onB.put(`/api/introducers/${created.body.id}`, { context: 'we worked together at Stripe' });
  expect(updated.status).toBe(200);
  expect((await onA.get('/api/introducers')).body).toEqual([
    { id: created.body.id, name: 'Marcus Chen', context: 'we worked together at Stripe', email: '' },
  ]);

  await onB.post('/api/introducers', { name: 'Ana Lima', context: '' });
  expect((await onA.get('/api/introducers')).body.map((i: { name: string }) => i.name)).toEqual([
    'Ana Lima',
    'Marcus Chen',
  ]);
});

it('keeps users apart: one user cached never answers for another', async () => {
  const first = await a.signUp();
  const second = await a.signUp();
  await first.post('/api/introducers', { name: 'Only Mine', context: '' });
  expect((await first.get('/api/introducers')).body).toHaveLength(1);
  expect((await second.get('/api/introducers')).body).toEqual([]);
});
