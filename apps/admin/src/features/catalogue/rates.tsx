import { type Rates, ratesSchema } from '@1xpay/contract';
import { useMemo, useState } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useOperators, useRates, useSaveDocument } from './api.ts';
import {
  type Column,
  type DraftRow,
  fieldAt,
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
import { allCountryOptions, currencyOf, currencyOptions, type Known, knownFrom } from './table/pickers.ts';

const LIST = 'countries';

function useRateColumns(known: Known): Column[] {
  const t = useText();
  return useMemo(() => {
    // Any country may have a rate: the service's first.
    const countryChoices = allCountryOptions(t('picker.served'), t('picker.others'));
    return [
      {
        field: 'countryCode',
        label: t('rates.countryCode'),
        kind: 'select',
        options: () => countryChoices,
        width: 'md:w-[14rem]',
      },
      {
        field: 'currency',
        label: t('rates.currency'),
        kind: 'select',
        options: (row) => currencyOptions(known, String(row.currency), String(row.countryCode), true),
        width: 'md:w-[16rem]',
      },
      { field: 'rate', label: t('rates.rate'), kind: 'decimal', example: '0,0195', width: 'md:w-[12rem]' },
    ] satisfies Column[];
  }, [t, known]);
}

/** A row's new country brings its currency. */
function rateChange(row: DraftRow, field: string, value: string | boolean): Values {
  if (field !== 'countryCode' || typeof value !== 'string') return { [field]: value };
  return { countryCode: value, currency: currencyOf(value) ?? String(row.value.currency) };
}

function RatesForm({ saved, known }: { saved: Rates; known: Known }) {
  const t = useText();
  const save = useSaveDocument('rates');
  const columns = useRateColumns(known);
  const [start] = useState<Lists>(() => ({ [LIST]: rowsOf(columns, saved.countries) }));
  const draft = useDraft(start);
  const rows = draft.lists[LIST];
  const document = useMemo(
    () => ({ countries: keptRows(rows).map((row) => valuesToWire(columns, row.value)) }),
    [rows, columns],
  );
  const problems = useMemo(
    () =>
      problemsOf(
        ratesSchema,
        document,
        (path) =>
          path[0] === LIST ? { list: LIST, key: keyAt(rows, path[1]), field: fieldAt(path, 2) } : undefined,
        LIST,
        [{ rows, field: 'countryCode' }],
      ),
    [document, rows],
  );
  const changes = (rows ?? []).reduce((sum, row) => sum + rowChanges(columns, row), 0);
  return (
    <DraftForm
      draft={draft}
      changes={changes}
      problems={problems}
      save={save}
      send={(settled) => save.mutate(ratesSchema.parse(document), { onSuccess: settled })}
    >
      <EditableTable
        title={t('catalogue.rates')}
        lead={t('rates.lead')}
        columns={columns}
        minWidth="md:min-w-[40rem]"
        rows={rows ?? []}
        editing={{ list: LIST, draft, problems, onChange: rateChange }}
        onAdd={() => draft.add(LIST, { countryCode: '', currency: 'XOF', rate: '' })}
      />
    </DraftForm>
  );
}

/** Taux de change: units of each country's currency for 1 XOF (four-eyes applies when on). */
export function RatesScreen() {
  const rates = useRates();
  const operators = useOperators();
  const saved = rates.data;
  const known = useMemo(
    () => knownFrom(operators.data, saved?.countries.map(({ currency }) => currency) ?? []),
    [operators.data, saved],
  );
  if (rates.isPending) return <Loading />;
  if (rates.isError) return <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />;
  return <RatesForm key={JSON.stringify(rates.data)} saved={rates.data} known={known} />;
}
