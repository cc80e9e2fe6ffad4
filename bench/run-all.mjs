#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark, one after another (build first: `npm run build`). The load run on
 * PostgreSQL is separate: `node bench/load/run.mjs --db postgres`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;
const steps = [
  ['npx', ['tsx', path.join(here, 'composer/run.ts')]],
  ['node', [path.join(here, 'bundle/report.mjs')]],
  ['node', [path.join(here, 'server/run.mjs')]],
  ['node', [path.join(here, 'web/generate-latency.mjs')]],
  ['node', [path.join(here, 'model-stream/run.mjs')]],
  ['node', [path.join(here, 'web/lighthouse.mjs')]],
  ['node', [path.join(here, 'load/run.mjs'), '--db', 'sqlite']],
];
for (const [cmd, args] of steps) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
