import type { StatusKind } from '@1xpay/domain';
import { formatMoney } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Select } from '../../components/field.tsx';
import { StaleData } from '../../components/offline.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { TimeZoneNote, useDate } from '../../lib/dates.tsx';
import { useOperatorName } from '../../lib/operators.ts';
import { operationType, type StatusView, useStatusView } from '../../lib/status.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { type HistoryEntry, useHistory } from './api.ts';

const KINDS = ['pending', 'success', 'blocked', 'error'] as const;
const TYPES = ['deposit', 'transfer', 'withdrawal'] as const;

/**
 * The customer's transactions, newest first, with their French status; filters by status and type (in the URL).
 * Times are in the device's zone, named under the title (what a customer reads out to support, decision 040).
 * Offline, the list last loaded stays, marked as such (StaleData).
 */
export function HistoryScreen() {
  const t = useAppText();
  const path = useAppPath();
  const history = useHistory();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const setFilter = (name: 'status' | 'type') => (event: { currentTarget: { value: string } }) => {
    const next = new URLSearchParams(params);
    if (event.currentTarget.value === '') next.delete(name);
    else next.set(name, event.currentTarget.value);
    setParams(next, { replace: true });
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('history.title')}</h1>
          <TimeZoneNote />
        </div>
        <div className="flex gap-2">
          <div className="text-sm">
            <label htmlFor={`${id}-status`} className="mb-1 block font-semibold text-ink-700">
              {t('history.filter.status')}
            </label>
            <Select id={`${id}-status`} value={status} onChange={setFilter('status')} name="status">
              <option value="">{t('history.filter.all')}</option>
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`history.kind.${kind}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="text-sm">
            <label htmlFor={`${id}-type`} className="mb-1 block font-semibold text-ink-700">
              {t('history.filter.type')}
            </label>
            <Select id={`${id}-type`} value={type} onChange={setFilter('type')} name="type">
              <option value="">{t('history.filter.all')}</option>
              {TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`history.type.${value}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      <StaleData query={history} />
      {history.isPending ? (
        <Loading label={t('history.loading')} rows={5} />
      ) : history.data === undefined ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Empty
          title={t('history.empty')}
          text={t('history.empty.text')}
          action={
            <Link
              to={path('/app/deposit')}
              className="inline-flex min-h-11 items-center rounded-[20px] bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('history.empty.action')}
            </Link>
          }
        />
      ) : (
        <TransactionList entries={history.data} status={status} type={type} />
      )}
    </div>
  );
}

export function TransactionList({
  entries,
  status = '',
  type = '',
}: {
  entries: readonly HistoryEntry[];
  status?: string;
  type?: string;
}) {
  const t = useAppText();
  const statusView = useStatusView();
  const shown = entries
    .map((entry) => ({
      entry,
      view: statusView(entry.status ?? { statusCode: 202 }, entry.operation, entry.type),
    }))
    .filter(
      ({ entry, view }) =>
        (status === '' || view.kind === (status as StatusKind)) && (type === '' || entry.type === type),
    );
  if (shown.length === 0) return <Empty title={t('history.noMatch')} />;
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-[20px] bg-white shadow-sm ring-1 ring-ink-100">
      {shown.map(({ entry, view }) => (
        <li key={entry.reference}>
          <HistoryRow entry={entry} view={view} />
        </li>
      ))}
    </ul>
  );
}

/** Money onto the betting account, out to a number, or out of the betting account to the customer. */
const ARROWS = { deposit: '↓', transfer: '→', withdrawal: '↑' } as const;

/**
 * One transaction of the list: its type and amount (whole) on the first line, the operator and date under them,
 * the status's short chip at the right; a failure or a block says its sentence under it.
 */
function HistoryRow({ entry, view }: { entry: HistoryEntry; view: StatusView }) {
  const operatorName = useOperatorName();
  const t = useAppText();
  const path = useAppPath();
  const date = useDate();
  const operator = operatorName(entry.operator);
  const when = date(entry.createdAt);
  return (
    <Link
      to={`${path('/app/transaction')}?reference=${encodeURIComponent(entry.reference)}`}
      className="flex items-center gap-3 px-4 py-3 hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <span
        aria-hidden="true"
        className={cx(
          'flex size-10 shrink-0 items-center justify-center rounded-full text-lg',
          entry.type === 'transfer' ? 'bg-sun-400/20 text-ink-800' : 'bg-brand-50 text-brand-700',
        )}
      >
        {ARROWS[operationType(entry.type)]}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="font-semibold">{t(`history.type.${entry.type}`)}</span>
          <span className="shrink-0 font-bold whitespace-nowrap">
            {formatMoney(entry.amount, entry.currency)}
          </span>
        </span>
        <span className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-sm text-ink-600">
            {operator}
            {when !== '' && (
              <>
                {' · '}
                <span className="whitespace-nowrap">{when}</span>
              </>
            )}
          </span>
          <StatusChip kind={view.kind} label={view.chip} />
        </span>
        {(view.kind === 'error' || view.kind === 'blocked') && (
          <span className="mt-1 block text-sm text-ink-600">{view.label}</span>
        )}
      </span>
    </Link>
  );
}
