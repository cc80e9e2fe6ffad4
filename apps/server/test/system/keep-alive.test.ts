/**
 * An idle keep-alive connection stays open for KEEP_ALIVE_TIMEOUT_MS (65 s by default), not Node's
 * 5 s. With 5 s, a client that sent its next request on a connection just as the server closed it
 * got ECONNRESET (an e2e run on a loaded machine did), and a proxy in front, which keeps idle
 * upstream connections for 60 s or more, would meet the same race.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../harness';
import { type ServerProcess, startServerProcess } from './server-process';

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({ DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '' });
}, 60_000);
afterAll(async () => {
  await server?.kill();
  await database?.drop();
});

function get(agent: Agent, url: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('keeps an idle connection open well past 5 seconds, so the next request reuses it', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(agent, server.url)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await get(agent, server.url)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 30_000);
