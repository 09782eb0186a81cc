import { type OfferedOperators, operatorsConfigSchema, PAYMENT_LIMIT_BOUNDS } from '@1xpay/contract';
import { currencyMinorUnits, OPERATORS } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useMemo, useState } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import { operatorName } from '../../lib/labels.ts';
import { useLocale } from '../../lib/locale.ts';
import { useText } from '../../lib/text.ts';
import { useOperators, useSaveDocument } from './api.ts';
import {
  type Column,
  type Draft,
  type DraftRow,
  fieldAt,
  keptRows,
  keyAt,
  type Lists,
  newKey,
  type Problems,
  problemsOf,
  rowChanges,
  rowsOf,
  useDraft,
  type Values,
  valuesFromWire,
  valuesToWire,
} from './table/draft.ts';
import { DraftForm } from './table/draft-form.tsx';
import {
  addButton,
  ColumnHeads,
  cellMessage,
  DraftField,
  EditableRow,
  ListProblem,
  type RowEditing,
} from './table/editable-table.tsx';
import { allCountryOptions, countryName, currencyOf, currencyOptions, knownFrom } from './table/pickers.ts';

const LIMITS = 'limits';
const COUNTRIES = 'countries';
/** The list of a country's operators, by the country row's key. */
const operatorsList = (countryKey: string) => `operators:${countryKey}`;

const VERIFICATION = ['maxFailedPaymentsPerDay', 'beneficiaryMonthlyMax', 'senderDailyMax'] as const;
const PER_ACCOUNT = ['maxWaitingPayments', 'maxPaymentsPerHour', 'maxPayerNumbersPerDay'] as const;
/** Each identity level's monthly limit across an account's payments, in F CFA (decision 058). */
const PER_LEVEL = ['level1MonthlyMax', 'level2MonthlyMax'] as const;

type Columns = {
  limits: Column[];
  country: Column[];
  operator: (currency: string) => Column[];
};

function useColumns(): Columns {
  const t = useText();
  return useMemo(() => {
    const countryChoices = allCountryOptions(t('picker.served'), t('picker.others'));
    const known = knownFrom(undefined);
    return {
      limits: [
        {
          field: 'maxFailedPaymentsPerDay',
          label: t('operators.maxFailedPaymentsPerDay'),
          kind: 'integer',
          width: '',
        },
        // The verification ceilings are amounts of the payment's currency: XOF and XAF have no minor unit.
        {
          field: 'beneficiaryMonthlyMax',
          label: t('operators.beneficiaryMonthlyMax'),
          kind: 'amount',
          width: '',
        },
        { field: 'senderDailyMax', label: t('operators.senderDailyMax'), kind: 'amount', width: '' },
        ...PER_ACCOUNT.map(
          (field): Column => ({ field, label: t(`operators.${field}`), kind: 'integer', width: '' }),
        ),
        ...PER_LEVEL.map(
          (field): Column => ({
            field,
            label: t(`operators.${field}`),
            kind: 'amount',
            suffix: () => 'F CFA',
            width: '',
          }),
        ),
      ],
      country: [
        {
          field: 'country',
          label: t('fees.country'),
          kind: 'select',
          options: () => countryChoices,
          width: '',
        },
        {
          field: 'currency',
          label: t('fees.currency'),
          kind: 'select',
          options: (row) => currencyOptions(known, String(row.currency), String(row.country), true),
          width: '',
        },
      ],
      operator: (currency) => [
        {
          field: 'id',
          label: t('fees.operator'),
          kind: 'select',
          options: () => Object.entries(OPERATORS).map(([value, label]) => ({ value, label })),
          width: 'md:w-[12rem]',
        },
        ...(['minAmount', 'maxAmount'] as const).map(
          (field): Column => ({
            field,
            label: t(`operators.${field}`),
            kind: 'amount',
            suffix: () => currency,
            minorUnits: () => currencyMinorUnits(currency),
            width: 'md:w-[11rem]',
          }),
        ),
        {
          field: 'delivery',
          label: t('operators.delivery'),
          kind: 'select',
          options: () => [
            { value: 'agent', label: t('operators.delivery.agent') },
            { value: 'payout', label: t('operators.delivery.payout') },
          ],
          width: 'md:w-[11rem]',
        },
        { field: 'enabled', label: t('form.active'), kind: 'checkbox', width: 'md:w-[5rem]' },
      ],
    };
  }, [t]);
}

