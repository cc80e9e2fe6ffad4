/** Decision 011: a saved message keeps who wrote it (rfi.writer, migration 003), on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, signedInRequest, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the history keeps the writer', () => {
  it('saves and lists the writer given with the message, and null without one', async () => {
    const user = await server.signUp();
    const withWriter = await user.post('/api/rfi', {
      ...signedInRequest,
      message: 'By the model.',
      writer: 'Llama 3.1',
    });
    expect(withWriter.status).toBe(201);
    expect(withWriter.body.writer).toBe('Llama 3.1');
    const without = await user.post('/api/rfi', { ...signedInRequest, message: 'Older client.' });
    expect(without.status).toBe(201);
    expect(without.body.writer).toBeNull();

    const history = await user.get('/api/rfi');
    const byMessage = Object.fromEntries(
      history.body.items.map((r: { message: string; writer: string | null }) => [r.message, r.writer]),
    );
    expect(byMessage).toEqual({ 'By the model.': 'Llama 3.1', 'Older client.': null });
  });

  it('refuses a writer that is not a short text', async () => {
    const user = await server.signUp();
    const res = await user.post('/api/rfi', { ...signedInRequest, message: 'x', writer: 'w'.repeat(121) });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect(res.body.fields.writer).toMatch(/at most 120/);
  });
});
