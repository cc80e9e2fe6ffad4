#!/usr/bin/env node
/**
 * Follow-ups (issue 14): one user with 10,000 requests (statuses from 30,000 dated events: the copy
 * and two steps each) and 5,000 introducers. Measures, one request at a time as that user waits
 * for them, the history page's API answer (GET /api/rfi, the page's own limit of 100, newest and
 * oldest first) and the due-follow-ups list (GET /api/follow-ups, with its 20 nudges written):
 * p50/p99 (target: p99 under 20 ms).
 *   npm run build && node bench/follow-ups/run.mjs [--db sqlite|postgres] [--duration 10] [--port 3405]
 * The requests are seeded through the API: 200 imports of 50 backdated copies each (which also create
 * the 5,000 introducers), then 20,000 status changes dated after each copy. PostgreSQL:
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is
 * created and dropped).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { arg, cannon, signUpCookie } from '../lib/http.mjs';
import { cpuMs, startAppServer } from '../lib/processes.mjs';

const dbKind = arg('db', 'sqlite');
const duration = Number(arg('duration', 10));
// Another port when someone else's run holds 3405 on the shared machine.
const port = Number(arg('port', 3405));
const base = `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json', origin: base };
const DAY = 86_400_000;
const REQUESTS = 10_000;
const INTRODUCERS = 5_000;

let databaseUrl = '';
let dropDatabase = async () => {};
if (dbKind === 'postgres') {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `introask_bench_fu_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    // BENCH_KEEP_DATABASE=1 keeps it, to look at the plans afterwards (EXPLAIN ANALYZE).
    if (process.env.BENCH_KEEP_DATABASE) return console.log(`kept database ${name}`);
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`drop database if exists ${name} with (force)`);
    await d.end();
  };
}

const app = startAppServer({
  port,
  tmpPrefix: 'introask-follow-ups-',
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SAVE: '1000000000',
    RATE_LIMIT_SIGNIN_PER_IP: '1000000000',
  },
});

async function parallel(n, concurrency, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i < n) await fn(i++);
    }),
  );
}

async function ok(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Request i: copied between 3 and 365 days ago, sent a day later, then one more step a day after
 * that: a fifth are sent again (still waiting: most of them due), the rest agreed, introduced, met
 * or closed.
 */
const copiedAt = (i) => Date.now() - (3 + ((i * 7919) % 363)) * DAY;
const THIRD = [
  { status: 'sent' },
  { status: 'agreed' },
  { status: 'introduced' },
  { status: 'met' },
  { status: 'closed', reason: 'no_reply' },
];

try {
  await app.ready();
  const cookie = await signUpCookie(base, 'follow-ups@example.com', 'Nora Quinn');
  const seedStart = Date.now();
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
  const ids = [];
  await parallel(REQUESTS / 50, 4, async (batch) => {
    const items = Array.from({ length: 50 }, (_, k) => {
      const i = batch * 50 + k;
      return {
        id: randomUUID(),
        message: `Hi Marcus,\n\nWould you introduce me to Target ${i}?\n\nThanks,\nNora`,
        summary: `Intro to Target ${i} via Introducer ${i % INTRODUCERS}`,
        target_name: `Target ${i}`,
        introducer_name: `Introducer ${String(i % INTRODUCERS).padStart(4, '0')}`,
        copied_at: new Date(copiedAt(i)).toISOString(),
      };
    });
    await ok(
      await fetch(`${base}/api/rfi/import`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ items }),
      }),
      'import',
    );
  });
  // Every request's id with its target's number, a page of 100 at a time.
  for (let cursor = ''; ; ) {
    const res = await ok(
      await fetch(`${base}/api/rfi?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } }),
      'list',
    );
    const page = await res.json();
    for (const item of page.items) ids.push([item.id, Number(item.target_name.split(' ')[1])]);
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
  }
  if (ids.length !== REQUESTS) throw new Error(`expected ${REQUESTS} requests, found ${ids.length}`);
  const step = (id, body) =>
    fetch(`${base}/api/rfi/${id}/status`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify(body),
    }).then((res) => ok(res, 'status'));
  await parallel(REQUESTS, 8, async (n) => {
    const [id, i] = ids[n];
    await step(id, { status: 'sent', at: new Date(copiedAt(i) + DAY).toISOString() });
    await step(id, { ...THIRD[i % THIRD.length], at: new Date(copiedAt(i) + 2 * DAY).toISOString() });
  });
  const due = await (await fetch(`${base}/api/follow-ups`, { headers: { cookie } })).json();
  const introducers = await (await fetch(`${base}/api/introducers`, { headers: { cookie } })).json();
  console.log(
    `\nSeeded on ${dbKind} in ${Math.round((Date.now() - seedStart) / 1000)} s: ${ids.length} requests, ${3 * ids.length} events, ${introducers.length} introducers; ${due.total} due (${due.items.length} listed with their nudge)\n`,
  );

  console.log(`(machine load average when the reads start: ${load()} on ${availableParallelism()} cores)\n`);
  console.log(
    '| one user, 10,000 requests, 30,000 events, 5,000 introducers | p50 ms | p99 ms | max ms | server CPU ms per request | requests | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const read = async (label, path) => {
    // One request at a time, as the user waits for it. The server's CPU time per request does not
    // depend on what else the machine runs, as the latency's tail does on these shared cores.
    const before = cpuMs(app.server.pid);
    const r = await cannon({ url: base + path, headers: { cookie }, duration, connections: 1 });
    const after = cpuMs(app.server.pid);
    const cpu = (after.user + after.system - before.user - before.system) / Math.max(1, r.requests.total);
    console.log(
      `| ${label} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${cpu.toFixed(2)} | ${r.requests.total} | ${r.errors + r.non2xx} |`,
    );
  };
  const readAll = async (state) => {
    await read(`history page (GET /api/rfi?limit=100)${state}`, '/api/rfi?order=desc&limit=100');
    await read(`history page, oldest first${state}`, '/api/rfi?order=asc&limit=100');
    await read(`due follow-ups (GET /api/follow-ups)${state}`, '/api/follow-ups');
  };
  if (dbKind !== 'postgres') {
    await readAll('');
  } else {
    // PostgreSQL plans from table statistics, which autovacuum gathers within a minute of this many
    // writes; where autovacuum is off (as on this machine) there are none until ANALYZE. Both states.
    await readAll(', no statistics yet');
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query('analyze');
    await c.end();
    await readAll(', after ANALYZE');
  }
} finally {
  await app.close();
  await dropDatabase();
}