/** The draft of the stored document (what the GET adds, `offered`, left out: the POST takes the rest back). */
function draftOf(shown: OfferedOperators, columns: Columns): Lists {
  const { countries, ...limits } = shown;
  const lists: Record<string, DraftRow[]> = {};
  const limitValues = valuesFromWire(columns.limits, limits);
  lists[LIMITS] = [{ key: LIMITS, saved: limitValues, value: limitValues, removed: false }];
  lists[COUNTRIES] = countries.map(({ country, currency, operators }) => {
    const row = rowsOf(columns.country, [{ country, currency }])[0] as DraftRow;
    lists[operatorsList(row.key)] = rowsOf(
      columns.operator(currency),
      operators.map(({ id, enabled, minAmount, maxAmount, delivery }) => ({
        id,
        enabled,
        minAmount,
        maxAmount,
        // A server from before decision 061 says nothing: delivered by an agent.
        delivery: delivery ?? 'agent',
      })),
    );
    return row;
  });
  return lists;
}

/** What the save sends: the limits, and each country kept with its operators kept. */
function documentOf(lists: Lists, columns: Columns) {
  const limits = lists[LIMITS]?.[0];
  return {
    ...(limits === undefined ? {} : valuesToWire(columns.limits, limits.value)),
    countries: keptRows(lists[COUNTRIES]).map((row) => {
      const currency = String(row.value.currency);
      return {
        ...valuesToWire(columns.country, row.value),
        operators: keptRows(lists[operatorsList(row.key)]).map((operator) =>
          valuesToWire(columns.operator(currency), operator.value),
        ),
      };
    }),
  };
}

/** Where a problem of the document shows: a limit, a country's cell or its card, an operator's cell. */
function locate(lists: Lists) {
  return (path: readonly (string | number)[]) => {
    if (path[0] !== COUNTRIES)
      return typeof path[0] === 'string' ? { list: LIMITS, key: LIMITS, field: path[0] } : undefined;
    const countryKey = keyAt(lists[COUNTRIES], path[1]);
    if (countryKey === undefined) return { list: COUNTRIES };
    if (path[2] !== 'operators') return { list: COUNTRIES, key: countryKey, field: fieldAt(path, 2) };
    const list = operatorsList(countryKey);
    if (path.length === 3) return { list: COUNTRIES, key: countryKey };
    return { list, key: keyAt(lists[list], path[3]), field: fieldAt(path, 4) };
  };
}

/** Unsaved changes: the limits', each country's (a country removed is one change, its operators none). */
function changesOf(lists: Lists, columns: Columns): number {
  const limits = lists[LIMITS]?.[0];
  let count = limits === undefined ? 0 : rowChanges(columns.limits, limits);
  for (const row of lists[COUNTRIES] ?? []) {
    count += rowChanges(columns.country, row);
    if (row.removed) continue;
    const operatorColumns = columns.operator(String(row.value.currency));
    for (const operator of lists[operatorsList(row.key)] ?? [])
      count += rowChanges(operatorColumns, operator);
  }
  return count;
}

