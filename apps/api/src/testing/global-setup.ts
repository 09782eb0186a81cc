import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedSnapshot, openDatabase } from '../db/client.ts';
import { createServerDatabase } from './test-database.ts';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Vitest's provided values are declared by merging into its interface.
  export interface ProvidedContext {
    /** The file holding a dump of a migrated PGlite database (PGlite runs only), or ''. */
    pgliteSnapshot: string;
    /** The migrated database on the PostgreSQL server that test databases are created from (PostgreSQL runs), or ''. */
    postgresTemplate: string;
  }
}

/**
 * Once per run of the API's tests, one migrated database that every test file's databases start from
 * (test-database.ts), instead of each file migrating its own (1.5 s each on PGlite here):
 * - on PGlite, a dump of it in a file;
 * - on PostgreSQL, a template database on the server (`CREATE DATABASE … TEMPLATE`: a copy of its files).
 */
export default async function setup(project: TestProject) {
  const serverUrl = project.config.env?.TEST_DATABASE_URL;
  if (typeof serverUrl === 'string' && serverUrl !== '') {
    const template = await createServerDatabase(serverUrl);
    const database = await openDatabase({ engine: 'postgres', url: template.url, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('pgliteSnapshot', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const folder = await mkdtemp(join(tmpdir(), '1xpay-pglite-snapshot-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
