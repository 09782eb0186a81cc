import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFolder } from './pglite-backup.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./pglite-backup-cli.ts', import.meta.url));

/** `npm run backup` / `npm run restore` as the root package.json runs them, in `cwd`, with `env`. */
async function cli(cwd: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [CLI, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

async function names(folder: string): Promise<string[]> {
  const client = new PGlite({ dataDir: folder });
  try {
    return (await client.query<{ name: string }>('select name from kept order by name')).rows.map(
      (row) => row.name,
    );
  } finally {
    await client.close();
  }
}

async function write(folder: string, statement: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const client = new PGlite({ dataDir: folder });
  try {
    await client.exec(statement);
  } finally {
    await client.close();
  }
}

describe('npm run backup and npm run restore (the PGlite database of npm start)', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), '1xpay-pglite-backup-'));
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));

  it('finds the database where npm start keeps it', () => {
    expect(pgliteFolder({}, '/srv/1xpay')).toBe('/srv/1xpay/.data/pglite');
    expect(pgliteFolder({ DATA_DIR: '/var/lib/1xpay' }, '/srv/1xpay')).toBe('/var/lib/1xpay/pglite');
  });

  it('saves the database to a file and brings it back, keeping the database it replaces', async () => {
    const folder = join(cwd, '.data', 'pglite');
    await write(folder, `create table kept (name text); insert into kept values ('avant la sauvegarde');`);

    const backup = await cli(cwd, ['backup', 'sauvegarde.tar.gz']);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Sauvegarde écrite : .*sauvegarde\.tar\.gz \(\d+ Kio\)\n$/);
    // A second backup never overwrites the first.
    const again = await cli(cwd, ['backup', 'sauvegarde.tar.gz']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Échec : EEXIST/);

    await write(folder, `insert into kept values ('après la sauvegarde');`);
    expect(await names(folder)).toEqual(['après la sauvegarde', 'avant la sauvegarde']);

    const restore = await cli(cwd, ['restore', 'sauvegarde.tar.gz']);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(
      /^Base restaurée dans .*pglite ; l’ancienne est gardée dans .*pglite\.before-restore-/,
    );
    expect(await names(folder)).toEqual(['avant la sauvegarde']);
    const aside = readdirSync(join(cwd, '.data')).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(await names(join(cwd, '.data', aside[0] ?? ''))).toEqual([
      'après la sauvegarde',
      'avant la sauvegarde',
    ]);
  }, 120_000);

  it('refuses, in French, what it cannot do, and leaves the database as it was', async () => {
    expect(await cli(cwd, ['restore'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Indiquez la sauvegarde à restaurer : npm run restore -- <fichier>\n',
    });
    expect((await cli(cwd, ['backup'], { DATABASE_URL: 'postgres://db/pay' })).stderr).toContain(
      'la base est PostgreSQL, sauvegardée avec pg_basebackup',
    );
    await mkdir(join(cwd, 'vide'));
    expect((await cli(join(cwd, 'vide'), ['backup'])).stderr).toMatch(/^Échec : aucune base PGlite dans /);
    await writeFile(join(cwd, 'pas-une-sauvegarde.tar.gz'), 'ceci n’est pas une sauvegarde');
    const bad = await cli(cwd, ['restore', 'pas-une-sauvegarde.tar.gz']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^Échec : /);
    expect(await names(join(cwd, '.data', 'pglite'))).toEqual(['avant la sauvegarde']);
    expect(existsSync(join(cwd, '.data', 'pglite'))).toBe(true);
  }, 120_000);
});
