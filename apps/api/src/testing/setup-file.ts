import { restartFixtureNumbers } from './fixtures.ts';

// Runs before each test file. A worker keeps its modules from one file to the next (vitest.config.ts: isolate:
// false), so what a module counts would go on from the previous file: the fixtures' numbers start again here.
restartFixtureNumbers();
