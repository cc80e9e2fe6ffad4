#!/usr/bin/env node
/**
 * `npm test`: every unit, component and API test through Vitest on SQLite; then the server's API
 * suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Prints one closing line
 * "N passed, N failed" so CI can read the result whatever the runner.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'node_modules/.cache/test-results');
mkdirSync(out, { recursive: true });
const extra = process.argv.slice(2);

function vitest(label, args, env) {
  const file = path.join(out, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args, ...extra],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    failed += 1; // no report: the run itself failed
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

const runs = [vitest('all-sqlite', [], { TEST_DATABASE_URL: '' })];
if (process.env.TEST_DATABASE_URL) {
  runs.push(vitest('server-postgres', ['--project', 'server (postgres)'], {}));
} else {
  console.log('\nPostgreSQL API suite not run: set TEST_DATABASE_URL=postgres://... to run it (CI does).');
}
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
