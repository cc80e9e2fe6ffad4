#!/usr/bin/env node
/**
 * `npm run cluster`: N identical server processes on consecutive ports, sharing PostgreSQL
 * (DATABASE_URL) and Redis (REDIS_URL) and nothing else, behind a small round-robin reverse proxy
 * on PORT (default 3000). Build first (`npm run build`).
 *
 *   DATABASE_URL=postgres://... REDIS_URL=redis://... AUTH_SECRET=... npm run cluster -- --workers 2
 *
 * The proxy sets X-Forwarded-For, and the workers run with TRUST_PROXY=true so rate limits key on
 * the real client. A worker that does not answer is skipped until it does.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createProxy } from './proxy.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argIndex = process.argv.indexOf('--workers');
const workers = Number(argIndex > 0 ? process.argv[argIndex + 1] : (process.env.CLUSTER_WORKERS ?? 2));
const port = Number(process.env.PORT ?? 3000);
const firstWorkerPort = Number(process.env.CLUSTER_FIRST_PORT ?? port + 1);

for (const name of ['DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET']) {
  if (!process.env[name]) {
    console.error(`cluster: ${name} is required (several processes share PostgreSQL, Redis and one secret)`);
    process.exit(1);
  }
}
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) {
  console.error('cluster: DATABASE_URL must be a postgres:// URL (SQLite is for one process)');
  process.exit(1);
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const children = [];
const upstreams = [];
for (let i = 0; i < workers; i++) {
  const workerPort = firstWorkerPort + i;
  upstreams.push({ host: '127.0.0.1', port: workerPort });
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(workerPort), HOST: '127.0.0.1', PUBLIC_URL: publicUrl, TRUST_PROXY: 'true' },
  });
  children.push(child);
}

const proxy = createProxy(upstreams);
proxy.listen(port, process.env.HOST ?? '0.0.0.0', () => {
  console.log(`cluster: proxy on :${port} -> ${upstreams.map((u) => u.port).join(', ')}`);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  proxy.close();
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
let exited = 0;
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`cluster: a worker exited with code ${code}`);
    if (++exited === children.length) process.exit(stopping ? 0 : 1);
  });
}
