import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * `npm start`'s build steps (the site, the dashboard): build an app only when what goes into its build changed since
 * the last one, and never let two starts in one checkout build it at once.
 *
 * What goes into a build is hashed (each source file's path and bytes, plus `salt`: the settings the build writes in);
 * the hash is kept in a stamp file inside the build. An unchanged checkout reads its sources and stops there.
 * Two starts that both find the build out of date take turns on a lock folder beside the build: the second waits,
 * then finds the first one's build up to date and does nothing (without it, the second wiped the build the first
 * had just made and was serving: /admin answered 404 for the length of a build).
 */
export type BuildPlan = {
  /** What is said, in French: « Construction du tableau de bord… », « Tableau de bord construit. », and on failure. */
  say: { building: string; built: string; failed: string };
  /** The repository's root: source paths are hashed relative to it, so a moved checkout keeps its builds. */
  repo: string;
  /** Files and folders whose content makes the build. */
  sources: readonly string[];
  /** Settings the build writes in (BRAND_NAME, PUBLIC_URL…). */
  salt: string;
  /** The build's folder; the stamp is written inside it. */
  buildDir: string;
  /** A file that exists in every complete build (a build cut in the middle has no stamp either). */
  marker: string;
  /** Runs the build; returns its exit status. */
  build(): number | null;
};

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((entry) => !entry.split(/[\\/]/).includes('node_modules'))
    .map((entry) => join(path, entry))
    .filter((entry) => statSync(entry).isFile())
    .sort();
}

/** What every browser app's build is also made of: the shared packages and the exact dependency tree. */
export function sharedSources(repo: string): string[] {
  return [
    ...['ui/src', 'ui/tooling', 'client/src', 'contract/src', 'domain/src'].map((folder) =>
      join(repo, 'packages', ...folder.split('/')),
    ),
    join(repo, 'package-lock.json'),
  ];
}

/** The hash of what goes into a build. */
export function sourceHash(repo: string, sources: readonly string[], salt: string): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesOf))
    hash.update(relative(repo, file)).update('\0').update(readFileSync(file));
  hash.update(`\0${salt}`);
  return hash.digest('hex');
}

const STAMP = '.source-hash';

function upToDate(plan: BuildPlan, digest: string): boolean {
  const stamp = join(plan.buildDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === digest && existsSync(plan.marker);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the build's lock (a folder: made atomically), waiting while a live process holds it. */
function lock(lockDir: string): () => void {
  mkdirSync(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
    } catch {
      // Made but not yet written: its maker is alive.
    }
    // A holder that died (killed during its build) leaves its lock behind: taken back.
    if (Number.isInteger(holder) && holder > 0 && !alive(holder))
      rmSync(lockDir, { recursive: true, force: true });
    else sleep(200);
  }
}

/** Builds when needed; returns whether it built. Exits the process when the build fails. */
export function ensureBuild(plan: BuildPlan): boolean {
  const digest = sourceHash(plan.repo, plan.sources, plan.salt);
  if (upToDate(plan, digest)) return false;
  const unlock = lock(`${plan.buildDir}.lock`);
  try {
    // Another start may have built it while this one waited.
    if (upToDate(plan, digest)) return false;
    process.stdout.write(`${plan.say.building}\n`);
    rmSync(join(plan.buildDir, STAMP), { force: true });
    const status = plan.build();
    if (status !== 0) {
      process.stderr.write(`${plan.say.failed}\n`);
      process.exit(status ?? 1);
    }
    writeFileSync(join(plan.buildDir, STAMP), digest);
    process.stdout.write(`${plan.say.built}\n`);
    return true;
  } finally {
    unlock();
  }
}

/**
 * Replaces `target` by `fresh` (a complete build made beside it): a server reading `target` finds the old build or
 * the new one, never a folder being emptied and refilled.
 */
export function swapInto(fresh: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(fresh, target);
  rmSync(old, { recursive: true, force: true });
}
