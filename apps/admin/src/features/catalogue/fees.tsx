import { type Fees, feesSchema } from '@1xpay/contract';
import {
  currencyMinorUnits,
  findCountryByCode,
  ONE_X_PAY_COUNTRY_CODES,
  OPERATION_TYPES,
  OPERATORS,
  quote,
} from '@1xpay/domain';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useFees, useOperators, useSaveDocument } from './api.ts';
import { SelectField } from './form-kit.tsx';
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
import { EditableTable, type RowEditing } from './table/editable-table.tsx';
import {
  countryOptions,
  currencyOf,
  currencyOptions,
  type Known,
  knownFrom,
  operatorOptions,
} from './table/pickers.ts';

type ListName = 'fees' | 'processorFees';
const LISTS: readonly ListName[] = ['fees', 'processorFees'];

/** Sample amounts of the preview, in XOF (no minor unit). */
const SAMPLE_AMOUNTS = [1_000n, 10_000n, 100_000n] as const;

const NEW_RULE: Values = {
  type: 'deposit',
  country: '*',
  operator: '*',
  percent: '0',
  fixed: '0',
  currency: 'XOF',
};

/** A fee rule's columns: its operation, where it applies (pickers of the catalogue), its percent and fixed part. */
function useFeeColumns(known: Known): Column[] {
  const t = useText();
  return useMemo(
    () => [
      {
        field: 'type',
        label: t('fees.type'),
        kind: 'select',
        options: () => OPERATION_TYPES.map((type) => ({ value: type, label: t(`operationType.${type}`) })),
        width: 'md:w-[8.5rem]',
      },
      {
        field: 'country',
        label: t('fees.country'),
        kind: 'select',
        options: (row) => countryOptions(known, String(row.country), t('picker.anyCountry')),
        width: 'md:w-[11rem]',
      },
      {
        field: 'operator',
        label: t('fees.operator'),
        kind: 'select',
        options: (row) =>
          operatorOptions(known, String(row.country), String(row.operator), t('picker.anyOperator')),
        width: 'md:w-[11rem]',
      },
      {
        field: 'percent',
        label: t('fees.percent'),
        kind: 'decimal',
        suffix: () => '%',
        example: '1,5',
        width: 'md:w-[8rem]',
      },
      {
        field: 'fixed',
        label: t('fees.fixed'),
        kind: 'amount',
        suffix: (row) => String(row.currency),
        minorUnits: (row) => currencyMinorUnits(String(row.currency)),
        width: 'md:w-[9rem]',
      },
      {
        field: 'currency',
        label: t('fees.currency'),
        kind: 'select',
        options: (row) => currencyOptions(known, String(row.currency), String(row.country)),
        width: 'md:w-[7rem]',
      },
    ],
    [t, known],
  );
}

/**
 * A rule's new country brings its currency, and « Tous les opérateurs » when its operator does not work there.
 */
function feeChange(known: Known) {
  return (row: DraftRow, field: string, value: string | boolean): Values => {
    if (field !== 'country' || typeof value !== 'string' || value === '*') return { [field]: value };
    const operator = String(row.value.operator);
    return {
      country: value,
      currency: currencyOf(value) ?? String(row.value.currency),
      operator: operator === '*' || known.operatorsOf(value).includes(operator) ? operator : '*',
    };
  };
}

/** The customer's fees of a sample payment, from a fees document (undefined while it does not validate). */
function feesOn(
  document: unknown,
  sample: { type: string; country: string; operator: string },
  amount: bigint,
) {
  const parsed = feesSchema.safeParse(document);
  if (!parsed.success) return undefined;
  const currency = findCountryByCode(sample.country)?.currency ?? 'XOF';
  return quote({ ...sample, amount, currency, fees: parsed.data.fees });
}

/**
 * The live preview: the fees and total of a few sample amounts for a chosen payment, with the fees in force and
 * with the values being edited, computed by the domain's arithmetic (the server's, to the unit).
 */
