#!/usr/bin/env node
/**
 * Load: a realistic mix (guest generate, signed-in generate, save, history read, introducer list)
 * first at full speed to find the maximum, then for --duration seconds at 70% of it; reports
 * requests/s, p50/p99, errors and the server's RSS at start and end. Then one user with 10,000 saved
 * messages (history page read) and 5,000 introducers (autocomplete list): p50/p99.
 *   npm run build && node bench/load/run.mjs [--db sqlite|postgres] [--duration 60]
 * With --rate N the mix runs at N requests/s in all instead (issue 11: 1,000 for 60 s, p99 under
 * 25 ms, no error), and prints the server's CPU per request; --heavy no skips the one-user part.
 * BENCH_SERVER_MAIN runs another build of the server (another checkout's apps/server/dist/main.js).
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh
 * database is created and dropped).
 */
import pg from 'pg';
import { arg, cannon, signUpCookie } from '../lib/http.mjs';
import { cpuMs, rssMb, startAppServer } from '../lib/processes.mjs';

const dbKind = arg('db', 'sqlite');
const duration = Number(arg('duration', 60));
const fixedRate = Number(arg('rate', 0));
const heavyPart = arg('heavy', 'yes') !== 'no';
const base = 'http://127.0.0.1:3403';
const json = { 'content-type': 'application/json', origin: base };

