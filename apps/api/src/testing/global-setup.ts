import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedSnapshot } from '../db/client.ts';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Vitest's provided values are declared by merging into its interface.
  export interface ProvidedContext {
    /** The file holding a dump of a migrated PGlite database (PGlite runs only), or '' on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Once per run of the API's tests on PGlite: migrates one database and dumps it to a file that every test file's
 * databases start from (test-database.ts), instead of each migrating its own (1.5 s each on this machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), '1xpay-pglite-snapshot-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
