import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __BRAND__: '"1xpay"' },
  test: {
    // A worker per core: the repository's vitest.config.ts says why each project states it.
    maxWorkers: '100%',
    name: 'admin',
    // Component tests (*.test.tsx) say `@vitest-environment happy-dom` at their top.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
