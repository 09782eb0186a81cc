import type { AdminTransaction } from '@1xpay/contract';
import {
  findCountryByCode,
  ONE_X_PAY_COUNTRY_CODES,
  OPERATION_TYPES,
  OPERATORS,
  PAYMENT_METHODS,
} from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { MethodBadge } from '../../components/method-badge.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { type Columns, columnHelper, VirtualTable } from '../../components/virtual-table.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { operatorName } from '../../lib/labels.ts';
import { useMoney } from '../../lib/money.ts';
import { keys } from '../../lib/query-client.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useTypedSearch, useUrlFilter } from '../../lib/url-filter.ts';
import { useWindow, useWindowStart } from '../../lib/windowed-pages.ts';
import { exportHref, FILTER_KEYS, queryOf, type TransactionsFilter, useTransactions } from './api.ts';
import { BreaksList } from './breaks-list.tsx';
import { RefundsList } from './refunds-list.tsx';
import { StuckList } from './stuck-list.tsx';

/** How long typing waits before the search is asked of the server. */
const SEARCH_DELAY_MS = 300;
const STATUS_CHOICES = ['pending', 'success', 'blocked', 'error', '528', '451'] as const;

/** The master's views: every transaction, the late ones, the refunds (decision 042), the money to settle (044). */
const VIEWS = ['all', 'stuck', 'refunds', 'breaks'] as const;
type View = (typeof VIEWS)[number];

/** The filter of the screen's URL (`?q=&status=&…`), so that a search can be kept, shared and exported. */
function useFilter() {
  const [filter, update] = useUrlFilter(FILTER_KEYS);
  const [views, updateView] = useUrlFilter(['stuck', 'refunds', 'refund', 'breaks'] as const);
  const view: View =
    views.breaks === '1'
      ? 'breaks'
      : views.refunds === '1'
        ? 'refunds'
        : views.stuck === '1'
          ? 'stuck'
          : 'all';
  const setView = (next: View) =>
    updateView({
      stuck: next === 'stuck' ? '1' : '',
      refunds: next === 'refunds' ? '1' : '',
      refund: '',
      breaks: next === 'breaks' ? '1' : '',
    });
  return { filter, setFilter: update, view, setView };
}

const helper = columnHelper<AdminTransaction>();

/** The transactions table's columns: reference, status, amount, operation and where, sender, date. */
const TEMPLATE = '11.5rem minmax(16rem,2fr) 8.5rem minmax(17rem,1.5fr) minmax(9rem,1fr) 9.5rem';
const MIN_WIDTH = '72rem';
const ROW_HEIGHT = 48;

/** The columns of the transactions table; the reference opens the transaction, its search kept for the way back. */
function useColumns(search: string): Columns<AdminTransaction> {
  const t = useText();
  const money = useMoney();
  const date = useDateTime();
  return useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'reference',
          header: () => t('transactions.column.reference'),
          cell: ({ row: { original: transaction } }) => (
            <Link
              to={{ pathname: `/transactions/${encodeURIComponent(transaction.reference)}`, search }}
              aria-label={t('transactions.row.label', { reference: transaction.reference })}
              className="truncate font-mono text-ink-900 underline decoration-ink-300 underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {transaction.reference}
            </Link>
          ),
        }),
        helper.display({
          id: 'status',
          header: () => t('transactions.column.status'),
          cell: ({ row: { original: transaction } }) => (
            <StatusChip
              statusCode={transaction.statusCode}
              finished={transaction.finished}
              type={transaction.type}
              message={transaction.message}
              operationStatus={transaction.operationStatus}
            />
          ),
        }),
        helper.display({
          id: 'amount',
          header: () => t('transactions.column.amount'),
          cell: ({ row: { original: transaction } }) => (
            <span className="w-full text-right font-semibold text-ink-900 tabular-nums">
              {money(transaction.amount, transaction.currency)}
            </span>
          ),
        }),
        helper.display({
          id: 'operation',
          header: () => t('transactions.column.operation'),
          cell: ({ row: { original: transaction } }) => {
            const country = findCountryByCode(transaction.country);
            return (
              <span className="flex min-w-0 items-center gap-2 text-ink-700">
                <MethodBadge method={transaction.method} />
                <span className="truncate">
                  {t(`operationType.${transaction.type}`)} · {country?.countryFlag ?? ''}{' '}
                  {transaction.country} · {operatorName(transaction.operator)}
                </span>
              </span>
            );
          },
        }),
        helper.display({
          id: 'sender',
          header: () => t('transactions.column.sender'),
          cell: ({ row: { original: transaction } }) => (
            <span className="truncate text-ink-700">{transaction.senderName}</span>
          ),
        }),
        helper.display({
          id: 'date',
          header: () => t('transactions.column.date'),
          cell: ({ row: { original: transaction } }) => (
            <span className="text-xs text-ink-600">{date(transaction.createdAt)}</span>
          ),
        }),
      ]),
    [t, money, date, search],
  );
}

