import { defineProject } from 'vitest/config';

export default defineProject({
  define: {
    __BRAND__: '"1xpay"',
    __BUILD_ID__: '"test-build"',
    __SITE_URL__: '"https://example.test"',
    __LEGAL_OPERATOR__: '"1xpay SA"',
    __SUPPORT_EMAIL__: '"support@example.test"',
  },
  test: {
    // A worker per core: the repository's vitest.config.ts says why each project states it.
    maxWorkers: '100%',
    name: 'web',
    // Component tests (*.test.tsx) say `@vitest-environment happy-dom` at their top.
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
