import { defineProject } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `npm run test:system`: the server as real OS processes (SIGKILL, restart, shutdown, keep-alive,
 * Redis and PostgreSQL going away, several processes behind nginx) and 10,000 hostile requests.
 * Slower than `npm test`; CI runs both.
 */
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: postgres ? 'system (postgres)' : 'system (sqlite)',
    environment: 'node',
    include: ['test/system/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
