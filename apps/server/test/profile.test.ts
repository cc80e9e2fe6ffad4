/** GET/PUT /api/profile and PUT /api/field: the seven fields, their limits, and guests. */
import { PROFILE_FIELDS, PROFILE_LIMITS } from '@introask/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sample: Record<(typeof PROFILE_FIELDS)[number], string> = {
  name: 'Nora Quinn',
  job_title: 'Head of Operations',
  company_name: 'Lattice Freight',
  calendly_url: 'https://calendly.com/nora/30min',
  bio: 'I run ops at a logistics startup.',
  asks: 'Intros to seed investors in logistics.',
  value_add: 'Happy to share our routing playbook.',
};

describe('guests', () => {
  it.each([
    ['GET', '/api/profile', undefined],
    ['PUT', '/api/profile', { bio: 'x' }],
    ['PUT', '/api/field', { field: 'bio', content: 'x' }],
  ])('%s %s is a 401 with requiresAuth', async (method, path, body) => {
    const res = await server.client().request(method, path, body);
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
    expect(res.body.requiresAuth).toBe(true);
  });

  it('an invalid body from a guest is still a 401, not a validation message', async () => {
    const res = await server.client().put('/api/field', { field: 'nope' });
    expectErrorBody(res, 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/field', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = await server.signUp({ name: 'Field User' });
  });

  it.each(PROFILE_FIELDS.map((f) => [f]))('updates %s alone and a later read returns it', async (field) => {
    const before = (await user.get('/api/profile')).body;
    const res = await user.put('/api/field', { field, content: sample[field] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, [field]: sample[field] });
    expect((await user.get('/api/profile')).body).toEqual({ ...before, [field]: sample[field] });
  });

  it('trims the content', async () => {
    const res = await user.put('/api/field', { field: 'job_title', content: '   CTO  ' });
    expect(res.status).toBe(200);
    expect(res.body.job_title).toBe('CTO');
  });

  it('an empty string clears a field', async () => {
    await user.put('/api/field', { field: 'asks', content: 'something' });
    const res = await user.put('/api/field', { field: 'asks', content: '' });
    expect(res.status).toBe(200);
    expect((await user.get('/api/profile')).body.asks).toBe('');
  });

  it.each(PROFILE_FIELDS.filter((f) => f !== 'calendly_url').map((f) => [f, PROFILE_LIMITS[f]] as const))(
    '%s accepts %i characters and refuses one more',
    async (field, max) => {
      const ok = await user.put('/api/field', { field, content: 'a'.repeat(max) });
      expect(ok.status).toBe(200);
      expect(ok.body[field]).toHaveLength(max);
      const tooLong = await user.put('/api/field', { field, content: 'b'.repeat(max + 1) });
      expectErrorBody(tooLong, 400, 'VALIDATION_FAILED');
      expect(tooLong.body.fields.content).toMatch(new RegExp(`at most ${max} characters`));
      expect((await user.get('/api/profile')).body[field]).toBe('a'.repeat(max));
    },
  );

  it('calendly_url accepts an empty value or a URL up to 300 characters', async () => {
    for (const content of ['', 'https://calendly.com/nora', `https://calendly.com/${'x'.repeat(300 - 21)}`]) {
      const res = await user.put('/api/field', { field: 'calendly_url', content });
      expect(res.status, content).toBe(200);
      expect(res.body.calendly_url).toBe(content);
    }
  });

  it.each([
    ['not a URL', 'calendly nora'],
    ['no scheme', 'calendly.com/nora'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a host without a dot', 'http://localhost/x'],
    ['301 characters', `https://calendly.com/${'x'.repeat(301 - 21)}`],
  ])('calendly_url refuses %s', async (_label, content) => {
    await user.put('/api/field', { field: 'calendly_url', content: 'https://calendly.com/kept' });
    const res = await user.put('/api/field', { field: 'calendly_url', content });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty('content');
    expect((await user.get('/api/profile')).body.calendly_url).toBe('https://calendly.com/kept');
  });

  it.each([
    ['an unknown field name', { field: 'email', content: 'x@example.com' }, 'field'],
    ['user_id as the field', { field: 'user_id', content: 'someone-else' }, 'field'],
    ['a missing field', { content: 'x' }, 'field'],
    ['a missing content', { field: 'bio' }, 'content'],
    ['content that is not text', { field: 'bio', content: 42 }, 'content'],
    ['content that is null', { field: 'bio', content: null }, 'content'],
    ['an extra property', { field: 'bio', content: 'x', user_id: 'other' }, 'user_id'],
  ])('refuses %s with a per-field message', async (_label, body, key) => {
    const res = await user.put('/api/field', body);
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty(key);
  });
});

describe('PUT /api/profile', () => {
  let user: TestClient;
  beforeAll(async () => {
    user = await server.signUp({ name: 'Profile User' });
  });

  it('writes all seven fields at once', async () => {
    const res = await user.put('/api/profile', sample);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(sample);
    expect((await user.get('/api/profile')).body).toEqual(sample);
  });

  it('writes a subset and keeps the other fields', async () => {
    await user.put('/api/profile', sample);
    const res = await user.put('/api/profile', { bio: 'New bio', company_name: 'New Co' });
    expect(res.status).toBe(200);
    expect((await user.get('/api/profile')).body).toEqual({ ...sample, bio: 'New bio', company_name: 'New Co' });
  });

  it('refuses the whole update when one field is invalid, and changes nothing', async () => {
    await user.put('/api/profile', sample);
    const res = await user.put('/api/profile', { bio: 'changed', calendly_url: 'not a url', asks: 'z'.repeat(1201) });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.body.fields).sort()).toEqual(['asks', 'calendly_url']);
    expect((await user.get('/api/profile')).body).toEqual(sample);
  });

  it('refuses unknown fields', async () => {
    const res = await user.put('/api/profile', { bio: 'x', email: 'someone@example.com' });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields.email).toBe('Unknown field');
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"bio"'],
    ['null', 'null'],
  ])('refuses a body that is %s', async (_label, raw) => {
    expectErrorBody(await user.put('/api/profile', raw), 400, 'VALIDATION_FAILED');
  });

  it('refuses malformed JSON and a body that is not JSON', async () => {
    expectErrorBody(await user.put('/api/profile', '{"bio": '), 400, 'INVALID_JSON');
    expectErrorBody(
      await user.put('/api/profile', 'bio=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
