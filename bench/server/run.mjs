#!/usr/bin/env node
/**
 * Server throughput, in one run on this machine: a bare node:http hello-world (the ceiling), the floor
 * of a JSON POST route of generate's shape (floor.mjs: read and parse the body, answer a captured
 * generate response with its headers), guest POST /api/generate and signed-in POST /api/generate
 * against the production build (`npm run build` first). Prints requests/s and p99, each as a share of
 * the ceiling and of the floor.
 *   node bench/server/run.mjs [--duration 10] [--connections 32]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arg, cannon as run, signUpCookie } from '../lib/http.mjs';
import { start, stop, waitFor } from '../lib/processes.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 32));
const root = path.resolve(import.meta.dirname, '../..');

const request = {
  introducer: { name: 'Marcus Chen', context: 'we worked together at Stripe for three years' },
  target: {
    name: 'Dana Whitfield',
    relevance: 'Partner at Foundry Ventures, leads their infrastructure investments',
    purpose: 'raise a $2M seed round',
    value_add: 'we are growing 30% month over month with 40 paying customers',
  },
  meta: { include_calendly: false },
};

const cannon = (opts) => run({ connections, duration, ...opts });

const summary = (name, r) => ({
  name,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

const results = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'introask-bench-'));
const base = 'http://127.0.0.1:3402';
const server = start(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  NODE_ENV: 'production',
  PORT: '3402',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  PUBLIC_URL: base,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  RATE_LIMIT_GENERATE: '100000000',
});
try {
  await waitFor(`${base}/api/ready`);
  const cookie = await signUpCookie(base, 'bench@example.com');
  await fetch(`${base}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({
      bio: 'I run ops at a 30-person logistics startup in Rotterdam.',
      job_title: 'Head of Operations',
    }),
  });
  const guestBody = JSON.stringify({
    ...request,
    profile: { name: 'Nora Quinn', bio: 'I run ops at a logistics startup.' },
  });
  const headers = { 'content-type': 'application/json' };
  // One real answer, replayed by the floor server: the same status line, headers and body.
  const sample = await fetch(`${base}/api/generate`, { method: 'POST', headers, body: guestBody });
  const sampleHeaders = Object.fromEntries(
    [...sample.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  writeFileSync(
    path.join(dataDir, 'floor.json'),
    JSON.stringify({ headers: sampleHeaders, body: await sample.text() }),
  );

  const hello = start(process.execPath, [path.join(import.meta.dirname, 'hello.mjs')], { PORT: '3401' });
  await waitFor('http://127.0.0.1:3401/');
  await cannon({ url: 'http://127.0.0.1:3401/', duration: 2 }); // warm-up
  results.push(summary('node:http hello-world (ceiling)', await cannon({ url: 'http://127.0.0.1:3401/' })));
  await stop(hello);

  const floor = start(process.execPath, [path.join(import.meta.dirname, 'floor.mjs')], {
    PORT: '3403',
    FLOOR_RESPONSE: path.join(dataDir, 'floor.json'),
  });
  const floorUrl = 'http://127.0.0.1:3403/api/generate';
  await cannon({ url: floorUrl, method: 'POST', headers, body: guestBody, duration: 2 }); // warm-up (also waits)
  results.push(
    summary(
      'floor: node:http JSON POST, same answer',
      await cannon({ url: floorUrl, method: 'POST', headers, body: guestBody }),
    ),
  );
  await stop(floor);

  await cannon({ url: `${base}/api/generate`, method: 'POST', headers, body: guestBody, duration: 2 }); // warm-up
  results.push(
    summary(
      'guest POST /api/generate',
      await cannon({ url: `${base}/api/generate`, method: 'POST', headers, body: guestBody }),
    ),
  );
  results.push(
    summary(
      'signed-in POST /api/generate',
      await cannon({
        url: `${base}/api/generate`,
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(request),
      }),
    ),
  );
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const ceiling = results[0].rps;
const floorRps = results[1].rps;
console.log(`\nServer throughput (${connections} connections, ${duration} s each, ${new Date().toISOString()})\n`);
console.log('| scenario | req/s | share of ceiling | share of floor | p50 ms | p99 ms | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.rps} | ${Math.round((r.rps / ceiling) * 100)}% | ${Math.round((r.rps / floorRps) * 100)}% | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
  );
}
