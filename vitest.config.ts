import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for the whole repo: each workspace is a project (its own vitest.config.ts if it has one).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine, where two run the
    // suites in about 60 % of the time (the tests wait on databases and child processes as much as they compute).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
