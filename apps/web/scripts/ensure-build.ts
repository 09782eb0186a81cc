import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`'s first step: builds the marketing site when its sources (or BRAND_NAME / PUBLIC_URL, which the
 * build writes into the pages) changed since the last build, and does nothing otherwise.
 */
const web = fileURLToPath(new URL('..', import.meta.url));
const repo = join(web, '..', '..');
const stamp = join(web, 'build', '.source-hash');
const SOURCES = [
  join(web, 'app'),
  join(web, 'browser'),
  join(web, 'public'),
  join(web, 'scripts'),
  join(web, 'vite.config.ts'),
  join(web, 'react-router.config.ts'),
  join(repo, 'packages', 'ui', 'src'),
  join(repo, 'packages', 'client', 'src'),
  join(repo, 'packages', 'contract', 'src'),
  join(repo, 'packages', 'domain', 'src'),
  join(repo, 'package-lock.json'),
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(path, entry))
    .filter((entry) => statSync(entry).isFile())
    .sort();
}

const hash = createHash('sha256');
for (const file of SOURCES.flatMap(files))
  hash.update(relative(repo, file)).update('\0').update(readFileSync(file));
hash.update(`brand=${process.env.BRAND_NAME ?? ''};url=${process.env.PUBLIC_URL ?? ''}`);
const digest = hash.digest('hex');

if (
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === digest &&
  existsSync(join(web, 'build', 'client', 'index.html'))
) {
  process.exit(0);
}
process.stdout.write('Construction du site vitrine…\n');
const built = spawnSync(
  process.execPath,
  [join(repo, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'],
  {
    cwd: web,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (built.status !== 0) {
  process.stderr.write('La construction du site vitrine a échoué.\n');
  process.exit(built.status ?? 1);
}
writeFileSync(stamp, digest);
process.stdout.write('Site vitrine construit.\n');
