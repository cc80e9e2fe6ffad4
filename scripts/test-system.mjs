#!/usr/bin/env node
/**
 * `npm run test:system`: the process-level tests (apps/server/test/system): SIGKILL during saves,
 * graceful shutdown, keep-alive, Redis and PostgreSQL going away, two processes behind nginx, and
 * 10,000 hostile requests. On SQLite; then again on PostgreSQL when TEST_DATABASE_URL is set, where
 * the PostgreSQL-only tests run. Closing line: "System: N passed, N failed, N skipped".
 */
import { finish, vitest } from './vitest-run.mjs';

const extra = process.argv.slice(2);
const config = ['--config', 'apps/server/vitest.system.config.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// With a PostgreSQL pass to follow, its own tests are left to it rather than counted as skipped here.
const pgOnly = postgres
  ? ['--exclude', 'test/system/cluster.test.ts', '--exclude', 'test/system/postgres-restart.test.ts']
  : [];
const runs = [vitest('system-sqlite', [...config, ...pgOnly, ...extra], { TEST_DATABASE_URL: '' })];
if (postgres) runs.push(vitest('system-postgres', [...config, ...extra]));
else console.log('\nPostgreSQL pass not run: set TEST_DATABASE_URL=postgres://... (CI does).');
finish('System', runs);
