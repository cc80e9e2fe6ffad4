/**
 * The server as a real OS process (from source, through tsx), for tests that kill it, restart it,
 * run several of it, or take its database away.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { TEST_SECRET } from '../harness';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr (its JSON logs). */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: TEST_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Sign up through HTTP and return the cookie header a browser would keep. */
export async function signUpCookie(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name: 'Process Tester', email, password: 'process-password-1' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function saveRfi(url: string, cookie: string, target: string) {
  return fetch(`${url}/api/rfi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify({ target: { name: target }, message: `Hi, please introduce me to ${target}.` }),
  });
}

export async function historyTargets(url: string, cookie: string): Promise<string[]> {
  const targets: string[] = [];
  let cursor = '';
  for (;;) {
    const res = await fetch(`${url}/api/rfi?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`history failed: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { items: { target_name: string }[]; next_cursor: string | null };
    targets.push(...page.items.map((i) => i.target_name));
    if (!page.next_cursor) return targets;
    cursor = page.next_cursor;
  }
}
