import { MESSAGE_KEYS, type ValidationIssue, validationPredicate } from '@1xpay/contract';
import { cx } from '@1xpay/ui';
import { type ReactNode, useId } from 'react';
import { useLocale } from '../../../lib/locale.ts';
import { useText } from '../../../lib/text.ts';
import {
  type Cell,
  type Column,
  cellChanged,
  cellId,
  type Draft,
  type DraftRow,
  type Option,
  type Problems,
  shows,
  type Values,
} from './draft.ts';
import { regroupAmount } from './numbers.ts';

type Text = ReturnType<typeof useText>;

/**
 * What a cell says of a problem the contract's schema found in it, in a few words (the column's header already
 * names it): ours where the contract's sentence would speak of the wire (« 1.5 », a list's identifier), else the
 * contract's own predicate.
 */
export function cellMessage(
  issue: ValidationIssue,
  column: Column | undefined,
  t: Text,
  locale: 'fr' | 'en',
) {
  const params = issue.params ?? {};
  if (issue.message === MESSAGE_KEYS.duplicateId) return t('cell.duplicate');
  if (issue.message === MESSAGE_KEYS.decimalInvalid)
    return t('cell.decimal', { example: column?.example ?? '1,5' });
  if (issue.message === MESSAGE_KEYS.countryUnknown) return t('cell.country');
  if (issue.message === MESSAGE_KEYS.rangeInverted) return t('cell.range');
  if (column?.kind === 'amount' && issue.code !== 'too_big') return t('cell.amount');
  if (column?.kind === 'integer' && issue.code !== 'too_big' && issue.code !== 'too_small')
    return t('cell.integer');
  if (column?.kind === 'datetime') return t('cell.date');
  if (column?.field === 'currency') return t('cell.currency');
  if (issue.missing === true || (issue.code === 'too_small' && params.origin === 'string'))
    return t(column?.kind === 'select' ? 'cell.country' : 'cell.required');
  return validationPredicate(issue, locale);
}

const CONTROL =
  'h-11 w-full min-w-0 rounded-[6px] border bg-white px-2.5 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-ink-500';

function controlTone(invalid: boolean, changed: boolean) {
  if (invalid) return 'border-red-600 bg-red-50';
  if (changed) return 'border-amber-400 bg-amber-50';
  return 'border-ink-300';
}

type ControlProps = {
  column: Column;
  row: Values;
  id: string;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  changed: boolean;
  disabled: boolean;
  onChange: (value: Cell) => void;
  onBlur: () => void;
};

/** A cell's control: a select fed by the catalogue, a French number with its unit, a tick, a text. */
function CellControl({
  column,
  row,
  id,
  label,
  invalid,
  describedBy,
  changed,
  disabled,
  onChange,
  onBlur,
}: ControlProps) {
  const t = useText();
  const common = {
    id,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    disabled,
    onBlur,
  };
  const value = row[column.field];
  const text = typeof value === 'string' ? value : '';
  const tone = controlTone(invalid, changed);
  switch (column.kind) {
    case 'checkbox':
      return (
        <label className="flex h-11 cursor-pointer items-center gap-2 md:justify-center">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          <span aria-hidden="true" className="text-sm font-semibold text-ink-700 md:hidden">
            {column.label}
          </span>
        </label>
      );
    case 'select': {
      const options = column.options?.(row) ?? [];
      return (
        <select
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={cx(CONTROL, tone, 'pl-2 pr-1')}
        >
          {!options.some((option) => option.value === text) && (
            <option value={text}>{t('picker.choose')}</option>
          )}
          {groupsOf(options).map(([group, choices]) =>
            group === undefined ? (
              choices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            ) : (
              <optgroup key={group} label={group}>
                {choices.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      );
    }
    case 'textarea':
      return (
        <textarea
          {...common}
          value={text}
          rows={2}
          maxLength={column.maxLength}
          onChange={(event) => onChange(event.target.value)}
          className={cx(CONTROL, tone, 'h-auto min-h-11 resize-y py-2 leading-5')}
        />
      );
    case 'datetime':
      return (
        <input
          {...common}
          type="datetime-local"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={cx(CONTROL, tone)}
        />
      );
    default: {
      const suffix = column.suffix?.(row);
      const numeric = isNumeric(column);
      return (
        <div className="relative">
          <input
            {...common}
            type="text"
            inputMode={numeric ? 'decimal' : undefined}
            autoComplete="off"
            spellCheck={numeric ? false : undefined}
            value={text}
            maxLength={column.maxLength}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              // An amount is shown grouped by thousands once left (« 1 000 000 »).
              if (column.kind === 'amount' || column.kind === 'integer') {
                const regrouped = regroupAmount(
                  text,
                  column.kind === 'amount' ? (column.minorUnits?.(row) ?? 0) : 0,
                );
                if (regrouped !== text) onChange(regrouped);
              }
              onBlur();
            }}
            className={cx(
              CONTROL,
              tone,
              numeric && 'text-right tabular-nums',
              suffix !== undefined && 'pr-12',
            )}
          />
          {suffix !== undefined && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 flex w-11 items-center justify-start text-sm text-ink-500"
            >
              {suffix}
            </span>
          )}
        </div>
      );
    }
  }
}

/** Consecutive choices of the same group together, in their order. */
function groupsOf(options: readonly Option[]): [string | undefined, Option[]][] {
  const groups: [string | undefined, Option[]][] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last !== undefined && last[0] === option.group) last[1].push(option);
    else groups.push([option.group, [option]]);
  }
  return groups;
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-5"
    >
      <path d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5M5 5.5l.8 10.6a1 1 0 0 0 1 .9h6.4a1 1 0 0 0 1-.9L15 5.5M8.5 9v5M11.5 9v5" />
    </svg>
  );
}

function UndoIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-4"
    >
      <path d="M7.5 4.5 4 8l3.5 3.5M4.5 8H12a4 4 0 0 1 0 8h-2" />
    </svg>
  );
}

/** What a row's cells do: edit the draft (through `onChange`, which may change other cells too), mark it touched. */
export type RowEditing = {
  list: string;
  draft: Draft;
  problems: Problems;
  /** The cells an edit changes: by default the edited one only (a country may bring its currency). */
  onChange?: ((row: DraftRow, field: string, value: Cell) => Values) | undefined;
};

/**
 * One row of an editable table: a cell per column (a card of labelled cells on a narrow screen), its problems
 * under the cells they concern, and its remove button, which becomes « Rétablir » once the row is marked removed.
 */
export function EditableRow({
  row,
  number,
  columns,
  editing,
  label,
  removeLabel,
  restoreLabel,
  className,
}: {
  row: DraftRow;
  /** The row's number in its table, from 1: what « Retirer la ligne … » says. */
  number: number;
  columns: readonly Column[];
  editing: RowEditing;
  /** The row's name in its cells' labels (« ligne 2 »). */
  label?: string;
  /** The remove and restore buttons' names (« Retirer la ligne 2 », « Rétablir la ligne 2 »). */
  removeLabel?: string;
  restoreLabel?: string;
  className?: string;
}) {
  const t = useText();
  const { locale } = useLocale();
  const { list, draft, problems, onChange } = editing;
  const rowName = label ?? t('table.row', { n: number });
  const removeName = removeLabel ?? t('table.remove', { n: number });
  const restoreName = restoreLabel ?? t('table.restoreLabel', { n: number });
  const rowProblem = problems.rows.get(row.key);
  const showRowProblem = rowProblem !== undefined && draft.submitted;
  return (
    <tr
      className={cx(
        'grid grid-cols-2 gap-x-3 gap-y-3 rounded-[8px] p-3 ring-1 ring-ink-200 md:table-row md:rounded-none md:p-0 md:ring-0',
        'md:border-ink-100 md:border-b',
        row.removed ? 'bg-ink-50' : row.saved === undefined ? 'bg-brand-50/50' : 'bg-white',
        className,
      )}
    >
      {columns.map((column) => {
        const id = cellId(row.key, column.field);
        const issue = row.removed ? undefined : problems.cells.get(id);
        const shown = issue !== undefined && shows(draft, row.key, column.field);
        const errorId = `${id}-error`;
        return (
          <td
            key={column.field}
            className={cx(
              'block min-w-0 align-top md:table-cell md:px-1.5 md:py-2',
              column.wide && 'col-span-2',
              column.width,
            )}
          >
            {column.kind !== 'checkbox' && (
              <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-ink-600 md:hidden">
                {column.label}
              </span>
            )}
            <CellControl
              column={column}
              row={row.value}
              id={id}
              label={t('table.cell', { column: column.label, row: rowName })}
              invalid={shown}
              describedBy={shown ? errorId : undefined}
              changed={!row.removed && cellChanged(column, row)}
              disabled={row.removed}
              onChange={(value) =>
                draft.patch(list, row.key, onChange?.(row, column.field, value) ?? { [column.field]: value })
              }
              onBlur={() => draft.touch(row.key, column.field)}
            />
            {shown && (
              <p id={errorId} className="mt-1 text-xs font-medium text-red-800">
                {cellMessage(issue, column, t, locale)}
              </p>
            )}
          </td>
        );
      })}
      <td className="order-first col-span-2 flex items-center justify-between gap-2 md:table-cell md:w-14 md:py-2 md:text-right">
        <span className="text-sm font-semibold text-ink-800 md:hidden">
          {t('table.rowTitle', { n: number })}
          {row.saved === undefined && !row.removed && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-700">
              {t('table.new')}
            </span>
          )}
        </span>
        {row.removed ? (
          <span className="inline-flex items-center gap-2">
            <span className="text-xs text-ink-600 md:sr-only">{t('table.removed')}</span>
            <button
              type="button"
              aria-label={restoreName}
              onClick={() => draft.restore(list, row.key)}
              title={restoreName}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-[6px] px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:px-0"
            >
              <UndoIcon />
              <span className="md:sr-only">{t('table.restore')}</span>
            </button>
          </span>
        ) : (
          <button
            type="button"
            aria-label={removeName}
            title={removeName}
            onClick={() => draft.remove(list, row.key)}
            className="inline-flex size-11 items-center justify-center rounded-[6px] text-ink-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            <TrashIcon />
          </button>
        )}
        {showRowProblem && (
          <p className="col-span-2 text-xs font-medium text-red-800">
            {cellMessage(rowProblem, undefined, t, locale)}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * One cell of the draft outside a table (a limit of the operators document, a country's currency): its label and
 * hint above it, its problem under it.
 */
export function DraftField({
  row,
  column,
  editing,
  hint,
  className,
}: {
  row: DraftRow;
  column: Column;
  editing: RowEditing;
  hint?: string;
  className?: string;
}) {
  const t = useText();
  const { locale } = useLocale();
  const { list, draft, problems, onChange } = editing;
  const id = cellId(row.key, column.field);
  const issue = row.removed ? undefined : problems.cells.get(id);
  const shown = issue !== undefined && shows(draft, row.key, column.field);
  const described = [hint === undefined ? undefined : `${id}-hint`, shown ? `${id}-error` : undefined]
    .filter((part) => part !== undefined)
    .join(' ');
  return (
    <div className={cx('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {column.label}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      <CellControl
        column={column}
        row={row.value}
        id={id}
        label={column.label}
        invalid={shown}
        describedBy={described === '' ? undefined : described}
        changed={!row.removed && cellChanged(column, row)}
        disabled={row.removed}
        onChange={(value) =>
          draft.patch(list, row.key, onChange?.(row, column.field, value) ?? { [column.field]: value })
        }
        onBlur={() => draft.touch(row.key, column.field)}
      />
      {shown && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-800">
          {cellMessage(issue, column, t, locale)}
        </p>
      )}
    </div>
  );
}

/** A problem over a whole list (two rows for one country), once a save was tried. */
export function ListProblem({
  list,
  editing,
  columns,
}: {
  list: string;
  editing: RowEditing;
  columns?: readonly Column[];
}) {
  const t = useText();
  const { locale } = useLocale();
  const issue = editing.problems.lists.get(list);
  if (issue === undefined || !editing.draft.submitted) return null;
  return (
    <p className="rounded-[6px] bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {cellMessage(issue, columns?.[0], t, locale)}
    </p>
  );
}

/**
 * A part of a catalogue document as a table: its title, the columns' header (hidden on a narrow screen, where each
 * row is a card whose cells carry their labels), its rows (`children`), and what follows (the add button).
 */
/** A column of numbers (decimal, amount, integer): right-aligned, in its head and its cells. */
function isNumeric(column: Column): boolean {
  return column.kind === 'decimal' || column.kind === 'amount' || column.kind === 'integer';
}

/** The row of column heads a document's table shows from 768 px (cards below), and the actions column's. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  const t = useText();
  return (
    <thead className="hidden md:table-header-group">
      <tr className="border-ink-200 border-b">
        {columns.map((column) => (
          <th
            key={column.field}
            scope="col"
            className={cx(
              'px-1.5 pb-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase',
              isNumeric(column) && 'text-right',
              column.kind === 'checkbox' && 'text-center',
              column.width,
            )}
          >
            {column.label}
          </th>
        ))}
        <th scope="col" className="w-14 pb-2">
          <span className="sr-only">{t('table.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}

export function TableShell({
  title,
  lead,
  columns,
  minWidth,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  columns: readonly Column[];
  /** The table's least width at 768 px and more (a Tailwind class): below it the table scrolls sideways. */
  minWidth: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-[8px] bg-white p-3 shadow-sm ring-1 ring-ink-100 md:p-4"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {lead !== undefined && <p className="text-sm text-ink-600">{lead}</p>}
      </div>
      <div className="md:overflow-x-auto">
        <table
          aria-labelledby={`${id}-title`}
          className={cx('block w-full text-sm md:table md:table-fixed', minWidth)}
        >
          <ColumnHeads columns={columns} />
          {children}
        </table>
      </div>
      {footer}
    </section>
  );
}

export const addButton =
  'inline-flex min-h-11 items-center gap-2 rounded-[8px] px-3 text-sm font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A flat list of the document as a table: its rows, a line for its problems, « Ajouter une ligne ». */
export function EditableTable({
  title,
  lead,
  columns,
  minWidth,
  rows,
  editing,
  onAdd,
  addLabel,
}: {
  title: string;
  lead?: ReactNode;
  columns: readonly Column[];
  minWidth: string;
  rows: readonly DraftRow[];
  editing: RowEditing;
  onAdd: () => void;
  addLabel?: string;
}) {
  const t = useText();
  return (
    <TableShell
      title={title}
      lead={lead}
      columns={columns}
      minWidth={minWidth}
      footer={
        <>
          {rows.length === 0 && <p className="text-sm text-ink-600">{t('table.empty')}</p>}
          <ListProblem list={editing.list} editing={editing} columns={columns} />
          <button type="button" className={addButton} onClick={onAdd}>
            <span aria-hidden="true">+</span>
            {addLabel ?? t('table.add')}
          </button>
        </>
      }
    >
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row, index) => (
          <EditableRow key={row.key} row={row} number={index + 1} columns={columns} editing={editing} />
        ))}
      </tbody>
    </TableShell>
  );
}
