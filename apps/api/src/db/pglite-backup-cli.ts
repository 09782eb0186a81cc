import { resolve } from 'node:path';
import { backupPglite, pgliteFolder, restorePglite } from './pglite-backup.ts';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>`: the embedded (PGlite) database of `npm start`, in
 * DATA_DIR/pglite. Stop the server first. With DATABASE_URL (PostgreSQL) it refuses and says where to look.
 */

const [command, argument] = process.argv.slice(2);
const folder = pgliteFolder(process.env, process.cwd());

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (process.env.DATABASE_URL)
  fail(
    'DATABASE_URL est défini : la base est PostgreSQL, sauvegardée avec pg_basebackup et l’archive des WAL (docs/operations.md).',
  );

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const file = resolve(argument ?? `1xpay-sauvegarde-${stamp}.tar.gz`);
    const bytes = await backupPglite(folder, file);
    process.stdout.write(`Sauvegarde écrite : ${file} (${Math.ceil(bytes / 1024)} Kio)\n`);
  } else if (command === 'restore') {
    if (argument === undefined) fail('Indiquez la sauvegarde à restaurer : npm run restore -- <fichier>');
    const kept = await restorePglite(resolve(argument), folder);
    process.stdout.write(
      `Base restaurée dans ${folder}${kept === undefined ? '' : ` ; l’ancienne est gardée dans ${kept}`}\n`,
    );
  } else {
    fail('Usage : pglite-backup-cli.ts backup [fichier] | restore <fichier>');
  }
} catch (error) {
  fail(`Échec : ${error instanceof Error ? error.message : String(error)}`);
}
