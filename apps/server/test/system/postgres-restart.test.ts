/**
 * Production check (README.md, \"How to test\"), faults: with saves running, stop PostgreSQL and start it again. While it is down the
 * server answers 503 with a clear error and /api/ready says so; it recovers by itself within
 * seconds of the database's return; no acknowledged save is lost. The shared PostgreSQL of the
 * machine is not touched: this test makes its own throwaway cluster with initdb/pg_ctl.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_SERVICES } from '../harness';
import { freePort, historyTargets, saveRfi, signUpCookie, startServerProcess } from './server-process';

const pgBin = path.join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '15', 'bin');
const asPostgres = (cmd: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(pgBin, cmd), ...args], { stdio: 'pipe' });

let dir: string;
let port: number;
const pgCtl = (action: 'start' | 'stop') =>
  action === 'start'
    ? asPostgres('pg_ctl', [
        '-D',
        dir,
        '-w',
        '-l',
        path.join(dir, 'log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
        'start',
      ])
    : asPostgres('pg_ctl', ['-D', dir, '-w', '-m', 'fast', 'stop']);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'introask-pg-'));
  chmodSync(dir, 0o700);
  const { uid, gid } = {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  };
  chownSync(dir, uid, gid);
  port = await freePort();
  asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pgCtl('start');
});

afterAll(() => {
  try {
    pgCtl('stop');
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
});

it.skipIf(!TEST_SERVICES.postgres)(
  'answers 503 while PostgreSQL is down, recovers by itself, and loses no acknowledged save',
  async () => {
    const server = await startServerProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      DATA_DIR: dir,
      RATE_LIMIT_SAVE: '1000000',
    });
    try {
      const cookie = await signUpCookie(server.url, 'restart@example.com');
      const acknowledged: string[] = [];
      const unavailable: { status: number; code?: string; error?: string }[] = [];
      let n = 0;
      let running = true;
      const writer = async () => {
        while (running) {
          const target = `Target ${n++}`;
          const res = await saveRfi(server.url, cookie, target);
          if (res.status === 201) acknowledged.push(target);
          else unavailable.push({ status: res.status, ...((await res.json()) as object) });
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      const writers = Array.from({ length: 3 }, writer);
      await new Promise((r) => setTimeout(r, 800));

      pgCtl('stop');
      await new Promise((r) => setTimeout(r, 1_000));
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });

      pgCtl('start');
      const backAt = Date.now();
      let recoveredAfter = Number.POSITIVE_INFINITY;
      while (Date.now() - backAt < 15_000) {
        if (
          (await fetch(`${server.url}/api/ready`)).status === 200 &&
          (await saveRfi(server.url, cookie, 'probe')).status === 201
        ) {
          recoveredAfter = Date.now() - backAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500));
      running = false;
      await Promise.all(writers);

      expect(recoveredAfter).toBeLessThan(10_000);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) {
        expect(answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
        expect(answer.error).toMatch(/database is unavailable/i);
      }
      const stored = new Set(await historyTargets(server.url, cookie));
      expect(acknowledged.filter((t) => !stored.has(t))).toEqual([]);
    } finally {
      await server.kill();
    }
  },
);
