import { useEffect, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/**
 * A screen's filter kept in its URL's query, so that a search can be kept, shared and reloaded: each of `keys` as
 * the URL has it ('' when absent), and a setter that sets what it is given ('' removes the key) and keeps the rest
 * of the query, replacing the history entry rather than adding one per keystroke.
 */
export function useUrlFilter<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = (next: Partial<Record<K, string>>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === undefined) merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace: true },
    );
  return [filter, update];
}

/**
 * The search box of a screen whose search is kept in its URL: what is typed shows at once, and is written into the
 * URL (`setQuery`) once typing has paused for `delayMs`. While another screen loads (one a row opened), a late
 * search does not write it: that would navigate back here and cancel the opening.
 */
export function useTypedSearch(
  query: string,
  setQuery: (query: string) => void,
  delayMs: number,
): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(query);
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating || typed.trim() === query) return;
    const timer = setTimeout(() => setQuery(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  });
  return [typed, setTyped];
}
