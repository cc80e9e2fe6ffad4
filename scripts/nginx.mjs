/**
 * nginx in front of the cluster's workers, from deploy/nginx/introask.conf.template: writes a
 * private prefix directory (config, pid, temp paths) and runs Debian's `nginx` in the foreground.
 * Used by `npm run cluster` and the system suite's cluster test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const template = path.resolve(import.meta.dirname, '../deploy/nginx/introask.conf.template');
const binary = process.env.NGINX_BIN ?? 'nginx';

/** The template with its two variables filled in. */
export function renderConfig({ listen, upstreams }) {
  const servers = upstreams.map((u) => `server ${u.host}:${u.port} max_fails=1 fail_timeout=5s;`).join('\n    ');
  // The template's placeholders are envsubst's `${NAME}` (what the official image fills in).
  const values = { INTROASK_LISTEN: listen, INTROASK_UPSTREAMS: servers };
  return readFileSync(template, 'utf8').replace(/\$\{(INTROASK_[A-Z]+)\}/g, (_, name) => values[name]);
}

/**
 * Starts nginx on host:port in front of `upstreams` ([{host, port}]); resolves once it accepts
 * connections, with `stop()` to end it and remove its directory.
 */
export async function startNginx({ host = '127.0.0.1', port, upstreams, stdio = 'inherit' }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'introask-nginx-'));
  chmodSync(dir, 0o755); // workers run as nobody when nginx starts as root: they read temp paths here
  writeFileSync(path.join(dir, 'introask.conf'), renderConfig({ listen: `${host}:${port}`, upstreams }));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      `    client_body_temp_path ${dir}/client_body;`,
      `    proxy_temp_path ${dir}/proxy;`,
      `    fastcgi_temp_path ${dir}/fastcgi;`,
      `    uwsgi_temp_path ${dir}/uwsgi;`,
      `    scgi_temp_path ${dir}/scgi;`,
      `    include ${dir}/introask.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.error || check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `nginx could not start (${check.error?.message ?? check.stderr.trim()}); install it: apt-get install -y nginx`,
    );
  }
  const child = spawn(binary, args, { stdio });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    if (await accepts(host, port)) break;
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error('nginx did not start listening');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://${host}:${port}`,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: finish requests in flight
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
