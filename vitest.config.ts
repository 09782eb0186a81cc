import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files known to take longest, which Vitest would otherwise start last: without the results of an earlier run
 * (a clean clone has none), it starts the largest files first, and these are small. Started last, a two-minute proof
 * ran alone on one core at the end of the run.
 */
const LONGEST_FIRST = [
  /deposits-load\.postgres\.test\.ts$/,
  /deposits-crash\.postgres\.test\.ts$/,
  /openapi-fuzz\.test\.ts$/,
  /\.postgres\.test\.ts$/,
  /\/main\.test\.ts$/,
];

function rank(spec: TestSpecification): number {
  const index = LONGEST_FIRST.findIndex((pattern) => pattern.test(spec.moduleId));
  return index === -1 ? LONGEST_FIRST.length : index;
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

// One run for the whole repo: each workspace is a project, with its own vitest.config.ts, and the API's tests
// are a second project on PostgreSQL (apps/api/vitest.postgres.config.ts).
//
// Each project says `maxWorkers: '100%'`, a worker per core. Vitest's default is one per core but one: a single
// worker on a 2-core machine, where two run the suites in about half the time (the tests wait on databases and
// child processes as much as they compute). It must be said in every project: a project's own config decides how
// many of its files run at once, and a `maxWorkers` here does not reach it (Vitest 5).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/api/vitest.postgres.config.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
