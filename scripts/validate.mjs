#!/usr/bin/env node
/**
 * `npm run validate`: every gate CI runs, in order: lint, typecheck, `npm test`, `npm run test:system`,
 * `npm run test:e2e`. Each step prints its own summary; every step runs even after a failure, and the
 * closing table says which held. `.ci/run` calls this script, so CI and a person run the same thing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['test', 'npm test'],
  ['test:system', 'npm run test:system'],
  ['test:e2e', 'npm run test:e2e'],
];

const results = [];
for (const [name, command] of steps) {
  console.log(`\n##### ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = run.status === 0;
  console.log(`${name}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
  results.push({ name, ok, seconds });
}

console.log('\nValidate:');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Validate: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
