import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // A worker per core: the repository's vitest.config.ts says why each project states it.
    maxWorkers: '100%',
    name: 'client',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
  },
});
