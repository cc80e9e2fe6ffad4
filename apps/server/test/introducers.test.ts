/** GET/POST /api/introducers and PUT /api/introducers/:id. */
import { randomUUID } from 'node:crypto';
import { FORM_LIMITS, type Introducer } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('guests', () => {
  it.each([
    ['GET', '/api/introducers', undefined],
    ['POST', '/api/introducers', { name: 'Marcus', context: '' }],
    ['PUT', `/api/introducers/${randomUUID()}`, { context: 'x' }],
  ])('%s %s is a 401 with requiresAuth', async (method, path, body) => {
    const res = await server.client().request(method, path, body);
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect(res.body.requiresAuth).toBe(true);
  });
});

describe('signed in', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = await server.signUp({ name: 'Intro Owner' });
  });

  it('a new user has no introducers', async () => {
    const fresh = await server.signUp();
    const res = await fresh.get('/api/introducers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('creates introducers and lists them sorted by name, case-insensitively', async () => {
    for (const [name, context] of [
      ['marcus Chen', 'Stripe days'],
      ['Alice Wong', 'college roommate'],
      ['Zed Kowalski', ''],
      ['bea Ortiz', 'ex-manager'],
    ]) {
      const res = await user.post('/api/introducers', { name, context });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), name, context, email: '' });
    }
    const list = await user.get('/api/introducers');
    expect(list.status).toBe(200);
    expect(list.body.map((i: Introducer) => i.name)).toEqual([
      'Alice Wong',
      'bea Ortiz',
      'marcus Chen',
      'Zed Kowalski',
    ]);
    for (const item of list.body) expect(Object.keys(item).sort()).toEqual(['context', 'email', 'id', 'name']);
  });

  it('trims the name and context, and context defaults to empty', async () => {
    const res = await user.post('/api/introducers', { name: '  Trim Me  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Trim Me', context: '' });
  });

  it.each([
    ['the same name', 'Duplicate Dan'],
    ['another case', 'DUPLICATE dan'],
    ['surrounding spaces', '  duplicate DAN '],
  ])('a second introducer with %s is a 409 and nothing is added', async (_label, name) => {
    await user.post('/api/introducers', { name: 'Duplicate Dan', context: 'first' });
    const before = (await user.get('/api/introducers')).body;
    const res = await user.post('/api/introducers', { name, context: 'second' });
    expectErrorBody(res, 409, 'CONFLICT');
    expect(res.body.fields.name).toBeTruthy();
    expect((await user.get('/api/introducers')).body).toEqual(before);
  });

  it('two racing creates of one name: one 201, one 409, one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => user.post('/api/introducers', { name: 'Racing Rita', context: '' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expectErrorBody(r, 409, 'CONFLICT');
      expect(r.body.fields.name).toBeTruthy();
    }
    const rows = (await user.get('/api/introducers')).body.filter((i: Introducer) => i.name === 'Racing Rita');
    expect(rows).toHaveLength(1);
  });

  it('another user may use the same name', async () => {
    const other = await server.signUp();
    await user.post('/api/introducers', { name: 'Common Name', context: '' });
    const res = await other.post('/api/introducers', { name: 'Common Name', context: 'mine' });
    expect(res.status).toBe(201);
  });

  it('updates the context, and the list shows it', async () => {
    const created = await user.post('/api/introducers', { name: 'Update Me', context: 'old' });
    const res = await user.put(`/api/introducers/${created.body.id}`, { context: '  new context  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.body.id, name: 'Update Me', context: 'new context', email: '' });
    const list = (await user.get('/api/introducers')).body;
    expect(list.find((i: Introducer) => i.id === created.body.id)).toEqual(res.body);
  });

  it('an update may rename (issue 14: introducers, managed), but refuses an unknown field', async () => {
    const created = await user.post('/api/introducers', { name: 'Fixed Name', context: '' });
    const res = await user.put(`/api/introducers/${created.body.id}`, { name: 'Other', context: 'x' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Other', context: 'x' });
    const unknown = await user.put(`/api/introducers/${created.body.id}`, { nickname: 'O' });
    expectErrorBody(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.body.fields.nickname).toBe('Unknown field');
  });

  it.each([
    ['a missing id', () => randomUUID()],
    ['an id that is not a UUID', () => 'not-an-id'],
    ['a very long id', () => 'x'.repeat(500)],
    ['an id with SQL in it', () => encodeURIComponent("' or '1'='1")],
  ])('updating %s is a 404', async (_label, id) => {
    const res = await user.put(`/api/introducers/${id()}`, { context: 'x' });
    expectErrorBody(res, 404, 'NOT_FOUND');
  });

  it.each([
    ['no name', { context: 'x' }, 'name'],
    ['a blank name', { name: '   ', context: 'x' }, 'name'],
    ['a name over 80 characters', { name: 'n'.repeat(FORM_LIMITS.introducerName + 1) }, 'name'],
    [
      'a context over 600 characters',
      { name: 'Long Context', context: 'c'.repeat(FORM_LIMITS.introducerContext + 1) },
      'context',
    ],
    ['a name that is not text', { name: 7 }, 'name'],
    ['an unknown field', { name: 'Has Id', id: 'chosen' }, 'id'],
  ])('creating with %s is a 400', async (_label, body, field) => {
    const res = await user.post('/api/introducers', body);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields[field], JSON.stringify(res.body)).toBeTruthy();
  });

  it('limits are inclusive: an 80-character name and a 600-character context are accepted', async () => {
    const res = await user.post('/api/introducers', {
      name: 'n'.repeat(FORM_LIMITS.introducerName),
      context: 'c'.repeat(FORM_LIMITS.introducerContext),
    });
    expect(res.status).toBe(201);
  });

  it('updating with an over-long or missing context is a 400 and changes nothing', async () => {
    const created = await user.post('/api/introducers', { name: 'Keep Context', context: 'kept' });
    expectErrorBody(
      await user.put(`/api/introducers/${created.body.id}`, { context: 'c'.repeat(601) }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(await user.put(`/api/introducers/${created.body.id}`, {}), 400, 'VALIDATION_FAILED');
    expectErrorBody(await user.put(`/api/introducers/${created.body.id}`, '{'), 400, 'INVALID_JSON');
    const list = (await user.get('/api/introducers')).body;
    expect(list.find((i: Introducer) => i.id === created.body.id).context).toBe('kept');
  });
});