function QuotePreview({ edited, saved }: { edited: unknown; saved: Fees }) {
  const t = useText();
  const intl = useIntl();
  const id = useId();
  const [sample, setSample] = useState({ type: 'deposit', country: 'BJ', operator: 'mtn' });
  const money = (value: bigint | undefined) => (value === undefined ? '—' : intl.formatNumber(value));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('preview.title')}
      </h2>
      <p className="text-sm text-ink-600">{t('preview.lead')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <SelectField
          id={`${id}-type`}
          label={t('fees.type')}
          value={sample.type}
          onChange={(event) => setSample({ ...sample, type: event.target.value })}
        >
          {OPERATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`operationType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-country`}
          label={t('fees.country')}
          value={sample.country}
          onChange={(event) => setSample({ ...sample, country: event.target.value })}
        >
          {ONE_X_PAY_COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {findCountryByCode(code)?.countryName ?? code}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-operator`}
          label={t('fees.operator')}
          value={sample.operator}
          onChange={(event) => setSample({ ...sample, operator: event.target.value })}
        >
          {Object.entries(OPERATORS).map(([slug, label]) => (
            <option key={slug} value={slug}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('preview.title')}</caption>
          <thead>
            <tr className="text-ink-600">
              <th scope="col" className="py-2 pr-3">
                {t('preview.amount')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('preview.current')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('preview.edited')}
              </th>
              <th scope="col" className="py-2">
                {t('preview.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_AMOUNTS.map((amount) => {
              const current = feesOn(saved, sample, amount);
              const next = feesOn(edited, sample, amount);
              return (
                <tr
                  key={String(amount)}
                  className="border-ink-100 border-t"
                  data-testid={`preview-${amount}`}
                >
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {money(amount)}
                  </th>
                  <td className="py-2 pr-3">{money(current?.fees)}</td>
                  <td className="py-2 pr-3 font-semibold">{money(next?.fees)}</td>
                  <td className="py-2">{money(next?.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FeesForm({ saved, known }: { saved: Fees; known: Known }) {
  const t = useText();
  const save = useSaveDocument('fees');
  const columns = useFeeColumns(known);
  const [start] = useState<Lists>(() => ({
    fees: rowsOf(columns, saved.fees),
    processorFees: rowsOf(columns, saved.processorFees),
  }));
  const draft = useDraft(start);
  const { lists } = draft;
  const document = useMemo(
    () => ({
      fees: keptRows(lists.fees).map((row) => valuesToWire(columns, row.value)),
      processorFees: keptRows(lists.processorFees).map((row) => valuesToWire(columns, row.value)),
    }),
    [lists, columns],
  );
  const problems = useMemo(
    () =>
      problemsOf(
        feesSchema,
        document,
        (path) => {
          const list = path[0];
          if (list !== 'fees' && list !== 'processorFees') return undefined;
          return { list, key: keyAt(lists[list], path[1]), field: fieldAt(path, 2) };
        },
        'fees',
      ),
    [document, lists],
  );
  const changes = LISTS.reduce(
    (sum, list) => sum + (lists[list] ?? []).reduce((rows, row) => rows + rowChanges(columns, row), 0),
    0,
  );
  const onChange = useMemo(() => feeChange(known), [known]);
  const editing = (list: ListName): RowEditing => ({ list, draft, problems, onChange });
  return (
    <DraftForm
      draft={draft}
      changes={changes}
      problems={problems}
      save={save}
      send={(settled) => save.mutate(feesSchema.parse(document), { onSuccess: settled })}
    >
      <QuotePreview edited={document} saved={saved} />
      {LISTS.map((list) => (
        <EditableTable
          key={list}
          title={t(list === 'fees' ? 'fees.customer' : 'fees.processor')}
          columns={columns}
          minWidth="md:min-w-[50rem]"
          rows={lists[list] ?? []}
          editing={editing(list)}
          onAdd={() => draft.add(list, NEW_RULE)}
        />
      ))}
    </DraftForm>
  );
}

/** Frais: the customer's and the processor's fee rules, with a live preview of what a customer pays. */
export function FeesScreen() {
  const fees = useFees();
  const operators = useOperators();
  const saved = fees.data;
  // The pickers offer what the operators document knows, and the currencies the fees already use.
  const known = useMemo(
    () =>
      knownFrom(
        operators.data,
        saved === undefined ? [] : [...saved.fees, ...saved.processorFees].map(({ currency }) => currency),
      ),
    [operators.data, saved],
  );
  if (fees.isPending) return <Loading />;
  if (fees.isError) return <ErrorState error={fees.error} onRetry={() => void fees.refetch()} />;
  // A new form when the document in force changes (after a save or an approval), on its values.
  return <FeesForm key={JSON.stringify(fees.data)} saved={fees.data} known={known} />;
}
