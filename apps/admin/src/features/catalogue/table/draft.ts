import { MESSAGE_KEYS, toValidationIssues, type ValidationIssue } from '@1xpay/contract';
import { useCallback, useReducer } from 'react';
import type * as z from 'zod';
import { amountFromWire, amountToWire, decimalFromWire, decimalToWire } from './numbers.ts';

/**
 * The draft of a catalogue document being edited as tables: lists of rows, each row its saved values (none for a
 * row added here), its values as edited (text as typed, ticks) and whether it is marked removed (kept until the
 * save, so that it can be restored). What the draft sends is built from the rows kept, converted cell by cell to
 * the wire's values; what it counts as unsaved changes are the cells whose wire value differs, the rows added and
 * the rows removed.
 */

export type Cell = string | boolean;
export type Values = Readonly<Record<string, Cell>>;

export type DraftRow = {
  /** Unique in the page: the row's React key and the start of its cells' ids. */
  readonly key: string;
  readonly saved: Values | undefined;
  readonly value: Values;
  readonly removed: boolean;
};

export type Lists = Readonly<Record<string, readonly DraftRow[]>>;

/** A picker's choice; choices of one `group` follow one another (drawn as an optgroup). */
export type Option = { value: string; label: string; group?: string };

/** How a column's cell is edited and what it sends. */
export type Column = {
  field: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'decimal' | 'amount' | 'integer' | 'checkbox' | 'datetime';
  /** A select's choices, which may depend on the row (the operators of its country). */
  options?: (row: Values) => readonly Option[];
  /** What follows the value in its box: « % », a currency. */
  suffix?: (row: Values) => string | undefined;
  /** An amount's digits after the point in its currency (XOF 0): what the cell shows is in major units. */
  minorUnits?: (row: Values) => number;
  /** An example of a valid value, said when the cell's value is refused (« 1,5 »). */
  example?: string;
  maxLength?: number;
  /** The column's width in the table (a Tailwind class); its share of a card on a narrow screen. */
  width: string;
  wide?: boolean;
};

let keys = 0;
/** A key no other row of the page has. */
export const newKey = (): string => {
  keys += 1;
  return `r${keys}`;
};

