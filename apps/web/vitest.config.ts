import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __BRAND__: '"1xpay"', __BUILD_ID__: '"test-build"', __SITE_URL__: '"https://example.test"' },
  test: { name: 'web', include: ['app/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
});
