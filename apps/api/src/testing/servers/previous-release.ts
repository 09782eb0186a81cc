import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The previous release's code beside this one, for upgrade.postgres.test.ts: its commit (deploy/previous-release),
 * its tree taken from this repository's history, and this checkout's dependencies lent to it through symlinks.
 */

/** The repository's root folder (this file is apps/api/src/testing/previous-release.ts). */
export const REPOSITORY = fileURLToPath(new URL('../../../../../', import.meta.url));
export const RELEASE_FILE = join(REPOSITORY, 'deploy', 'previous-release');

const run = promisify(execFile);

/** The commit named by deploy/previous-release: its one line that is not a comment, 40 hexadecimal digits. */
export async function previousReleaseCommit(file = RELEASE_FILE): Promise<string> {
  const lines = (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const [commit] = lines;
  if (lines.length !== 1 || commit === undefined || !/^[0-9a-f]{40}$/.test(commit))
    throw new Error(
      `${file} : une seule ligne attendue hors commentaires, l’identifiant complet d’un commit (40 chiffres hexadécimaux) / one line expected besides comments, a full commit id`,
    );
  return commit;
}

/** Throws, saying what to do, when the commit is not in this clone's history (a shallow clone, say). */
async function assertCommitPresent(commit: string): Promise<void> {
  try {
    await run('git', ['-C', REPOSITORY, 'cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    const shallow = await run('git', ['-C', REPOSITORY, 'rev-parse', '--is-shallow-repository']).then(
      ({ stdout }) => stdout.trim() === 'true',
      () => false,
    );
    throw new Error(
      `Le commit ${commit} de deploy/previous-release est absent de ce clone${shallow ? ' (clone superficiel)' : ''} : ` +
        `récupérez l’historique (git fetch --unshallow, ou git fetch origin ${commit}) avant ce test. / ` +
        `The previous release's commit is missing from this clone${shallow ? ' (a shallow clone)' : ''}: ` +
        'fetch the history (git fetch --unshallow) before running this test.',
    );
  }
}

/** `git archive <commit> | tar -x -C <folder>`, from the repository's own history. */
async function extract(commit: string, folder: string): Promise<void> {
  const git = spawn('git', ['-C', REPOSITORY, 'archive', '--format=tar', commit], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tar = spawn('tar', ['-x', '-C', folder], { stdio: ['pipe', 'ignore', 'pipe'] });
  git.stdout.pipe(tar.stdin);
  // A tar that dies early closes its input: the exit codes below say so, not an unhandled EPIPE.
  tar.stdin.on('error', () => undefined);
  let errors = '';
  git.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  tar.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exit = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((done, fail) => {
      child.once('error', fail);
      child.once('close', done);
    });
  const [gitCode, tarCode] = await Promise.all([exit(git), exit(tar)]);
  if (gitCode !== 0 || tarCode !== 0)
    throw new Error(`git archive ${commit} | tar -x failed (${gitCode}, ${tarCode}): ${errors}`);
}

/**
 * Gives `tree` a node_modules of symlinks to this checkout's `node_modules/<name>` (inside scoped folders too), so
 * nothing is copied; except this repository's workspace packages (`@1xpay/*`), linked to the old tree's own
 * folders as npm links them here: Node follows a symlink to its real path, so a link to this checkout's
 * `node_modules/@1xpay/contract` would load the new contract under the old server.
 */
async function lendDependencies(tree: string): Promise<void> {
  const source = join(REPOSITORY, 'node_modules');
  const target = join(tree, 'node_modules');
  await mkdir(target);
  for (const entry of await readdir(source, { withFileTypes: true })) {
    if (entry.name === '@1xpay') {
      await mkdir(join(target, entry.name));
      for (const workspace of await readdir(join(source, entry.name))) {
        // npm's own link, relative (../../packages/contract), made again inside the old tree.
        const link = await readlink(join(source, entry.name, workspace));
        const inOldTree = resolve(join(target, entry.name), link);
        if (!inOldTree.startsWith(tree))
          throw new Error(`@1xpay/${workspace} is not a workspace folder: ${link}`);
        if (existsSync(inOldTree)) await symlink(inOldTree, join(target, entry.name, workspace), 'dir');
      }
    } else if (entry.name.startsWith('@') && entry.isDirectory()) {
      await mkdir(join(target, entry.name));
      for (const name of await readdir(join(source, entry.name)))
        await symlink(join(source, entry.name, name), join(target, entry.name, name));
    } else {
      await symlink(join(source, entry.name), join(target, entry.name));
    }
  }
}

type Manifest = { name?: string; version?: string; dependencies?: Record<string, string> };

async function manifest(file: string): Promise<Manifest> {
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

/**
 * Whether an installed version can stand in for a range of the old manifest: the same major version (the same
 * minor below 1.0), not older than the range's lowest. Exact pins that differ only in minor or patch are allowed
 * (the product pins exact versions; a patch bumped since the release must not fail every upgrade test until the
 * next one) and returned as differences to report.
 */
function compatible(range: string, installed: string): boolean {
  const wanted = /^[\^~=]?(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(installed);
  if (wanted === null || have === null) return false;
  const [w, h] = [wanted.slice(1, 4).map(Number), have.slice(1, 4).map(Number)];
  if (w[0] !== h[0] || (w[0] === 0 && w[1] !== h[1])) return false;
  for (let index = 0; index < 3; index += 1) {
    if ((h[index] ?? 0) !== (w[index] ?? 0)) return (h[index] ?? 0) > (w[index] ?? 0);
  }
  return true;
}

/**
 * Checks that what the old server imports at run time is there: the `dependencies` of the old API's manifest and of
 * the workspace packages it uses, each installed at a version that can stand in for the old range. Throws on a
 * missing or incompatible one; returns the differences allowed (`name range → installed`).
 */
async function checkDependencies(tree: string): Promise<string[]> {
  const seen = new Set<string>();
  const differences: string[] = [];
  const problems: string[] = [];
  const visit = async (folder: string) => {
    const { name, dependencies = {} } = await manifest(join(folder, 'package.json'));
    if (name !== undefined && seen.has(name)) return;
    if (name !== undefined) seen.add(name);
    for (const [dependency, range] of Object.entries(dependencies)) {
      const installed = join(tree, 'node_modules', dependency);
      if (dependency.startsWith('@1xpay/')) {
        if (!existsSync(installed))
          problems.push(`${dependency}: absent de l’ancien arbre / missing from the old tree`);
        else await visit(installed);
        continue;
      }
      if (!existsSync(join(installed, 'package.json'))) {
        problems.push(`${dependency} ${range}: non installé / not installed`);
        continue;
      }
      const version = (await manifest(join(installed, 'package.json'))).version ?? '?';
      if (!compatible(range, version))
        problems.push(`${dependency} ${range}: installé / installed ${version}`);
      else if (range.replace(/^[\^~=]/, '') !== version)
        differences.push(`${dependency} ${range} → ${version}`);
    }
  };
  await visit(join(tree, 'apps', 'api'));
  if (problems.length > 0)
    throw new Error(
      `Les dépendances de cette copie ne conviennent pas à la version précédente / this checkout's dependencies do not fit the previous release:\n  ${problems.join('\n  ')}`,
    );
  return differences;
}

export type PreviousRelease = {
  commit: string;
  /** The old tree's root folder, under the system's temporary folder (never inside the repository). */
  tree: string;
  /** Its server's entry point, as `npm start` runs it. */
  main: string;
  /** Dependencies installed here at another version than the old manifests pin (same major version). */
  differences: string[];
  remove(): Promise<void>;
};

/**
 * Materialises the previous release (deploy/previous-release) in a new folder under the system's temporary folder:
 * its tree from this repository's history, this checkout's dependencies lent to it, checked to be enough to start
 * its API server. Its web and dashboard builds are not made: the server starts without them (the API alone).
 */
export async function materialisePreviousRelease(): Promise<PreviousRelease> {
  const commit = await previousReleaseCommit();
  await assertCommitPresent(commit);
  const tree = await mkdtemp(join(tmpdir(), `1xpay-release-${commit.slice(0, 7)}-`));
  const remove = () => rm(tree, { recursive: true, force: true });
  try {
    await extract(commit, tree);
    await lendDependencies(tree);
    const differences = await checkDependencies(tree);
    const main = join(tree, 'apps', 'api', 'src', 'main.ts');
    if (!(await lstat(main)).isFile()) throw new Error(`no server entry point in ${commit}: ${main}`);
    return { commit, tree, main, differences, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
