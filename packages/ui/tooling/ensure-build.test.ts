// @vitest-environment node
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildPlan, ensureBuild, swapInto } from './ensure-build.ts';

const quiet = { building: '', built: '', failed: '' };

function project() {
  const repo = mkdtempSync(join(tmpdir(), 'ensure-build-'));
  mkdirSync(join(repo, 'src'));
  writeFileSync(join(repo, 'src', 'a.ts'), 'one');
  const builds: string[] = [];
  const plan = (salt = ''): BuildPlan => ({
    say: quiet,
    repo,
    sources: [join(repo, 'src')],
    salt,
    buildDir: join(repo, 'build'),
    marker: join(repo, 'build', 'index.html'),
    build() {
      builds.push(readFileSync(join(repo, 'src', 'a.ts'), 'utf8'));
      mkdirSync(join(repo, 'build'), { recursive: true });
      writeFileSync(join(repo, 'build', 'index.html'), builds.at(-1) ?? '');
      return 0;
    },
  });
  return { repo, builds, plan };
}

describe('ensureBuild', () => {
  it('builds the first time, then only when a source or a setting changed', () => {
    const { repo, builds, plan } = project();
    expect(ensureBuild(plan())).toBe(true);
    expect(ensureBuild(plan())).toBe(false);
    writeFileSync(join(repo, 'src', 'a.ts'), 'two');
    expect(ensureBuild(plan())).toBe(true);
    writeFileSync(join(repo, 'src', 'b.ts'), 'new file');
    expect(ensureBuild(plan())).toBe(true);
    expect(ensureBuild(plan('brand=other'))).toBe(true);
    expect(ensureBuild(plan('brand=other'))).toBe(false);
    expect(builds).toEqual(['one', 'two', 'two', 'two']);
  });

  it('builds again when the build lost its marker (a build cut in the middle)', () => {
    const { repo, builds, plan } = project();
    ensureBuild(plan());
    writeFileSync(join(repo, 'build', 'index.html'), '');
    expect(ensureBuild(plan())).toBe(false);
    swapInto(mkdtempSync(join(repo, 'empty-')), join(repo, 'build'));
    expect(ensureBuild(plan())).toBe(true);
    expect(builds).toHaveLength(2);
  });

  it('waits while another live process holds the lock, and takes back the lock of a dead one', () => {
    const { repo, builds, plan } = project();
    // Another start, not a child of this one (a child that ended stays a zombie while this process waits), that
    // dies holding the lock without removing it.
    const holder = Number(
      execSync('sleep 1 >/dev/null 2>&1 & echo $!', { encoding: 'utf8', shell: '/bin/sh' }),
    );
    mkdirSync(join(repo, 'build.lock'));
    writeFileSync(join(repo, 'build.lock', 'pid'), String(holder));
    expect(ensureBuild(plan())).toBe(true);
    expect(() => process.kill(holder, 0)).toThrow();
    expect(builds).toEqual(['one']);
    expect(existsSync(join(repo, 'build.lock'))).toBe(false);
  });
});

describe('swapInto', () => {
  it('puts the new build in the old one’s place and removes the old one', () => {
    const { repo } = project();
    mkdirSync(join(repo, 'build'));
    writeFileSync(join(repo, 'build', 'old.txt'), 'old');
    mkdirSync(join(repo, 'next'));
    writeFileSync(join(repo, 'next', 'new.txt'), 'new');
    swapInto(join(repo, 'next'), join(repo, 'build'));
    expect(existsSync(join(repo, 'build', 'new.txt'))).toBe(true);
    expect(existsSync(join(repo, 'build', 'old.txt'))).toBe(false);
    expect(existsSync(join(repo, 'next'))).toBe(false);
  });
});
