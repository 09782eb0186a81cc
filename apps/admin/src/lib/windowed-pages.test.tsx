// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type CursorPage,
  type PageParam,
  sharePagesByPlace,
  TOP,
  useWindow,
  useWindowStart,
  WINDOW_PAGES,
  windowedPages,
  windowOf,
} from './windowed-pages.ts';

// The paging of a long list as a window (decision 035), against a fake API of 1,000 rows newest first whose
// cursors are row numbers, as the server's keyset pages behave: `before` the rows after it in the list, `after`
// the rows before it, 50 at a time.
const ROWS = Array.from({ length: 1000 }, (_, i) => `r${i}`);
const LIMIT = 50;
type Page = CursorPage & { data: string[] };
const asked: { before?: string; after?: string }[] = [];
async function fakeApi(cursor: { before?: string; after?: string }): Promise<Page> {
  asked.push(cursor);
  const from =
    cursor.before !== undefined
      ? Number(cursor.before) + 1
      : cursor.after !== undefined
        ? Math.max(0, Number(cursor.after) - LIMIT)
        : 0;
  const to = cursor.after !== undefined ? Number(cursor.after) : Math.min(ROWS.length, from + LIMIT);
  return {
    data: ROWS.slice(from, to),
    next: to < ROWS.length ? String(to - 1) : null,
    previous: from > 0 ? String(from) : null,
  };
}

describe('windowedPages', () => {
  const paging = windowedPages(['test'], fakeApi);

  it('reads down from the top, each page placed where the one above it ended', async () => {
    const top = await paging.queryFn({ pageParam: paging.initialPageParam });
    expect(top).toMatchObject({ at: 0, data: ROWS.slice(0, 50) });
    expect(paging.getPreviousPageParam(top)).toBeUndefined();
    const param = paging.getNextPageParam(top) as PageParam;
    const second = await paging.queryFn({ pageParam: param });
    expect(second).toMatchObject({ at: 50, data: ROWS.slice(50, 100) });
  });

  it('reads back up from a page far down, the page above ending where the one below starts', async () => {
    const deep = await paging.queryFn({ pageParam: { before: '899', at: 900 } });
    expect(deep.data[0]).toBe('r900');
    const above = await paging.queryFn({ pageParam: paging.getPreviousPageParam(deep) as PageParam });
    expect(above).toMatchObject({ at: 850, data: ROWS.slice(850, 900) });
    expect(asked.at(-1)).toEqual({ after: '900' });
  });

  it('asks for nothing past the last page, and keeps a window of pages', async () => {
    const last = await paging.queryFn({ pageParam: { before: '949', at: 950 } });
    expect(last.next).toBeNull();
    expect(paging.getNextPageParam(last)).toBeUndefined();
    expect(paging.maxPages).toBe(WINDOW_PAGES);
  });
});

describe('windowOf', () => {
  const page = (at: number, count: number, previous: string | null = at === 0 ? null : String(at)) => ({
    at,
    previous,
    data: ROWS.slice(at, at + count),
  });

  it('joins the pages kept and says where they start', () => {
    expect(windowOf([page(100, 50), page(150, 50), page(200, 10)])).toEqual({
      rows: ROWS.slice(100, 210),
      offset: 100,
      misplaced: false,
    });
    expect(windowOf([])).toEqual({ rows: [], offset: 0, misplaced: false });
  });

  it('says the places are no longer true when pages do not follow, or the top is not at row 0', () => {
    expect(windowOf([page(100, 50), page(160, 50)]).misplaced).toBe(true);
    // Users registered meanwhile: reading up reached the top of the list at row 30.
    expect(windowOf([page(30, 50, null)]).misplaced).toBe(true);
    expect(windowOf([page(-20, 50)]).misplaced).toBe(true);
  });
});

