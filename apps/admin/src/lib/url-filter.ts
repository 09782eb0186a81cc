import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/**
 * A screen's filter kept in its URL's query, so that a search can be kept, shared and reloaded: each of `keys` as
 * the URL has it ('' when absent), and a setter that sets what it is given ('' removes the key) and keeps the rest
 * of the query, replacing the history entry rather than adding one per keystroke.
 *
 * Two changes made before the screen renders again (a tab chosen, then the search box's pause writing the search)
 * both hold: each builds on the query the one before wrote, not on the query of the last render, which would undo
 * it (a tab chosen, then dropped by the search written a moment later).
 */
export function useUrlFilter<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  // The last query written (or rendered), and the queries written that have not rendered yet, oldest first.
  const written = useRef({
    rendered: params.toString(),
    query: new URLSearchParams(params),
    pending: [] as string[],
  });
  const now = params.toString();
  if (now !== written.current.rendered) {
    const at = written.current.pending.indexOf(now);
    // One of ours arriving keeps what was written since; a query from elsewhere (back, a link) is the new base.
    written.current =
      at === -1
        ? { rendered: now, query: new URLSearchParams(params), pending: [] }
        : { ...written.current, rendered: now, pending: written.current.pending.slice(at + 1) };
  }
  const filter = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = (next: Partial<Record<K, string>>) => {
    const merged = new URLSearchParams(written.current.query);
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || value === undefined) merged.delete(key);
      else merged.set(key, String(value));
    }
    if (merged.toString() === written.current.query.toString()) return;
    written.current.query = merged;
    written.current.pending.push(merged.toString());
    setParams(merged, { replace: true });
  };
  return [filter, update];
}

/**
 * The search box of a screen whose search is kept in its URL: what is typed shows at once, and is written into the
 * URL (`setQuery`) once typing has paused for `delayMs`, whatever else renders the screen meanwhile (a live queue
 * renders it often: the pause counts from the last keystroke, not from the last render). While another screen
 * loads (one a row opened), a late search does not write it: that would navigate back here and cancel the opening.
 */
export function useTypedSearch(
  query: string,
  setQuery: (query: string) => void,
  delayMs: number,
): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(query);
  const navigating = useNavigation().state !== 'idle';
  const save = useRef(setQuery);
  save.current = setQuery;
  useEffect(() => {
    if (navigating || typed.trim() === query) return;
    const timer = setTimeout(() => save.current(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [typed, query, navigating, delayMs]);
  return [typed, setTyped];
}
