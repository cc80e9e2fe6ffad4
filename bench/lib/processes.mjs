/** Helpers for benchmarks: start a process, wait until it answers, stop it; read its RSS. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function waitFor(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function start(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.stopped = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await child.stopped;
}

/**
 * The production build of the app server (apps/server/dist/main.js: `npm run build` first, or
 * BENCH_SERVER_MAIN) on `port`,
 * with a fresh temporary DATA_DIR named after `tmpPrefix`. Only PORT and DATA_DIR are set here; every
 * other variable (NODE_ENV, HOST, AUTH_SECRET, PUBLIC_URL, LOG_LEVEL, rate limits...) is the caller's
 * `env`, so each benchmark says exactly what it runs with. The process starts at once, as with `start`;
 * `ready()` waits until `${base}/api/ready` answers, `close()` stops the server and removes DATA_DIR.
 */
export function startAppServer({ port, tmpPrefix, env = {}, base = `http://127.0.0.1:${port}` }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), tmpPrefix));
  // BENCH_SERVER_MAIN: another build (say, main's, for a before/after in one sitting).
  const main = process.env.BENCH_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const server = start(process.execPath, [main], {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  return {
    base,
    server,
    dataDir,
    ready: () => waitFor(`${base}/api/ready`),
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/**
 * CPU time a process has used so far, user and system, in ms (Linux /proc; clock ticks are 10 ms).
 * Time per request from this is steadier than requests/s on a shared machine: a neighbour that
 * steals cycles lowers the rate but not the CPU each request costs.
 */
export function cpuMs(pid) {
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}