describe('useWindowStart', () => {
  /** Pages of 50 read down from the top to `end`, as the list's query holds them, each placed. */
  const readDown = async (end: number) => {
    const paging = windowedPages(['test'], fakeApi);
    const pages = [await paging.queryFn({ pageParam: paging.initialPageParam })];
    while ((pages.at(-1)?.at ?? 0) + LIMIT < end) {
      const param = paging.getNextPageParam(pages.at(-1) as (typeof pages)[number]) as PageParam;
      pages.push(await paging.queryFn({ pageParam: param }));
    }
    return pages;
  };

  it('starts at the top, and after a jump at the nearest page start it has seen, with that page’s cursor', async () => {
    const { result } = renderHook(({ filter }) => useWindowStart(filter), { initialProps: { filter: 'a' } });
    expect(result.current.start).toEqual(TOP);
    const pages = await readDown(600);
    act(() => {
      expect(result.current.remember(pages)).toBe(600);
    });
    act(() => result.current.jumpTo(437));
    expect(result.current.start).toEqual({ at: 400, before: '399' });
    // The window that starts there reads the same rows as the list read down had there.
    const there = await windowedPages(['test'], fakeApi, result.current.start).queryFn({
      pageParam: windowedPages(['test'], fakeApi, result.current.start).initialPageParam,
    });
    expect(there).toMatchObject({ at: 400, data: ROWS.slice(400, 450) });
    act(() => result.current.jumpTo(12));
    expect(result.current.start).toEqual(TOP);
  });

  it('forgets what it saw for another filter, and when sent back to the top', async () => {
    const { result, rerender } = renderHook(({ filter }) => useWindowStart(filter), {
      initialProps: { filter: 'a' },
    });
    const pages = await readDown(300);
    act(() => {
      result.current.remember(pages);
      result.current.jumpTo(260);
    });
    expect(result.current.start.at).toBe(250);
    rerender({ filter: 'b' });
    expect(result.current.start).toEqual(TOP);
    act(() => result.current.jumpTo(260));
    expect(result.current.start).toEqual(TOP);
    rerender({ filter: 'a' });
    act(() => {
      result.current.remember(pages);
      result.current.toTop();
      result.current.jumpTo(260);
    });
    expect(result.current.start).toEqual(TOP);
  });

  it('knows the list’s length from its last page, shorter or longer than it was', async () => {
    const { result } = renderHook(() => useWindowStart('a'));
    const pages = await readDown(1000);
    expect(pages.at(-1)?.next).toBeNull();
    let length = 0;
    act(() => {
      length = result.current.remember(pages.slice(0, 3));
    });
    expect(length).toBe(150);
    act(() => {
      length = result.current.remember(pages.slice(-2));
    });
    expect(length).toBe(1000);
    const shorter = { ...(pages.at(-1) as (typeof pages)[number]), data: ROWS.slice(950, 960) };
    act(() => {
      length = result.current.remember([shorter]);
    });
    expect(length).toBe(960);
  });
});

describe('sharePagesByPlace', () => {
  const page = (at: number, rows = ROWS.slice(at, at + LIMIT).map((id) => ({ id }))) => ({
    at,
    data: rows,
    next: null,
    previous: null,
  });

  it('keeps the pages that stayed, whatever their position, and a refetched page’s unchanged rows', () => {
    const [a, b, c] = [page(0), page(50), page(100)];
    const before = { pages: [a, b, c], pageParams: [] };
    // The window moved down: the first page let go, a new one at the end.
    const d = page(150);
    const shared = sharePagesByPlace(before, { pages: [b, c, d], pageParams: [] }) as typeof before;
    expect(shared.pages[0]).toBe(b);
    expect(shared.pages[1]).toBe(c);
    expect(shared.pages[2]).toBe(d);
    // A refetch brings equal pages as new objects, one row changed: the rest keeps its identity.
    const again = page(
      50,
      b.data.map((row, index) => (index === 3 ? { id: 'changed' } : { ...row })),
    );
    const refetched = sharePagesByPlace(shared, {
      pages: [{ ...b }, again, { ...d }],
      pageParams: [],
    }) as typeof before;
    expect(refetched.pages[0]).toBe(b);
    expect(refetched.pages[1]?.data[0]).toBe(b.data[0]);
    expect(refetched.pages[1]?.data[3]).toEqual({ id: 'changed' });
    // Nothing changed at all: the data itself is the same.
    expect(sharePagesByPlace(shared, { pages: [{ ...b }, { ...c }, { ...d }], pageParams: [] })).toBe(shared);
  });
});

describe('useWindow', () => {
  it('gives the rows kept, their offset and the known length; a misplaced window sends the list back to its top', async () => {
    const client = new QueryClient();
    const reset = vi.spyOn(client, 'resetQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const page = (at: number, previous: string | null) => ({
      at,
      previous,
      next: String(at + LIMIT - 1),
      data: ROWS.slice(at, at + LIMIT),
    });
    const { result, rerender } = renderHook(
      ({ pages }) => {
        const place = useWindowStart('filtre');
        return { place, window: useWindow(['users', 'list', {}], { pages, pageParams: [] }, place) };
      },
      { wrapper, initialProps: { pages: [page(100, '100'), page(150, '150')] } },
    );
    expect(result.current.window).toMatchObject({ offset: 100, length: 200 });
    expect(result.current.window.rows).toEqual(ROWS.slice(100, 200));
    expect(reset).not.toHaveBeenCalled();
    // Read up to the top of the list, which is not at row 0 any more: read again from the top.
    act(() => result.current.place.jumpTo(160));
    expect(result.current.place.start.at).toBe(150);
    rerender({ pages: [page(30, null), page(80, '80')] });
    await vi.waitFor(() => expect(reset).toHaveBeenCalledWith({ queryKey: ['users', 'list', {}] }));
    expect(result.current.place.start).toEqual(TOP);
  });
});
