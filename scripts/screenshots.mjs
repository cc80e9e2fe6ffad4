#!/usr/bin/env node
/**
 * Screenshots of the main screens, laptop (1440x900) and phone (390x844), into docs/screenshots/
 * (docs/design.md): builds the app, then runs e2e/screenshots/take-screenshots.ts against the production
 * server, as the e2e tests do. Pass --no-build to use the current build.
 */
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'e2e/screenshots/playwright.config.ts']);
console.log('screenshots written to docs/screenshots/');
