#!/usr/bin/env node
/**
 * `npm run cluster`: N identical server processes on consecutive ports, sharing PostgreSQL
 * (DATABASE_URL) and Redis (REDIS_URL) and nothing else, behind nginx on PORT (default 3000), configured
 * from deploy/nginx/introask.conf.template (Debian: `apt-get install -y nginx`). Build first (`npm run build`).
 *
 *   DATABASE_URL=postgres://... REDIS_URL=redis://... AUTH_SECRET=... npm run cluster -- --workers 2
 *
 * nginx sets X-Forwarded-For, and the workers run with TRUST_PROXY=true so rate limits key on the
 * real client; it refuses bodies over 64 KB and cuts off stalled clients. A worker that refuses
 * connections is skipped for a few seconds.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startNginx } from './nginx.mjs';

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

let stopping = false;
let proxy = null;
const stop = () => {
  if (stopping) return;
  stopping = true;
  proxy?.stop();
  for (const child of children) child.kill('SIGTERM');
};
try {
  proxy = await startNginx({ host: process.env.HOST ?? '0.0.0.0', port, upstreams });
  console.log(`cluster: nginx on :${port} -> ${upstreams.map((u) => u.port).join(', ')}`);
} catch (error) {
  console.error(`cluster: ${error.message}`);
  stop();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
let exited = 0;
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`cluster: a worker exited with code ${code}`);
    if (++exited === children.length) process.exit(stopping ? 0 : 1);
  });
}