/** epoch ms ↔ the `datetime-local` text of the admin's time zone. */
function toLocalInput(ms: unknown): string {
  if (typeof ms !== 'number') return '';
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
function fromLocalInput(text: string): number | string {
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? text : ms;
}

/** What a cell sends: the wire's value of what it holds (« 1,5 » → "1.5", « 1 000 » → 1000). */
export function cellToWire(column: Column, row: Values): unknown {
  const value = row[column.field];
  switch (column.kind) {
    case 'checkbox':
      return value === true;
    case 'decimal':
      return decimalToWire(String(value ?? ''));
    case 'amount':
      return amountToWire(String(value ?? ''), column.minorUnits?.(row) ?? 0);
    case 'integer':
      return amountToWire(String(value ?? ''), 0);
    case 'datetime':
      return fromLocalInput(String(value ?? ''));
    default:
      return String(value ?? '').trim();
  }
}

/** What a cell shows of a wire value. */
function cellFromWire(column: Column, item: Readonly<Record<string, unknown>>, row: Values): Cell {
  const value = item[column.field];
  switch (column.kind) {
    case 'checkbox':
      return value !== false;
    case 'decimal':
      return typeof value === 'string' ? decimalFromWire(value) : '';
    case 'amount':
      return typeof value === 'number' ? amountFromWire(value, column.minorUnits?.(row) ?? 0) : '';
    case 'integer':
      return typeof value === 'number' ? amountFromWire(value, 0) : '';
    case 'datetime':
      return toLocalInput(value);
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/**
 * A wire item as a row's values: its columns' cells, and its other fields (an id the table does not show) as they
 * are. An amount's currency is read first: the amount's digits depend on it.
 */
export function valuesFromWire(columns: readonly Column[], item: Readonly<Record<string, unknown>>): Values {
  const plain: Record<string, Cell> = {};
  for (const [field, value] of Object.entries(item))
    if (typeof value === 'string' || typeof value === 'boolean') plain[field] = value;
  const values: Record<string, Cell> = { ...plain };
  for (const column of columns) values[column.field] = cellFromWire(column, item, plain);
  return values;
}

/** A row's values as the wire item: its columns converted, its other fields as they are. */
export function valuesToWire(columns: readonly Column[], row: Values): Record<string, unknown> {
  const item: Record<string, unknown> = { ...row };
  for (const column of columns) item[column.field] = cellToWire(column, row);
  return item;
}

/** Rows of saved wire items. */
export function rowsOf(columns: readonly Column[], items: readonly Readonly<Record<string, unknown>>[]) {
  return items.map((item): DraftRow => {
    const values = valuesFromWire(columns, item);
    return { key: newKey(), saved: values, value: values, removed: false };
  });
}

/** The rows a save keeps. */
export const keptRows = (rows: readonly DraftRow[] | undefined): DraftRow[] =>
  (rows ?? []).filter((row) => !row.removed);

/** Whether a cell differs from what is saved, by what it sends (« 1,5 » and « 1.5 » are no change). */
export function cellChanged(column: Column, row: DraftRow): boolean {
  if (row.saved === undefined) return false;
  return !Object.is(cellToWire(column, row.value), cellToWire(column, row.saved));
}

/** A row's unsaved changes: 1 added, 1 removed (none for a row added then removed), else its changed cells. */
export function rowChanges(columns: readonly Column[], row: DraftRow): number {
  if (row.saved === undefined) return row.removed ? 0 : 1;
  if (row.removed) return 1;
  return columns.filter((column) => cellChanged(column, row)).length;
}

type State = { lists: Lists; touched: ReadonlySet<string>; submitted: boolean };

type Action =
  | { type: 'patch'; list: string; key: string; patch: Values }
  | { type: 'add'; list: string; row: DraftRow }
  | { type: 'removed'; list: string; key: string; removed: boolean }
  | { type: 'touch'; cell: string }
  | { type: 'submitted' }
  | { type: 'committed' }
  | { type: 'reset'; lists: Lists };

function reduce(state: State, action: Action): State {
  const update = (list: string, change: (rows: readonly DraftRow[]) => readonly DraftRow[]) => ({
    ...state,
    lists: { ...state.lists, [list]: change(state.lists[list] ?? []) },
  });
  switch (action.type) {
    case 'patch':
      return update(action.list, (rows) =>
        rows.map((row) =>
          row.key === action.key ? { ...row, value: { ...row.value, ...action.patch } } : row,
        ),
      );
    case 'add':
      return update(action.list, (rows) => [...rows, action.row]);
    case 'removed':
      return update(action.list, (rows) =>
        rows.map((row) => (row.key === action.key ? { ...row, removed: action.removed } : row)),
      );
    case 'touch':
      return state.touched.has(action.cell)
        ? state
        : { ...state, touched: new Set([...state.touched, action.cell]) };
    case 'submitted':
      return { ...state, submitted: true };
    case 'committed': {
      // What was sent is what is saved now: the rows removed go, the others' values become their saved ones.
      const lists = Object.fromEntries(
        Object.entries(state.lists).map(([list, rows]) => [
          list,
          keptRows(rows).map((row) => ({ ...row, saved: row.value })),
        ]),
      );
      return { lists, touched: new Set(), submitted: false };
    }
    case 'reset':
      return { lists: action.lists, touched: new Set(), submitted: false };
  }
}

/** The id of a cell's control (and the key of its touch): its row's key and its field. */
export const cellId = (key: string, field: string) => `${key}-${field}`;

/**
 * A document's draft: its lists of rows and what edits them; `saved` is where « Annuler les modifications » takes
 * it back. A cell's problem shows once the cell was left after an edit, or after a save was tried.
 */
export function useDraft(saved: Lists) {
  const [state, dispatch] = useReducer(reduce, saved, (lists) => ({
    lists,
    touched: new Set<string>(),
    submitted: false,
  }));
  const patch = useCallback(
    (list: string, key: string, values: Values) => dispatch({ type: 'patch', list, key, patch: values }),
    [],
  );
  const add = useCallback(
    (list: string, values: Values, key = newKey()) =>
      dispatch({ type: 'add', list, row: { key, saved: undefined, value: values, removed: false } }),
    [],
  );
  const remove = useCallback(
    (list: string, key: string) => dispatch({ type: 'removed', list, key, removed: true }),
    [],
  );
  const restore = useCallback(
    (list: string, key: string) => dispatch({ type: 'removed', list, key, removed: false }),
    [],
  );
  const touch = useCallback(
    (key: string, field: string) => dispatch({ type: 'touch', cell: cellId(key, field) }),
    [],
  );
  const submit = useCallback(() => dispatch({ type: 'submitted' }), []);
  const commit = useCallback(() => dispatch({ type: 'committed' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset', lists: saved }), [saved]);
  return { ...state, patch, add, remove, restore, touch, submit, commit, reset };
}
export type Draft = ReturnType<typeof useDraft>;

/** Where a problem of the document shows: on a cell, on a row, or over a whole list. */
export type Place = { list: string; key?: string | undefined; field?: string | undefined };

export type Problems = {
  cells: ReadonlyMap<string, ValidationIssue>;
  rows: ReadonlyMap<string, ValidationIssue>;
  lists: ReadonlyMap<string, ValidationIssue>;
  count: number;
};

/** The key of the `index`-th row kept of a list (the index a problem's path gives). */
export const keyAt = (rows: readonly DraftRow[] | undefined, index: unknown): string | undefined =>
  typeof index === 'number' ? keptRows(rows)[index]?.key : undefined;

/**
 * The document's problems by the contract's schema (the server's own rules), each placed by `locate` from its path
 * (null: a problem `unique` already places better; undefined: one it cannot place, shown over `fallback`). `unique`
 * names the cells whose value must differ from the other rows' of their list (a country, an operator): the rows
 * that repeat an earlier one are marked, where the schema only says that the list has a duplicate.
 */
export function problemsOf(
  schema: z.ZodType,
  document: unknown,
  locate: (path: readonly (string | number)[], issue: ValidationIssue) => Place | null | undefined,
  fallback: string,
  unique: readonly { rows: readonly DraftRow[] | undefined; field: string }[] = [],
): Problems {
  const cells = new Map<string, ValidationIssue>();
  const rows = new Map<string, ValidationIssue>();
  const lists = new Map<string, ValidationIssue>();
  for (const { rows: listRows, field } of unique) {
    const seen = new Set<string>();
    for (const row of keptRows(listRows)) {
      const value = String(row.value[field] ?? '')
        .trim()
        .toUpperCase();
      if (value !== '' && seen.has(value))
        cells.set(cellId(row.key, field), { code: 'custom', path: [], message: MESSAGE_KEYS.duplicateId });
      seen.add(value);
    }
  }
  const result = schema.safeParse(document);
  if (result.success) return { cells, rows, lists, count: cells.size };
  for (const issue of toValidationIssues(result.error.issues, document)) {
    // A duplicate `unique` found is said on the cells that repeat, not again over their list.
    if (issue.message === MESSAGE_KEYS.duplicateId && unique.length > 0 && cells.size > 0) continue;
    const place = locate(issue.path, issue);
    if (place === null) continue;
    const { list, key, field } = place ?? { list: fallback };
    if (key !== undefined && field !== undefined) {
      const id = cellId(key, field);
      if (!cells.has(id)) cells.set(id, issue);
    } else if (key !== undefined) {
      if (!rows.has(key)) rows.set(key, issue);
    } else if (!lists.has(list)) lists.set(list, issue);
  }
  return { cells, rows, lists, count: cells.size + rows.size + lists.size };
}

/** The field a path names after a row's index, when it is one of the row's own fields. */
export const fieldAt = (path: readonly (string | number)[], at: number): string | undefined => {
  const field = path[at];
  return typeof field === 'string' && path.length === at + 1 ? field : undefined;
};

/** Whether the draft's problems can be shown for a cell yet: it was left after an edit, or a save was tried. */
export const shows = (draft: Pick<Draft, 'touched' | 'submitted'>, key: string, field: string) =>
  draft.submitted || draft.touched.has(cellId(key, field));