/** A country's card: its country and currency, its operators' table, its problems, and its own remove. */
function CountryCard({
  row,
  columns,
  draft,
  problems,
}: {
  row: DraftRow;
  columns: Columns;
  draft: Draft;
  problems: Problems;
}) {
  const t = useText();
  const { locale } = useLocale();
  const list = operatorsList(row.key);
  const operators = draft.lists[list] ?? [];
  const currency = String(row.value.currency);
  const operatorColumns = columns.operator(currency);
  const name = row.value.country === '' ? t('operators.newCountry') : countryName(String(row.value.country));
  const countryEditing: RowEditing = {
    list: COUNTRIES,
    draft,
    problems,
    // A new country brings its currency.
    onChange: (current, field, value): Values =>
      field === 'country' && typeof value === 'string'
        ? { country: value, currency: currencyOf(value) ?? String(current.value.currency) }
        : { [field]: value },
  };
  const operatorEditing: RowEditing = { list, draft, problems };
  const cardProblem = problems.rows.get(row.key);
  return (
    <li className={cx('rounded-[8px] ring-1 ring-ink-200', row.removed ? 'bg-ink-50' : 'bg-white')}>
      <div className="flex flex-wrap items-end gap-3 border-ink-100 border-b p-3">
        {columns.country.map((column) => (
          <DraftField
            key={column.field}
            row={row}
            column={column}
            editing={countryEditing}
            className="w-full sm:w-56"
          />
        ))}
        <div className="ml-auto">
          {row.removed ? (
            <button
              type="button"
              aria-label={t('operators.restoreCountryLabel', { country: name })}
              onClick={() => draft.restore(COUNTRIES, row.key)}
              className="min-h-11 rounded-[6px] px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              ↶ {t('table.restore')}
            </button>
          ) : (
            <button
              type="button"
              aria-label={t('operators.removeCountryLabel', { country: name })}
              onClick={() => draft.remove(COUNTRIES, row.key)}
              className="min-h-11 rounded-[6px] px-3 text-sm font-semibold text-ink-600 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {t('operators.removeCountry')}
            </button>
          )}
        </div>
      </div>
      {row.removed ? (
        <p className="p-3 text-sm text-ink-600">{t('operators.countryRemoved')}</p>
      ) : (
        <div className="space-y-3 p-3">
          <table
            aria-label={t('operators.countryTitle', { country: name, currency })}
            className="block w-full text-sm md:table md:table-fixed"
          >
            <ColumnHeads columns={operatorColumns} />
            <tbody className="block space-y-3 md:table-row-group md:space-y-0">
              {operators.map((operator, index) => {
                const operatorLabel = t('operators.operatorRowLabel', {
                  operator: operatorName(String(operator.value.id)),
                  country: name,
                });
                return (
                  <EditableRow
                    key={operator.key}
                    row={operator}
                    number={index + 1}
                    columns={operatorColumns}
                    editing={operatorEditing}
                    label={operatorLabel}
                    removeLabel={t('table.remove', { n: operatorLabel })}
                    restoreLabel={t('table.restoreLabel', { n: operatorLabel })}
                  />
                );
              })}
            </tbody>
          </table>
          {cardProblem !== undefined && draft.submitted && (
            <p className="rounded-[6px] bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {cellMessage(cardProblem, undefined, t, locale)}
            </p>
          )}
          <button
            type="button"
            className={addButton}
            onClick={() =>
              draft.add(list, {
                id: 'mtn',
                enabled: true,
                minAmount: '100',
                maxAmount: '1\u202f000\u202f000',
                delivery: 'agent',
              })
            }
          >
            <span aria-hidden="true">+</span>
            {t('operators.addOperator')}
          </button>
        </div>
      )}
    </li>
  );
}

