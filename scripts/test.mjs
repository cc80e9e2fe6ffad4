#!/usr/bin/env node
/**
 * `npm test`: every unit, component and API test through Vitest on SQLite; then the server's API
 * suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Tests that need PostgreSQL
 * or Redis (TEST_REDIS_URL) run only when those are set and are counted as skipped otherwise, so a
 * fresh clone with no services passes. Process-level tests are `npm run test:system`. Prints one
 * closing line "Tests: N passed, N failed, N skipped" so CI can read the result.
 */
import { finish, vitest } from './vitest-run.mjs';

const extra = process.argv.slice(2);
const runs = [vitest('all-sqlite', extra, { TEST_DATABASE_URL: '' })];
if (process.env.TEST_DATABASE_URL) {
  runs.push(vitest('server-postgres', ['--project', 'server (postgres)', ...extra]));
} else {
  console.log('\nPostgreSQL pass of the API suite not run: set TEST_DATABASE_URL=postgres://... (CI does).');
}
if (!process.env.TEST_REDIS_URL) console.log('Redis tests skipped: set TEST_REDIS_URL=redis://... (CI does).');
finish('Tests', runs);
