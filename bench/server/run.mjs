#!/usr/bin/env node
/**
 * Server throughput, in one run on this machine: a bare node:http hello-world (the ceiling), the floor
 * of a JSON POST route of generate's shape (floor.mjs: read and parse the body, answer a captured
 * generate response with its headers), guest POST /api/generate, signed-in POST /api/generate and
 * signed-in GET /api/profile against the production build (`npm run build` first). Prints requests/s
 * and p99, each as a share of the ceiling and of the floor.
 * The floor is also run with 10, 25, 50 and 100 µs of pure CPU work added per request, which shows
 * how much work a route can do for a given share of the ceiling. Also prints the server's CPU time
 * per request, steadier than requests/s on a shared machine.
 *   node bench/server/run.mjs [--duration 10] [--connections 32] [--work 10,25,50,100]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, cannon as run, signUpCookie } from '../lib/http.mjs';
import { cpuMs, start, startAppServer, stop, waitFor } from '../lib/processes.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 32));
const work = String(arg('work', '10,25,50,100')).split(',').filter(Boolean).map(Number);

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

/** One autocannon run against the process `target`, with the CPU that process spent on it. */
async function cannon(target, opts) {
  const before = cpuMs(target.pid);
  const result = await run({ connections, duration, ...opts });
  const after = cpuMs(target.pid);
  return { result, user: after.user - before.user, system: after.system - before.system };
}

const summary = (name, { result: r, user, system }) => ({
  name,
  rps: Math.round(r.requests.average),
  // Server CPU per answered request, in µs, and how busy the server was (100% = one core).
  userUs: (user * 1000) / r.requests.total,
  systemUs: (system * 1000) / r.requests.total,
  busy: Math.round((user + system) / (r.duration * 10)),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

const results = [];
const base = 'http://127.0.0.1:3402';
const app = startAppServer({
  port: 3402,
  tmpPrefix: 'introask-bench-',
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: base,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    RATE_LIMIT_GENERATE: '100000000',
  },
});
const { server, dataDir } = app;
try {
  await app.ready();
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
  await cannon(hello, { url: 'http://127.0.0.1:3401/', duration: 2 }); // warm-up
  results.push(summary('node:http hello-world (ceiling)', await cannon(hello, { url: 'http://127.0.0.1:3401/' })));
  await stop(hello);

  // The floor, then the floor with a given amount of pure CPU work per request: what a route may
  // spend for a given share of the ceiling on this machine, measured rather than assumed.
  for (const workUs of [0, ...work]) {
    const floor = start(process.execPath, [path.join(import.meta.dirname, 'floor.mjs')], {
      PORT: '3403',
      FLOOR_RESPONSE: path.join(dataDir, 'floor.json'),
      WORK_US: String(workUs),
    });
    const floorUrl = 'http://127.0.0.1:3403/api/generate';
    await cannon(floor, { url: floorUrl, method: 'POST', headers, body: guestBody, duration: 2 }); // warm-up (also waits)
    results.push(
      summary(
        workUs === 0 ? 'floor: node:http JSON POST, same answer' : `floor + ${workUs} µs of CPU work per request`,
        await cannon(floor, { url: floorUrl, method: 'POST', headers, body: guestBody }),
      ),
    );
    await stop(floor);
  }

  await cannon(server, { url: `${base}/api/generate`, method: 'POST', headers, body: guestBody, duration: 2 }); // warm-up
  results.push(
    summary(
      'guest POST /api/generate',
      await cannon(server, { url: `${base}/api/generate`, method: 'POST', headers, body: guestBody }),
    ),
  );
  results.push(
    summary(
      'signed-in POST /api/generate',
      await cannon(server, {
        url: `${base}/api/generate`,
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(request),
      }),
    ),
  );
  // The smallest signed-in call: the session check and one indexed read, little else.
  results.push(
    summary('signed-in GET /api/profile', await cannon(server, { url: `${base}/api/profile`, headers: { cookie } })),
  );
} finally {
  await app.close();
}

const ceiling = results[0].rps;
const floorRps = results[1].rps;
console.log(`\nServer throughput (${connections} connections, ${duration} s each, ${new Date().toISOString()})\n`);
console.log(
  '| scenario | req/s | share of ceiling | share of floor | server CPU µs/req (user + system) | server busy | p50 ms | p99 ms | non-2xx | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const cpu = `${Math.round(r.userUs + r.systemUs)} (${Math.round(r.userUs)} + ${Math.round(r.systemUs)})`;
  console.log(
    `| ${r.name} | ${r.rps} | ${Math.round((r.rps / ceiling) * 100)}% | ${Math.round((r.rps / floorRps) * 100)}% | ${cpu} | ${r.busy}% | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
  );
}
