import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';

/** What a TanStack infinite query gives the list: its rows so far and how to ask for the next page. */
export type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * A list of server pages in a scrolling box that draws only the rows in view (@tanstack/react-virtual) and asks
 * for the next page when its last row comes into view. Rows are measured once drawn: a name or a date may wrap on
 * a narrow screen. While a next page exists, a last row says it is loading.
 */
export function InfiniteList<T>({
  rows,
  pages,
  label,
  estimatedRowHeight,
  loadingMore,
  rowClassName,
  children,
}: {
  rows: readonly T[];
  pages: Pages;
  label: string;
  estimatedRowHeight: number;
  loadingMore: string;
  rowClassName: string;
  children: (row: T) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length + (pages.hasNextPage ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
  });
  const items = virtual.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (lastShown >= rows.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastShown, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <div
      ref={scroller}
      className="h-[65vh] overflow-y-auto rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
    >
      <ul aria-label={label} className="relative" style={{ height: virtual.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtual.measureElement}
              className={`absolute inset-x-0 top-0 border-b border-ink-100 ${rowClassName}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row === undefined ? (
                <p className="py-4 text-center text-ink-500">{loadingMore}</p>
              ) : (
                children(row)
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
