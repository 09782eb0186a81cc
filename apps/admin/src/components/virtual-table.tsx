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
import { type CSSProperties, memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useWholeRows } from './whole-rows.ts';

/**
 * What a TanStack infinite query gives the table: whether a page exists below (and above, for a list kept as a
 * window of pages: lib/windowed-pages.ts) and how to ask for it.
 */
export type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  hasPreviousPage?: boolean;
  isFetchingPreviousPage?: boolean;
  fetchPreviousPage?: () => unknown;
};

/** The table needs no client-side feature: the server sorts, filters and pages (decision 032). */
const features = tableFeatures({});

/** A screen's columns, as TanStack Table defines them. */
export type Columns<T extends RowData> = ColumnDef<typeof features, T>[];

/** TanStack Table's helper to define a screen's columns for `VirtualTable`. */
export const columnHelper = <T extends RowData>() => createColumnHelper<typeof features, T>();

/**
 * A table of server pages in a scrolling box (decision 032): TanStack Table turns the screen's column definitions
 * and the rows kept into header and cells, TanStack Virtual draws only the rows in view, and the next page is
 * asked for when the last row comes into view. `rows` may be a window of the whole list starting at row
 * `offset` (decision 035): the rows above it are drawn as loading and the page above asked for when they come
 * into view. Every row has the same height (no measuring while scrolling: a
 * cell's text is cut rather than wrapped); the header stays at the top, the first column at the left when a narrow
 * screen scrolls the table sideways. Each row carries its index, so a screen reader knows where it is among rows it
 * cannot all see. Rows coming into view are drawn whole a few a frame (decision 038): the others show their
 * `glance` meanwhile, and all of them while the list moves more than half a screen a frame (a fling, the scroll bar
 * dragged).
 */
