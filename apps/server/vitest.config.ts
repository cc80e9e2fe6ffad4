import { defineProject } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: postgres ? 'server (postgres)' : 'server (sqlite)',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several processes sharing one database, and restarting PostgreSQL, only exist on PostgreSQL.
    exclude: postgres ? [] : ['test/postgres-only/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
