/**
 * Operations (docs/operations.md): SIGTERM lets in-flight requests finish, refuses new connections, closes the
 * database and exits 0. A slow OpenAI-compatible endpoint (local, answering after 1.5 s) makes a
 * generate request that is still running when the signal arrives.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, guestRequest, type TestDatabase } from '../harness';
import { startServerProcess } from './server-process';

let database: TestDatabase;
let slowModel: Server;
let modelUrl: string;
let modelCalled: () => void = () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  slowModel = createServer((req, res) => {
    req.resume();
    modelCalled();
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'slow',
          object: 'chat.completion',
          created: 0,
          model: 'slow-model',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: 'Hi Marcus, could you introduce me to Dana Whitfield?' },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    }, 1_500);
  });
  await new Promise<void>((resolve) => slowModel.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(slowModel.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => slowModel.close(resolve));
  await database.drop();
});

it('finishes the in-flight request, then exits 0 on SIGTERM', async () => {
  const server = await startServerProcess({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    LLM_BASE_URL: modelUrl,
    LLM_MODEL: 'slow-model',
    LOG_LEVEL: 'info',
  });
  const waitingOnModel = new Promise<void>((resolve) => {
    modelCalled = resolve;
  });
  const inFlight = fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestRequest),
  });
  await waitingOnModel; // the request is in the server, waiting on the model
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');

  const res = await inFlight;
  expect(res.status).toBe(200);
  const body = (await res.json()) as { content: string };
  expect(body.content.length).toBeGreaterThan(20);

  expect(await exited).toBe(0);
  expect(server.output()).toContain('shutting down: finishing in-flight requests');
  expect(server.output()).toContain('"msg":"stopped"');
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
});
