import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database's backup and restore (`npm run backup`, `npm run restore -- <file>`): PGlite's own
 * `dumpDataDir` (a gzipped tarball of its data folder) and `loadDataDir` (a new database made from one). Run with
 * the server stopped: PGlite belongs to one process. PostgreSQL is backed up otherwise (docs/operations.md).
 */

/** Where `npm start` keeps its PGlite database: DATA_DIR/pglite (bootstrap.ts), DATA_DIR relative to `cwd`. */
export function pgliteFolder(env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  return join(resolve(cwd, env.DATA_DIR || './.data'), 'pglite');
}

const isEmpty = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** Writes a gzipped dump of the database in `folder` to `file`; its size in bytes. */
export async function backupPglite(folder: string, file: string): Promise<number> {
  if (isEmpty(folder)) throw new Error(`aucune base PGlite dans ${folder}`);
  const client = new PGlite({ dataDir: folder, extensions: { pg_trgm } });
  try {
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return bytes.length;
  } finally {
    await client.close();
  }
}

/**
 * Makes the database in `folder` anew from the dump in `file`. A database already there is not deleted: it is
 * moved beside, to the folder returned (`pglite.before-restore-<time>`), undefined when there was none.
 */
export async function restorePglite(
  file: string,
  folder: string,
  now = new Date(),
): Promise<string | undefined> {
  const dump = new Blob([await readFile(file)]);
  let kept: string | undefined;
  if (!isEmpty(folder)) {
    kept = `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(folder, kept);
  }
  await mkdir(folder, { recursive: true });
  const client = new PGlite({ dataDir: folder, loadDataDir: dump, extensions: { pg_trgm } });
  try {
    await client.waitReady;
    // A dump that is not one fails above; this proves the database answers.
    await client.query('select 1');
  } catch (error) {
    await client.close().catch(() => undefined);
    if (kept !== undefined) {
      const { rm } = await import('node:fs/promises');
      await rm(folder, { recursive: true, force: true });
      await rename(kept, folder);
    }
    throw error;
  }
  await client.close();
  return kept;
}
