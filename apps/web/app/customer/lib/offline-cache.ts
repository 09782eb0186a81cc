import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { OFFLINE_CACHE_KEY, readStoredUser } from './session.ts';

/*
 * The last data the screens loaded, kept in the browser so that an app opened without a connection still shows it
 * (marked « Hors ligne · données du … »): the user, the history, the transactions looked at, the ads and the
 * forecasts. Kept for the signed-in user only (their uuid is stored with it) and cleared with the rest at sign-out
 * (clearStoredData).
 */

/** The queries kept: their key's first part. */
const KEPT = new Set(['me', 'history', 'transaction', 'pubs', 'pronostics']);
/** At most this many transactions' details are kept, the most recently loaded. */
const MAX_TRANSACTIONS = 20;

type Entry = { key: QueryKey; data: unknown; updatedAt: number };
type Stored = { uuid: string; entries: Entry[] };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What the cache kept for the signed-in user, put back in the query cache with the time it was loaded. */
export function restoreOfflineCache(client: QueryClient): void {
  const uuid = readStoredUser()?.uuid;
  const raw = storage()?.getItem(OFFLINE_CACHE_KEY);
  if (uuid === undefined || raw == null) return;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (stored.uuid !== uuid || !Array.isArray(stored.entries)) return;
    for (const entry of stored.entries) {
      if (client.getQueryData(entry.key) === undefined)
        client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    }
  } catch {
    storage()?.removeItem(OFFLINE_CACHE_KEY);
  }
}

/**
 * The kept queries' last successful data, written after each success (once per burst of answers, at the latest when
 * the page is left). Returns the way to stop, which writes what is waiting.
 */
export function keepOfflineCache(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const uuid = readStoredUser()?.uuid;
    if (uuid === undefined) return;
    const queries = client
      .getQueryCache()
      .getAll()
      .filter((query) => KEPT.has(String(query.queryKey[0])) && query.state.data !== undefined)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    let transactions = 0;
    const entries: Entry[] = [];
    for (const query of queries) {
      if (query.queryKey[0] === 'transaction' && ++transactions > MAX_TRANSACTIONS) continue;
      entries.push({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt });
    }
    try {
      storage()?.setItem(OFFLINE_CACHE_KEY, JSON.stringify({ uuid, entries } satisfies Stored));
    } catch {
      // Storage full or refused: the app works as before, without its offline copy.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!KEPT.has(String(event.query.queryKey[0]))) return;
    if (timer === undefined) timer = setTimeout(write, 200);
  });
  // Leaving the page (a reload, a link out, the app closed) writes what is waiting: the copy is the latest.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
