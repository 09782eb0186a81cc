import { type InfiniteData, replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * A long list kept as a window of pages (decision 035). The dashboard's lists page by keyset cursors: `before`
 * reads down (older rows), `after` up (newer ones). Scrolling 100,000 users down, the browser would otherwise keep
 * every row it ever loaded, and its collector's pauses (and the restyling they slow down) grow with that heap until
 * frames take over 50 ms. So a list keeps `WINDOW_PAGES` pages at most (TanStack Query's `maxPages` lets go of
 * the farthest one), asks again for a page above when the view goes back up, and knows where each page sits in
 * the whole list: a page read down starts where the one above it ended; a page read up ends where the one below
 * it started.
 */

/** Pages kept: 2,000 rows of 50, forty screens back and forth; a few megabytes, whatever the list's length. */
export const WINDOW_PAGES = 40;

/** What a page of the API gives: its rows, and the cursors of the pages below and above it (null at each end). */
export type CursorPage = { data: readonly unknown[]; next: string | null; previous: string | null };

/** Where a page starts: the top, below a cursor at a known row, or above a cursor, ending at a known row. */
export type PageParam = { at: number; before?: string } | { after: string; end: number };

/** Where a window's first page starts: the top, or below the cursor that ends the page above. */
export type Start = { at: number; before?: string };

/** A page with the index, in the whole list, of its first row. */
export type Placed<P> = P & { at: number };

/** The top of the list: where a window starts unless the view jumped far down the list and back. */
export const TOP: Start = { at: 0 };

/**
 * The part of TanStack's infinite query options that pages a keyset list as a window: `listKey` is the list's
 * query key under its filter (each window's key adds where it starts), `fetchPage` asks the API for one page with
 * the cursor given (`before` or `after`, or none for the top); the window's first page is `start`.
 */
export function windowedPages<P extends CursorPage>(
  listKey: readonly unknown[],
  fetchPage: (cursor: { before?: string; after?: string }) => Promise<P>,
  start: Start = TOP,
) {
  return {
    queryKey: [...listKey, start.at],
    placeholderData: sameListMeanwhile<InfiniteData<Placed<P>, PageParam>>(listKey),
    initialPageParam: start as PageParam,
    queryFn: async ({ pageParam }: { pageParam: PageParam }): Promise<Placed<P>> => {
      if ('after' in pageParam) {
        const page = await fetchPage({ after: pageParam.after });
        return { ...page, at: pageParam.end - page.data.length };
      }
      const page = await fetchPage(pageParam.before === undefined ? {} : { before: pageParam.before });
      return { ...page, at: pageParam.at };
    },
    getNextPageParam: (last: Placed<P>): PageParam | undefined =>
      last.next === null ? undefined : { before: last.next, at: last.at + last.data.length },
    getPreviousPageParam: (first: Placed<P>): PageParam | undefined =>
      first.previous === null || first.at <= 0 ? undefined : { after: first.previous, end: first.at },
    maxPages: WINDOW_PAGES,
    structuralSharing: sharePagesByPlace,
  };
}

/**
 * TanStack's structural sharing, page by page at the same place in the list. Its default compares the old and
 * new pages by position in the array: once the window is full, each new page shifts every position by one, and
 * all 2,000 rows kept were compared field by field and copied at each page (a long frame, and every row on
 * screen drawn again for rows that did not change). A page at the same place as before keeps what did not change.
 */
export function sharePagesByPlace(before: unknown, after: unknown): unknown {
  const old = before as InfiniteData<Placed<CursorPage>> | undefined;
  const next = after as InfiniteData<Placed<CursorPage>>;
  if (old === undefined || !Array.isArray(old.pages) || !Array.isArray(next.pages)) return after;
  const placed = new Map(old.pages.map((page) => [page.at, page]));
  const pages = next.pages.map((page) => {
    const same = placed.get(page.at);
    return same === undefined ? page : replaceEqualDeep(same, page);
  });
  return pages.every((page, index) => page === old.pages[index]) && pages.length === old.pages.length
    ? old
    : { ...next, pages };
}

/**
 * While a new window of the same list loads (after a jump), the window before stays on screen (its rows away from
 * the view, which shows rows loading); another filter's list is not shown meanwhile.
 */
export function sameListMeanwhile<D>(listKey: readonly unknown[]) {
  const key = JSON.stringify(listKey);
  return (previous: D | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery !== undefined && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === key
      ? previous
      : undefined;
}

/** The rows of the pages kept, in order, and the index in the whole list of the first one. */
export type Window<T> = { rows: T[]; offset: number };

/**
 * The rows of a windowed list's pages, and where they start. Pages that do not follow one another, or a top
 * that is not at row 0 (users registered or left the filter while the list was read up), mean the places are no
 * longer true: `misplaced`, and the list should be read again from the top.
 */
export function windowOf<T>(
  pages: readonly Placed<{ data: readonly T[]; previous: string | null }>[],
): Window<T> & {
  misplaced: boolean;
} {
  const first = pages[0];
  if (first === undefined) return { rows: [], offset: 0, misplaced: false };
  const rows: T[] = [];
  let misplaced = first.at < 0 || (first.previous === null && first.at !== 0);
  for (const page of pages) {
    if (page.at !== first.at + rows.length) misplaced = true;
    for (const row of page.data) rows.push(row);
  }
  return { rows, offset: first.at, misplaced };
}

/**
 * A screen's list as a window (`windowOf` over its infinite query's pages), and where the window starts. Every
 * page start seen is remembered (a number and a cursor each), so that a view that jumps far above the window
 * (the scroll bar dragged up, Home) starts a new window at the nearest page it knows (`jumpTo`) rather than
 * reading back a page at a time (`toTop` forgets them all and starts at the top). `filterKey` names the filter:
 * another filter starts at the top with nothing remembered.
 */
export function useWindowStart(filterKey: string) {
  const [state, setState] = useState<{ filterKey: string; start: Start }>({ filterKey, start: TOP });
  const start = state.filterKey === filterKey ? state.start : TOP;
  const known = useRef<{ filterKey: string; starts: Map<number, Start>; length: number }>({
    filterKey,
    starts: new Map(),
    length: 0,
  });
  if (known.current.filterKey !== filterKey) known.current = { filterKey, starts: new Map(), length: 0 };
  /** Notes the pages' starts and how far down the list is known to go; answers that length. */
  const remember = useCallback(
    (pages: readonly Placed<{ data: readonly unknown[]; next: string | null }>[]) => {
      const seen = known.current;
      pages.forEach((page, index) => {
        const above = pages[index - 1];
        if (page.at === 0) seen.starts.set(0, TOP);
        else if (above?.next != null && above.at + above.data.length === page.at)
          seen.starts.set(page.at, { at: page.at, before: above.next });
        // The last page says where the list ends (it may be shorter than it was); the others, that it goes on.
        const end = page.at + page.data.length;
        seen.length = page.next === null ? end : Math.max(seen.length, end);
      });
      return seen.length;
    },
    [],
  );
  const jumpTo = useCallback(
    (index: number) => {
      let nearest: Start = TOP;
      for (const candidate of known.current.starts.values())
        if (candidate.at <= index && candidate.at > nearest.at) nearest = candidate;
      setState((now) =>
        now.filterKey === filterKey && now.start.at === nearest.at ? now : { filterKey, start: nearest },
      );
    },
    [filterKey],
  );
  const toTop = useCallback(() => {
    known.current = { filterKey, starts: new Map(), length: 0 };
    setState({ filterKey, start: TOP });
  }, [filterKey]);
  return { start, remember, jumpTo, toTop };
}

/**
 * `windowOf` for a screen's infinite query: the rows kept and their offset, computed again only when the pages
 * change (at most 2,000 rows), and how long the list is known to be. The pages' starts are remembered for
 * `jumpTo`; a misplaced window sends the list back to its top, every window of `listKey` (the list's query key
 * under this filter, which every window's key starts with) read again.
 */
export function useWindow<T>(
  listKey: readonly unknown[],
  data:
    | InfiniteData<Placed<{ data: readonly T[]; next: string | null; previous: string | null }>, unknown>
    | undefined,
  place: Pick<ReturnType<typeof useWindowStart>, 'remember' | 'toTop'>,
): Window<T> & { length: number } {
  const client = useQueryClient();
  const { remember, toTop } = place;
  const window = useMemo(() => {
    const pages = data?.pages ?? [];
    // The starts and the length are a cache of what was seen: noting them again changes nothing.
    return { ...windowOf(pages), length: remember(pages) };
  }, [data?.pages, remember]);
  const misplaced = window.misplaced;
  // The key is the filter's: a new array each render with the same contents.
  const key = JSON.stringify(listKey);
  useEffect(() => {
    if (!misplaced) return;
    toTop();
    void client.resetQueries({ queryKey: JSON.parse(key) as unknown[] });
  }, [misplaced, client, key, toTop]);
  return window;
}
