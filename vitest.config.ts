import { defineConfig } from 'vitest/config';

// One run for the whole repo: each workspace is a project, with its own vitest.config.ts.
//
// Each project says `maxWorkers: '100%'`, a worker per core. Vitest's default is one per core but one: a single
// worker on a 2-core machine, where two run the suites in about half the time (the tests wait on databases and
// child processes as much as they compute). It must be said in every project: a project's own config decides how
// many of its files run at once, and a `maxWorkers` here does not reach it (Vitest 5).
export default defineConfig({
  test: { projects: ['packages/*', 'apps/*'] },
});
