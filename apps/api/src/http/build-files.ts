import { readFileSync, type Stats, statSync } from 'node:fs';

/**
 * What a build file gives, read again when the file changes (a new build may replace the files under a running
 * server): keyed by its modification time and size.
 */
export function readWhenChanged<T>(
  read: (bytes: Buffer, absolute: string, stats: Stats) => T,
): (absolute: string) => T {
  const cache = new Map<string, { version: string; value: T }>();
  return (absolute) => {
    const stats = statSync(absolute);
    const version = `${stats.mtimeMs}:${stats.size}`;
    const cached = cache.get(absolute);
    if (cached?.version === version) return cached.value;
    const value = read(readFileSync(absolute), absolute, stats);
    cache.set(absolute, { version, value });
    return value;
  };
}