function OperatorsForm({ shown }: { shown: OfferedOperators }) {
  const t = useText();
  const save = useSaveDocument('operators');
  const columns = useColumns();
  const [start] = useState(() => draftOf(shown, columns));
  const draft = useDraft(start);
  const { lists } = draft;
  const document = useMemo(() => documentOf(lists, columns), [lists, columns]);
  const problems = useMemo(
    () =>
      problemsOf(operatorsConfigSchema, document, locate(lists), COUNTRIES, [
        { rows: lists[COUNTRIES], field: 'country' },
        ...keptRows(lists[COUNTRIES]).map((row) => ({ rows: lists[operatorsList(row.key)], field: 'id' })),
      ]),
    [document, lists],
  );
  const limits = lists[LIMITS]?.[0];
  const limitsEditing: RowEditing = { list: LIMITS, draft, problems };
  const limitColumn = (field: string) => columns.limits.find((column) => column.field === field) as Column;
  return (
    <DraftForm
      draft={draft}
      changes={changesOf(lists, columns)}
      problems={problems}
      save={save}
      send={(settled) => save.mutate(operatorsConfigSchema.parse(document), { onSuccess: settled })}
    >
      {limits !== undefined && (
        <>
          <section
            className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
            aria-label={t('operators.limits')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('operators.limits')}</h2>
            <div className="grid gap-3 sm:grid-cols-3">
              {VERIFICATION.map((field) => (
                <DraftField key={field} row={limits} column={limitColumn(field)} editing={limitsEditing} />
              ))}
            </div>
          </section>
          <section
            className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
            aria-label={t('operators.accountLimits')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('operators.accountLimits')}</h2>
            <p className="text-sm text-ink-600">{t('operators.accountLimitsLead')}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              {PER_ACCOUNT.map((field) => (
                <DraftField
                  key={field}
                  row={limits}
                  column={limitColumn(field)}
                  editing={limitsEditing}
                  hint={t(`operators.${field}.help`, {
                    min: PAYMENT_LIMIT_BOUNDS[field].min,
                    max: PAYMENT_LIMIT_BOUNDS[field].max,
                    default: PAYMENT_LIMIT_BOUNDS[field].default,
                  })}
                />
              ))}
            </div>
          </section>
          <section
            className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
            aria-label={t('operators.levelLimits')}
          >
            <h2 className="text-lg font-bold text-ink-900">{t('operators.levelLimits')}</h2>
            <p className="text-sm text-ink-600">{t('operators.levelLimitsLead')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {PER_LEVEL.map((field) => (
                <DraftField
                  key={field}
                  row={limits}
                  column={limitColumn(field)}
                  editing={limitsEditing}
                  hint={t(`operators.${field}.help`)}
                />
              ))}
            </div>
          </section>
        </>
      )}
      <section
        aria-labelledby={`${COUNTRIES}-title`}
        className="space-y-3 rounded-[8px] bg-white p-3 shadow-sm ring-1 ring-ink-100 md:p-4"
      >
        <div className="space-y-1">
          <h2 id={`${COUNTRIES}-title`} className="text-lg font-bold text-ink-900">
            {t('operators.byCountry')}
          </h2>
          <p className="text-sm text-ink-600">{t('operators.byCountryLead')}</p>
        </div>
        <ListProblem list={COUNTRIES} editing={{ list: COUNTRIES, draft, problems }} />
        <ol className="space-y-3">
          {(lists[COUNTRIES] ?? []).map((row) => (
            <CountryCard key={row.key} row={row} columns={columns} draft={draft} problems={problems} />
          ))}
        </ol>
        <button
          type="button"
          className={addButton}
          onClick={() => {
            const key = newKey();
            draft.add(operatorsList(key), {
              id: 'mtn',
              enabled: true,
              minAmount: '100',
              maxAmount: '1\u202f000\u202f000',
            });
            draft.add(COUNTRIES, { country: '', currency: 'XOF' }, key);
          }}
        >
          <span aria-hidden="true">+</span>
          {t('operators.addCountry')}
        </button>
      </section>
    </DraftForm>
  );
}

/** Opérateurs et limites: per country, its operators and the amounts they accept, and the verification limits. */
export function OperatorsScreen() {
  const operators = useOperators();
  if (operators.isPending) return <Loading />;
  if (operators.isError)
    return <ErrorState error={operators.error} onRetry={() => void operators.refetch()} />;
  return <OperatorsForm key={JSON.stringify(operators.data)} shown={operators.data} />;
}
