import { readFileSync, type Stats, statSync } from 'node:fs';

/** How long a build file read is trusted before its file is looked at again (a stat). */
export const RECHECK_MS = 1_000;

/**
 * What a build file gives, read again when the file changes (a new build may replace the files under a running
 * server): keyed by its modification time and size, which are looked at no more than once every `recheckMs` per
 * file. A page served from memory thus costs no system call (a stat on every request was a seventh of a page's
 * cost, decision 033); a new build is served within a second.
 */
export function readWhenChanged<T>(
  read: (bytes: Buffer, absolute: string, stats: Stats) => T,
  { recheckMs = RECHECK_MS, now = Date.now }: { recheckMs?: number; now?: () => number } = {},
): (absolute: string) => T {
  const cache = new Map<string, { version: string; value: T; checkedAt: number }>();
  return (absolute) => {
    const cached = cache.get(absolute);
    const at = now();
    if (cached !== undefined && at - cached.checkedAt < recheckMs) return cached.value;
    const stats = statSync(absolute);
    const version = `${stats.mtimeMs}:${stats.size}`;
    if (cached?.version === version) {
      cached.checkedAt = at;
      return cached.value;
    }
    const value = read(readFileSync(absolute), absolute, stats);
    cache.set(absolute, { version, value, checkedAt: at });
    return value;
  };
}