export function VirtualTable<T extends RowData>({
  rows,
  offset = 0,
  length = offset + rows.length,
  onFar,
  columns,
  rowId,
  glance,
  pages,
  label,
  template,
  minWidth,
  rowHeight,
  loadingMore,
}: {
  rows: T[];
  /** The index in the whole list of `rows[0]`. */
  offset?: number;
  /** How many rows the list is known to have (at least those up to the end of `rows`). */
  length?: number;
  /**
   * The view went far from the rows kept (the scroll bar dragged, Home, End): a window should start near
   * `index` rather than pages be read one at a time up to it.
   */
  onFar?: (index: number) => void;
  columns: Columns<T>;
  rowId: (row: T) => string;
  /** What a row shows while the list moves fast: a line of text that tells the rows apart (a name, a reference). */
  glance: (row: T) => string;
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
    count: Math.max(length, offset + rows.length) + (pages.hasNextPage ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  const items = virtual.getVirtualItems();
  const firstShown = items[0]?.index ?? 0;
  const lastShown = items.at(-1)?.index ?? -1;
  // The table is given only the rows in view: nothing is sorted or filtered here (the server does it), so its rows
  // are the data's in the same order, and its work per frame stays the same however long the list.
  const sliceStart = Math.max(0, firstShown - offset);
  const sliceEnd = Math.max(sliceStart, lastShown + 1 - offset);
  const inView = useMemo(() => rows.slice(sliceStart, sliceEnd), [rows, sliceStart, sliceEnd]);
  const table = useTable({ features, columns, data: inView, getRowId: rowId });
  const tableRows = table.getRowModel().rows;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const { hasPreviousPage = false, isFetchingPreviousPage = false, fetchPreviousPage } = pages;
  const end = offset + rows.length;
  const far = onFar !== undefined && (firstShown > end + FAR_ROWS || lastShown < offset - FAR_ROWS);
  useEffect(() => {
    if (far) onFar?.(firstShown);
  }, [far, firstShown, onFar]);
  useEffect(() => {
    if (!far && lastShown >= end - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [far, lastShown, end, hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    if (!far && firstShown <= offset && hasPreviousPage && !isFetchingPreviousPage)
      void fetchPreviousPage?.();
  }, [far, firstShown, offset, hasPreviousPage, isFetchingPreviousPage, fetchPreviousPage]);

  // Rows come into view whole a few a frame, the others at a glance meanwhile (components/whole-rows.ts).
  const rowAt = (index: number) => (index < offset ? undefined : tableRows[index - offset - sliceStart]);
  const middle = (firstShown + lastShown) / 2;
  const nearestFirst = [...items]
    .sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle))
    .flatMap((item) => rowAt(item.index)?.id ?? []);
  const whole = useWholeRows(nearestFirst, firstShown, items.length - 2 * OVERSCAN, virtual.isScrolling);

  const sideways = useScrollsSideways(scroller);
  const cell = sideways ? `${CELL} ${STICKY_FIRST}` : CELL;
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
      {/*
        A native table laid out as a grid; Chromium keeps its table semantics. The rows drawn follow one another in
        the body's flow, below a padding as tall as the rows above them (rows placed absolutely each cost the
        body a layout of all of them: ten times the time to bring a screen of rows into view, decision 038).
      */}
      <table
        aria-label={label}
        aria-rowcount={hasNextPage ? -1 : Math.max(length, end) + 1}
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
                  className={`${cell} text-xs font-semibold tracking-wide text-ink-700 uppercase`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody
          className="block"
          style={{
            height: virtual.getTotalSize(),
            paddingTop: items[0]?.start ?? 0,
            boxSizing: 'border-box',
          }}
        >
          {items.map((item) => {
            const row = rowAt(item.index);
            if (row !== undefined && !whole.has(row.id))
              return (
                <GlanceRow
                  key={`glance-${row.id}`}
                  text={glance(row.original)}
                  index={item.index}
                  height={rowHeight}
                  template={template}
                  sideways={sideways}
                />
              );
            return row === undefined ? (
              <tr
                key={`loading-${item.index}`}
                aria-rowindex={item.index + 2}
                className="flex items-center justify-center text-ink-500"
                style={{ height: rowHeight }}
              >
                <td colSpan={columns.length}>{loadingMore}</td>
              </tr>
            ) : (
              <BodyRow
                key={row.id}
                row={row}
                index={item.index}
                height={rowHeight}
                template={template}
                cell={cell}
                columns={columns}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Rows drawn beyond the view, above and below it. */
const OVERSCAN = 6;

/** A row of the body: a grid of the columns' tracks, its size its own (laid out and painted alone). */
const ROW = 'grid border-b border-ink-100 bg-white [contain:strict]';

/** A view this many rows away from the rows kept starts a window of its own (`onFar`). */
const FAR_ROWS = 200;

/** A cell is a column of lines, centred in the row's height (a cell's content needs no wrapper of its own). */
const CELL = 'flex min-w-0 flex-col justify-center px-3 text-left';
/**
 * The first column stays at the left while a narrow screen scrolls the table sideways. Only then: a sticky cell in
 * every row is a layer of its own for the compositor, drawn again as the rows move, a cost for nothing when the
 * whole table fits.
 */
const STICKY_FIRST = 'first:sticky first:left-0 first:z-[1] first:bg-inherit';

/** Whether the box's content is wider than the box (the table scrolls sideways), followed as the box resizes. */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [sideways, setSideways] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const content = element.firstElementChild;
    const check = () => setSideways(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (content !== null) observer.observe(content);
    return () => observer.disconnect();
  }, [box]);
  return sideways;
}

type BodyRowProps<T extends RowData> = {
  row: Row<typeof features, T>;
  index: number;
  height: number;
  template: string;
  /** The cells' classes. */
  cell: string;
  /** Not read here: new columns (another language, other actions) draw the row again. */
  columns: unknown;
};

function BodyRowView<T extends RowData>({ row, index, height, template, cell }: BodyRowProps<T>) {
  const style: CSSProperties = { gridTemplateColumns: template, height };
  return (
    <tr
      aria-rowindex={index + 2}
      // Its size is its own (the table's width, the row's height): what happens inside lays out and paints alone.
      className={`${ROW} hover:bg-ink-50`}
      style={style}
    >
      {row.getAllCells().map((data) => (
        <td key={data.id} className={cell}>
          <FlexRender cell={data} />
        </td>
      ))}
    </tr>
  );
}

/**
 * A row while the list moves fast: its `glance` in its first cell and nothing more (two elements instead of a
 * row's twenty, so that a frame that brings a whole screen of rows into view stays short).
 */
const GlanceRow = memo(function GlanceRow({
  text,
  index,
  height,
  template,
  sideways,
}: {
  text: string;
  index: number;
  height: number;
  template: string;
  /** The table scrolls sideways: the glance stays at the left, as the first column does. */
  sideways: boolean;
}) {
  return (
    <tr
      aria-rowindex={index + 2}
      className={`${ROW} text-ink-600`}
      style={{ gridTemplateColumns: template, height }}
    >
      <td className={`min-w-0 self-center truncate px-3 font-semibold ${sideways ? STICKY_FIRST : ''}`}>
        {text}
      </td>
    </tr>
  );
});

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
