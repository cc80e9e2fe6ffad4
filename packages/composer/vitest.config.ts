import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'composer',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
