import { defineProject } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** `npm test`: the API in-process over real HTTP. Process-level tests are `npm run test:system`. */
export default defineProject({
  test: {
    name: postgres ? 'server (postgres)' : 'server (sqlite)',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/system/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
