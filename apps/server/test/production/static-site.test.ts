/**
 * The built web app as the server serves it: the prerendered home page at `/`, the empty shell for
 * every other client route, hashed assets cached for a year and sent compressed (the copies the
 * build's last step writes), missing files and the build's own files 404.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../harness';

let db: TestDatabase;
let server: TestServer;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  db = await createTestDatabase();
  const dist = path.join(db.dataDir, 'web');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>IntroAsk</title><main>Prerendered home</main>');
  writeFileSync(path.join(dist, 'spa.html'), '<!doctype html><title>IntroAsk</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  // The web build's last step, as `npm run build` runs it.
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs'), dist]);
  server = await startTestServer({ WEB_DIST: dist }, db);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

it('serves the prerendered home at / and the empty shell on every other client route', async () => {
  expect(await (await fetch(`${server.url}/`)).text()).toContain('Prerendered home');
  for (const route of ['/about', '/history', '/auth/sign-in?redirectTo=%2Fabout', '/no/such/page']) {
    const res = await fetch(server.url + route);
    expect(res.status, route).toBe(200);
    expect(res.headers.get('content-type'), route).toContain('text/html');
    expect(res.headers.get('cache-control'), route).toBe('no-cache');
    expect(await res.text(), route).toContain('<div id="root"></div>');
  }
});

it('caches hashed assets for a year and sends them compressed', async () => {
  const res = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-type')).toContain('text/javascript');
  expect(await res.text()).toBe(script); // fetch decodes the gzip body
  const raw = await new Promise<Buffer>((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () =>
          r.headers['content-encoding'] === 'gzip' ? resolve(Buffer.concat(chunks)) : reject(new Error('not gzip')),
        );
      }).on('error', reject),
    );
  });
  expect(raw.length).toBeLessThan(script.length / 4);
  expect(gunzipSync(raw).toString()).toBe(script);
});

/** The raw bytes and encoding of an answer, undecoded (fetch would decode them). */
function raw(url: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(url, { headers }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  });
}

it('sends brotli to browsers that take it, and the file as it is to those that take neither', async () => {
  const br = await raw(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.encoding).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(script);
  const plain = await raw(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'identity' });
  expect(plain.encoding).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  const res = await fetch(`${server.url}/assets/app-abc123.js`);
  expect(res.headers.get('vary')).toContain('Accept-Encoding');
});

it('answers HEAD with the headers of GET and no body', async () => {
  const res = await fetch(`${server.url}/about`, { method: 'HEAD' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(await res.text()).toBe('');
});

it("does not serve the build's own files", async () => {
  for (const file of ['/.vite/manifest.json', '/assets/app-abc123.js.gz', '/assets/app-abc123.js.br']) {
    expect((await fetch(server.url + file)).status, file).toBe(404);
  }
});

it('answers 404 for a missing file instead of HTML a browser would run as script', async () => {
  const res = await fetch(`${server.url}/assets/app-old999.js`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).not.toContain('text/html');
});
