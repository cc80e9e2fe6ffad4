/**
 * Runs Vitest once with a JSON report beside the usual output and reads back its counts, so the
 * test scripts can print one closing line whatever the runner prints.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'node_modules/.cache/test-results');

/** One Vitest run; `args` go to `vitest run`, `env` over the process's own. */
export function vitest(label, args, env = {}) {
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    // A file that failed to load (a syntax error, a throwing hook) has no failed test: count it once.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    failed = report.numFailedTests + brokenFiles;
    skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    failed += 1; // no report: the run itself failed
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  return { passed, failed, skipped };
}

/** Prints `<label>: N passed, N failed, N skipped` over several runs and exits with its verdict. */
export function finish(label, runs) {
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0);
  const failed = sum('failed');
  console.log(`\n${label}: ${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}
