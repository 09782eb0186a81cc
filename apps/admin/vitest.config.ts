import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __BRAND__: '"1xpay"' },
  test: {
    name: 'admin',
    // Component tests (*.test.tsx) say `@vitest-environment happy-dom` at their top.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