/**
 * Transactions: every transaction the admin may see, newest first, in a virtual list that asks the server for the
 * next page as it scrolls; search by reference or number, filters by status, type, country, operator, sender and
 * dates (UTC days, as the server counts them), all kept in the URL; the CSV export of everything the filter selects.
 * Times are the admin's, their zone named above the list (decision 040). The master also has the view of the
 * payments that are late at their stage, the refunds, and the money to settle (decision 044).
 */
export function Transactions() {
  const t = useText();
  const id = useId();
  const { filter, setFilter, view: shown, setView } = useFilter();
  const [params] = useSearchParams();
  const admin = readStoredAdmin();
  const [typed, setTyped] = useTypedSearch(filter.q, (q) => setFilter({ q }), SEARCH_DELAY_MS);
  const place = useWindowStart(JSON.stringify(queryOf(filter)));
  const transactions = useTransactions(filter, place.start);
  const { rows, offset, length } = useWindow(keys.transactions(queryOf(filter)), transactions.data, place);

  const field =
    'block w-full min-w-0 rounded-[8px] border border-ink-300 bg-white px-2 py-2 text-sm sm:px-3 sm:text-base focus-visible:outline-2 focus-visible:outline-brand-600';
  const select = (key: keyof TransactionsFilter, label: string, all: string, options: [string, string][]) => (
    <FilterSelect
      id={`${id}-${key}`}
      label={label}
      all={all}
      options={options}
      value={filter[key]}
      onChange={(value) => setFilter({ [key]: value })}
      fieldClassName={field}
    />
  );
  const search = params.toString() === '' ? '' : `?${params.toString()}`;
  const columns = useColumns(search);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
            {t('transactions.title')}
          </h1>
          <p className="text-ink-600">
            {shown === 'stuck'
              ? t('transactions.stuck.lead')
              : shown === 'refunds'
                ? t('transactions.refunds.lead')
                : shown === 'breaks'
                  ? t('transactions.breaks.lead')
                  : t('transactions.lead')}
          </p>
        </div>
        {admin?.isMaster === true && (
          <fieldset className="flex flex-wrap gap-1 rounded-[8px] bg-white p-1 ring-1 ring-ink-200">
            <legend className="sr-only">{t('transactions.view.label')}</legend>
            {VIEWS.map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={shown === view}
                onClick={() => setView(view)}
                className={cx(
                  'min-h-11 rounded-[6px] px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                  shown === view ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:text-ink-900',
                )}
              >
                {t(`transactions.view.${view}`)}
              </button>
            ))}
          </fieldset>
        )}
      </div>
      {shown === 'stuck' ? (
        // The master's views; anyone else who opens their address hears the server's refusal (§8's 403).
        <StuckList search={search} />
      ) : shown === 'refunds' ? (
        <RefundsList search={search} />
      ) : shown === 'breaks' ? (
        <BreaksList search={search} />
      ) : (
        <>
          <search className="block">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <div className="col-span-2 space-y-1">
                <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
                  {t('transactions.search')}
                </label>
                <input
                  id={`${id}-q`}
                  type="search"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  maxLength={64}
                  autoComplete="off"
                  className={field}
                />
              </div>
              {select(
                'status',
                t('transactions.status'),
                t('transactions.status.all'),
                STATUS_CHOICES.map((choice) => [choice, t(`transactions.status.${choice}`)]),
              )}
              {select(
                'type',
                t('transactions.type'),
                t('transactions.type.all'),
                OPERATION_TYPES.map((type) => [type, t(`operationType.${type}`)]),
              )}
              {select(
                'country',
                t('transactions.country'),
                t('transactions.country.all'),
                ONE_X_PAY_COUNTRY_CODES.map((code) => {
                  const country = findCountryByCode(code);
                  return [
                    code,
                    country === undefined ? code : `${country.countryFlag} ${country.countryName}`,
                  ];
                }),
              )}
              {select(
                'operator',
                t('transactions.operator'),
                t('transactions.operator.all'),
                Object.entries(OPERATORS),
              )}
              {select(
                'method',
                t('transactions.method'),
                t('transactions.method.all'),
                PAYMENT_METHODS.map((method) => [method, t(`method.${method}`)]),
              )}
              {(['from', 'to'] as const).map((key) => (
                <div key={key} className="space-y-1">
                  <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
                    {t(`transactions.${key}`)}
                  </label>
                  <input
                    id={`${id}-${key}`}
                    type="date"
                    value={filter[key]}
                    min={key === 'to' && filter.from !== '' ? filter.from : undefined}
                    max={key === 'from' && filter.to !== '' ? filter.to : undefined}
                    onChange={(event) => setFilter({ [key]: event.target.value })}
                    aria-describedby={`${id}-days`}
                    className={field}
                  />
                </div>
              ))}
            </div>
            <p id={`${id}-days`} className="mt-2 text-xs text-ink-600">
              {t('transactions.days')}
            </p>
          </search>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {filter.user !== '' && (
                <p className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">
                  {t('transactions.user')} ·{' '}
                  <button
                    type="button"
                    onClick={() => setFilter({ user: '' })}
                    className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t('transactions.user.clear')}
                  </button>
                </p>
              )}
              {FILTER_KEYS.some((key) => filter[key] !== '') && (
                <button
                  type="button"
                  onClick={() => {
                    setTyped('');
                    setFilter(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])));
                  }}
                  className="font-semibold text-ink-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t('transactions.clear')}
                </button>
              )}
            </div>
            <a
              href={exportHref(filter)}
              download
              title={t('transactions.exportHint')}
              className="rounded-[8px] bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('transactions.export')}
            </a>
          </div>
          {transactions.isPending ? (
            <Loading />
          ) : transactions.isError && rows.length === 0 ? (
            <ErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />
          ) : rows.length === 0 ? (
            <Empty text={t('transactions.empty')} />
          ) : (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p role="status" className="text-sm text-ink-600">
                  {t('transactions.shown', {
                    count: length,
                    more: String(transactions.hasNextPage),
                  })}
                </p>
                <TimeZoneNote />
              </div>
              <VirtualTable
                rows={rows}
                offset={offset}
                length={length}
                onFar={place.jumpTo}
                columns={columns}
                rowId={(transaction) => transaction.reference}
                glance={(transaction) => transaction.reference}
                pages={transactions}
                label={t('transactions.list')}
                template={TEMPLATE}
                minWidth={MIN_WIDTH}
                rowHeight={ROW_HEIGHT}
                loadingMore={t('transactions.more')}
              />
              {transactions.isError && (
                <ErrorState error={transactions.error} onRetry={() => void transactions.fetchNextPage()} />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
