#!/usr/bin/env node
/**
 * `npm start`: build the web app and the server when the build is missing or older than the
 * sources, then run the production server (http://localhost:3000, SQLite under ./data).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((p) => path.join(root, p));
const sources = [
  'packages/shared/src',
  'packages/composer/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(p, name))));
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log('Building IntroAsk (web app and server)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
