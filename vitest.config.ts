import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's tests in one Vitest run; each project keeps its own config. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/composer', 'apps/server', 'apps/web'],
  },
});
