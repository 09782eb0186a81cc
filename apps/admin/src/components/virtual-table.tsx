import {
  type ColumnDef,
  createColumnHelper,
  FlexRender,
  type Row,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, useEffect, useMemo, useRef } from 'react';

/** What a TanStack infinite query gives the table: whether a next page exists and how to ask for it. */
export type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The table needs no client-side feature: the server sorts, filters and pages (decision 032). */
const features = tableFeatures({});

/** A screen's columns, as TanStack Table defines them. */
export type Columns<T extends RowData> = ColumnDef<typeof features, T>[];

/**
 * The rows of an infinite query's pages, as one array that grows as pages come: a new page's rows are appended to
 * the same array (at 100,000 rows, copying them all for each page of 50 made megabytes of garbage a page, and the
 * collector's pauses long frames); a refetch or a new filter (pages that do not extend the last ones) starts anew.
 * `VirtualTable` reads its length at each render.
 */
export function useLoadedRows<T>(pages: readonly { data: readonly T[] }[] | undefined): T[] {
  const kept = useRef<{ pages: readonly { data: readonly T[] }[]; rows: T[] }>({ pages: [], rows: [] });
  const list = pages ?? [];
  const before = kept.current;
  if (list !== before.pages) {
    const extends_ =
      before.pages.length > 0 &&
      before.pages.length <= list.length &&
      before.pages.every((page, index) => page === list[index]);
    const rows = extends_ ? before.rows : [];
    for (const page of list.slice(extends_ ? before.pages.length : 0))
      for (const row of page.data) rows.push(row);
    kept.current = { pages: list, rows };
  }
  return kept.current.rows;
}

/** TanStack Table's helper to define a screen's columns for `VirtualTable`. */
export const columnHelper = <T extends RowData>() => createColumnHelper<typeof features, T>();

/**
 * A table of server pages in a scrolling box (decision 032): TanStack Table turns the screen's column definitions
 * and the rows so far into header and cells, TanStack Virtual draws only the rows in view, and the next page is
 * asked for when the last row comes into view. Every row has the same height (no measuring while scrolling: a
 * cell's text is cut rather than wrapped); the header stays at the top, the first column at the left when a narrow
 * screen scrolls the table sideways. Each row carries its index, so a screen reader knows where it is among rows it
 * cannot all see.
 */
export function VirtualTable<T extends RowData>({
  rows,
  columns,
  rowId,
  pages,
  label,
  template,
  minWidth,
  rowHeight,
  loadingMore,
}: {
  rows: T[];
  columns: Columns<T>;
  rowId: (row: T) => string;
  pages: Pages;
  label: string;
  /** The columns' CSS grid tracks, in the order of `columns`. */
  template: string;
  /** Below this width the table scrolls sideways (a CSS length). */
  minWidth: string;
  rowHeight: number;
  loadingMore: string;
}) {
  const scroller = useRef<HTMLElement>(null);
  const virtual = useVirtualizer({
    count: rows.length + (pages.hasNextPage ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
  });
  const items = virtual.getVirtualItems();
  const firstShown = items[0]?.index ?? 0;
  const lastShown = items.at(-1)?.index ?? -1;
  // The table is given only the rows in view: nothing is sorted or filtered here (the server does it), so its rows
  // are the data's in the same order, and its work per frame stays the same at 100,000 rows loaded.
  // (The rows array may have grown in place: its length is part of what the slice depends on.)
  const loaded = rows.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` stands for the rows appended in place.
  const inView = useMemo(() => rows.slice(firstShown, lastShown + 1), [rows, loaded, firstShown, lastShown]);
  const table = useTable({ features, columns, data: inView, getRowId: rowId });
  const tableRows = table.getRowModel().rows;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (lastShown >= rows.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastShown, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const grid = { gridTemplateColumns: template };
  return (
    <section
      ref={scroller}
      // The box scrolls: a keyboard user needs to reach it to scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className="h-[65vh] overflow-auto rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {/* A native table laid out as a grid (its rows are placed absolutely); Chromium keeps its table semantics. */}
      <table
        aria-label={label}
        aria-rowcount={hasNextPage ? -1 : rows.length + 1}
        className="grid text-sm"
        style={{ minWidth }}
      >
        <thead className="sticky top-0 z-[2] grid border-b border-ink-200 bg-ink-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} className="grid h-10 bg-ink-50" style={grid}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`${CELL} text-xs font-semibold tracking-wide text-ink-700 uppercase`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="relative grid" style={{ height: virtual.getTotalSize() }}>
          {items.map((item) => {
            const row = tableRows[item.index - firstShown];
            const place = { height: rowHeight, transform: `translateY(${item.start}px)` };
            return row === undefined ? (
              <tr
                key="more"
                aria-rowindex={item.index + 2}
                className="absolute inset-x-0 top-0 flex items-center justify-center text-ink-500"
                style={place}
              >
                <td colSpan={columns.length}>{loadingMore}</td>
              </tr>
            ) : (
              <BodyRow
                key={row.id}
                row={row}
                index={item.index}
                start={item.start}
                height={rowHeight}
                template={template}
                columns={columns}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

const CELL =
  'flex min-w-0 items-center px-3 text-left first:sticky first:left-0 first:z-[1] first:bg-inherit';

type BodyRowProps<T extends RowData> = {
  row: Row<typeof features, T>;
  index: number;
  start: number;
  height: number;
  template: string;
  /** Not read here: new columns (another language, other actions) draw the row again. */
  columns: unknown;
};

function BodyRowView<T extends RowData>({ row, index, start, height, template }: BodyRowProps<T>) {
  const style: CSSProperties = { gridTemplateColumns: template, height, transform: `translateY(${start}px)` };
  return (
    <tr
      aria-rowindex={index + 2}
      className="absolute inset-x-0 top-0 grid border-b border-ink-100 bg-white hover:bg-ink-50"
      style={style}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={CELL}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/**
 * One row of the table, drawn again only when its data, its place or the columns change: while the list scrolls,
 * the rows that stay in view are left alone (the table makes new row objects for the same data) and only those
 * coming into view are drawn.
 */
const BodyRow = memo(
  BodyRowView,
  (before, after) =>
    before.row.original === after.row.original &&
    (Object.keys(before) as (keyof typeof before)[]).every(
      (key) => key === 'row' || before[key] === after[key],
    ),
) as typeof BodyRowView;
