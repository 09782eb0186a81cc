import { useMemo, useState } from 'react';
import type * as z from 'zod';
import { type CatalogueDocument, useSaveDocument } from './api.ts';
import {
  type Column,
  type DraftRow,
  keptRows,
  keyAt,
  type Lists,
  problemsOf,
  rowChanges,
  rowsOf,
  useDraft,
  type Values,
  valuesToWire,
} from './table/draft.ts';
import { DraftForm } from './table/draft-form.tsx';
import { EditableTable } from './table/editable-table.tsx';

const LIST = 'items';

/**
 * A list document (deposit addresses, forecasts) edited as a table: a row per item, its cells checked by the
 * contract's schema of the whole list (the server's rules), saved whole. Each item keeps its id, which the table
 * does not show: `blank` gives a new row one.
 */
export function ListEditor<S extends z.ZodType>({
  document,
  schema,
  saved,
  columns,
  blank,
  title,
  minWidth,
  onChange,
}: {
  document: CatalogueDocument;
  schema: S;
  saved: readonly Readonly<Record<string, unknown>>[];
  columns: readonly Column[];
  blank: () => Values;
  title: string;
  minWidth: string;
  onChange?: (row: DraftRow, field: string, value: string | boolean) => Values;
}) {
  const save = useSaveDocument(document);
  const [start] = useState<Lists>(() => ({ [LIST]: rowsOf(columns, saved) }));
  const draft = useDraft(start);
  const rows = draft.lists[LIST];
  const items = useMemo(() => keptRows(rows).map((row) => valuesToWire(columns, row.value)), [rows, columns]);
  const problems = useMemo(
    () =>
      problemsOf(
        schema,
        items,
        (path) => {
          const key = keyAt(rows, path[0]);
          const field = path[1];
          // The id is not shown: a problem with it is said on the row.
          const shown = typeof field === 'string' && columns.some((column) => column.field === field);
          return { list: LIST, key, field: shown && path.length === 2 ? field : undefined };
        },
        LIST,
      ),
    [schema, items, rows, columns],
  );
  const changes = (rows ?? []).reduce((sum, row) => sum + rowChanges(columns, row), 0);
  return (
    <DraftForm
      draft={draft}
      changes={changes}
      problems={problems}
      save={save}
      send={(settled) => save.mutate(schema.parse(items) as never, { onSuccess: settled })}
    >
      <EditableTable
        title={title}
        columns={columns}
        minWidth={minWidth}
        rows={rows ?? []}
        editing={{ list: LIST, draft, problems, onChange }}
        onAdd={() => draft.add(LIST, blank())}
      />
    </DraftForm>
  );
}
