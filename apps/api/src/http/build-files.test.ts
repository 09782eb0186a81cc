import { statSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWhenChanged } from './build-files.ts';

describe('readWhenChanged', () => {
  let folder: string;
  let file: string;
  let clock: number;
  let reads: number;
  const upper = () =>
    readWhenChanged(
      (bytes) => {
        reads += 1;
        return bytes.toString('utf8').toUpperCase();
      },
      { recheckMs: 1_000, now: () => clock },
    );

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), '1xpay-build-files-'));
    file = join(folder, 'page.html');
    await writeFile(file, 'première');
    clock = 0;
    reads = 0;
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('reads a file once and answers from memory while it stays the same', async () => {
    const of = upper();
    expect(of(file)).toBe('PREMIÈRE');
    clock = 5_000;
    expect(of(file)).toBe('PREMIÈRE');
    expect(reads).toBe(1);
  });

  it('looks at the file again only once the interval has passed, and then reads a changed file', async () => {
    const of = upper();
    expect(of(file)).toBe('PREMIÈRE');
    await writeFile(file, 'seconde version');
    await utimes(file, new Date(2_000_000_000_000), new Date(2_000_000_000_000));
    clock = 999;
    expect(of(file)).toBe('PREMIÈRE');
    clock = 1_000;
    expect(of(file)).toBe('SECONDE VERSION');
    expect(reads).toBe(2);
  });

  it('sees a change of size alone (same time) and keeps files apart', async () => {
    const of = upper();
    const other = join(folder, 'other.html');
    await writeFile(other, 'autre');
    expect([of(file), of(other)]).toEqual(['PREMIÈRE', 'AUTRE']);
    const { mtime } = statSync(file);
    await writeFile(file, 'plus longue');
    await utimes(file, mtime, mtime);
    clock = 1_000;
    expect([of(file), of(other)]).toEqual(['PLUS LONGUE', 'AUTRE']);
  });

  it('stops answering a file that is gone once it looks again', async () => {
    const of = upper();
    expect(of(file)).toBe('PREMIÈRE');
    await rm(file);
    expect(of(file)).toBe('PREMIÈRE');
    clock = 1_000;
    expect(() => of(file)).toThrow(/ENOENT/);
  });
});
