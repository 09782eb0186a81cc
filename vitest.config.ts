import { defineConfig } from 'vitest/config';

// One run for the whole repo: each workspace is a project (its own vitest.config.ts if it has one).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
