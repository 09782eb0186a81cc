import { useSearchParams } from 'react-router';

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