let databaseUrl = '';
let dropDatabase = async () => {};
if (dbKind === 'postgres') {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `introask_bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`drop database if exists ${name} with (force)`);
    await d.end();
  };
}

const app = startAppServer({
  port: 3403,
  tmpPrefix: 'introask-load-',
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: base,
    LOG_LEVEL: 'info',
    RATE_LIMIT_GENERATE: '1000000000',
    RATE_LIMIT_SAVE: '1000000000',
    // Every bench user signs up from 127.0.0.1.
    RATE_LIMIT_SIGNIN_PER_IP: '1000000000',
  },
});

const signUp = (email) => signUpCookie(base, email, 'Load User');

async function parallel(n, concurrency, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i < n) await fn(i++);
    }),
  );
}

const request = {
  introducer: { name: 'Marcus Chen', context: 'we worked together at Stripe' },
  target: {
    name: 'Dana Whitfield',
    relevance: 'Partner at Foundry Ventures',
    purpose: 'raise a $2M seed round',
    value_add: 'we grow 30% a month',
  },
  meta: { include_calendly: false },
};

try {
  await app.ready();
  const cookies = [];
  for (let i = 0; i < 20; i++) cookies.push(await signUp(`load${i}@example.com`));
  for (const cookie of cookies) {
    await fetch(`${base}/api/introducers`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name: 'Marcus Chen', context: 'ex-colleague' }),
    });
  }
  const pick = () => cookies[Math.floor(Math.random() * cookies.length)];
  const mix = [
    {
      name: 'guest generate',
      weight: 0.3,
      method: 'POST',
      path: '/api/generate',
      body: JSON.stringify({ ...request, profile: { name: 'Nora Quinn', bio: 'Ops lead.' } }),
    },
    {
      name: 'signed-in generate',
      weight: 0.3,
      method: 'POST',
      path: '/api/generate',
      body: JSON.stringify(request),
      auth: true,
    },
    {
      name: 'save',
      weight: 0.1,
      method: 'POST',
      path: '/api/rfi',
      body: JSON.stringify({ ...request, message: 'Hi Marcus, would you introduce me to Dana?' }),
      auth: true,
    },
    { name: 'history read', weight: 0.2, method: 'GET', path: '/api/rfi?limit=50', auth: true },
    { name: 'introducer list', weight: 0.05, method: 'GET', path: '/api/introducers', auth: true },
    // What the generator's autocomplete asks as the user types (GET /api/introducers/page by prefix).
    {
      name: 'introducer autocomplete',
      weight: 0.05,
      method: 'GET',
      path: '/api/introducers/page?prefix=ma&limit=8',
      auth: true,
    },
  ];
  const runMix = (seconds, totalRate) =>
    Promise.all(
      mix.map((m) =>
        cannon({
          url: base + m.path,
          method: m.method,
          headers: m.body ? json : { origin: base },
          body: m.body,
          duration: seconds,
          connections: Math.max(2, Math.round(20 * m.weight)),
          ...(totalRate ? { overallRate: Math.max(1, Math.round(totalRate * m.weight)) } : {}),
          setupClient: m.auth
            ? (client) => client.setHeaders({ ...(m.body ? json : { origin: base }), cookie: pick() })
            : undefined,
        }).then((r) => ({ ...m, r })),
      ),
    );

  const maxRps = fixedRate ? fixedRate / 0.7 : (await runMix(10)).reduce((n, x) => n + x.r.requests.average, 0);
  // RSS breathes with garbage collection (one run read 31% growth from two single samples, the
  // next 6.6%), so it is sampled every second and the first and last 10 s are compared by median.
  const rssSamples = [];
  const sampler = setInterval(() => rssSamples.push(rssMb(app.server.pid)), 1_000);
  const cpuBefore = cpuMs(app.server.pid);
  const sustained = await runMix(duration, maxRps * 0.7);
  const cpuAfter = cpuMs(app.server.pid);
  clearInterval(sampler);
  if (process.env.BENCH_PRINT_RSS) console.log(rssSamples.join(' '));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const window = Math.min(10, Math.floor(rssSamples.length / 2));
  const rssStart = median(rssSamples.slice(0, window));
  const rssEnd = median(rssSamples.slice(-window));

  console.log(
    fixedRate
      ? `\nLoad mix on ${dbKind}: ${duration} s at ${fixedRate} req/s in all (${new Date().toISOString()})\n`
      : `\nLoad mix on ${dbKind}: maximum ${Math.round(maxRps)} req/s; ${duration} s at 70% (${Math.round(maxRps * 0.7)} req/s target)\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  let total = 0;
  let errors = 0;
  for (const { name, r } of sustained) {
    total += r.requests.average;
    errors += r.errors + r.non2xx;
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} |`,
    );
  }
  const worstP99 = Math.max(...sustained.map(({ r }) => r.latency.p99));
  console.log(`| **all** | ${Math.round(total)} | | ${worstP99} (worst) | ${errors} (errors + non-2xx) | |`);
  const answered = sustained.reduce((n, { r }) => n + r.requests.total, 0);
  const cpu = cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system;
  console.log(
    `\nServer CPU: ${Math.round((cpu * 1000) / answered)} µs per request on average over the mix; ${Math.round(cpu / (duration * 10))}% of one core`,
  );
  console.log(
    `\nServer RSS (median of the first and of the last ${window} s, sampled each second): ${rssStart} MB at the start of the sustained run, ${rssEnd} MB at the end (${Math.round(((rssEnd - rssStart) / rssStart) * 1000) / 10}% growth; lowest ${Math.min(...rssSamples)}, highest ${Math.max(...rssSamples)} MB)`,
  );

  if (heavyPart) await heavyUser();
} finally {
  await app.close();
  await dropDatabase();
}

/** One heavy user: 10,000 saved messages and 5,000 introducers. */
async function heavyUser() {
  const heavy = await signUp('heavy@example.com');
  await parallel(10_000, 16, (i) =>
    fetch(`${base}/api/rfi`, {
      method: 'POST',
      headers: { ...json, cookie: heavy },
      body: JSON.stringify({ target: { name: `Target ${i}` }, message: `Message ${i}` }),
    }),
  );
  await parallel(5_000, 16, (i) =>
    fetch(`${base}/api/introducers`, {
      method: 'POST',
      headers: { ...json, cookie: heavy },
      body: JSON.stringify({ name: `Introducer ${String(i).padStart(4, '0')}`, context: `Context ${i}` }),
    }),
  );
  // Two measures: one request at a time (what the user waits for; p99 target 20 ms), and four at a
  // time at full speed (throughput; there the latency is mostly queueing: about 4 / req/s).
  const read = async (label, p) => {
    const one = await cannon({ url: base + p, headers: { cookie: heavy }, duration: 10, connections: 1 });
    const four = await cannon({ url: base + p, headers: { cookie: heavy }, duration: 10, connections: 4 });
    const errors = one.errors + one.non2xx + four.errors + four.non2xx;
    console.log(
      `| ${label} | ${one.latency.p50} | ${one.latency.p99} | ${Math.round(four.requests.average)} | ${four.latency.p50} | ${four.latency.p99} | ${errors} |`,
    );
  };
  console.log(
    '\n| one user, large data | p50 ms, one at a time | p99 ms, one at a time | req/s, 4 at a time | p50 ms, 4 at a time | p99 ms, 4 at a time | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  await read('history page (10,000 saved, limit 50)', '/api/rfi?limit=50');
  await read('history page, oldest first', '/api/rfi?limit=50&order=asc');
  await read('introducer list (5,000)', '/api/introducers');
}
