import { REFUND_STATUSES, type RefundStatus } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { useMoney } from '../../lib/money.ts';
import { useText } from '../../lib/text.ts';
import { useUrlFilter } from '../../lib/url-filter.ts';
import { type RefundAction, useRefunds } from './api.ts';
import { RefundDialog } from './refund-dialog.tsx';

/** A failure that is no refusal of the processor but our failure to reach it (its words are technical). */
const UNREACHABLE = /HTTP \d{3}|fetch failed|ECONN|ETIMEDOUT|timeout|aborted/i;

const BUTTON =
  'min-h-11 rounded-[8px] px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The master's « Remboursements »: the refunds of payments collected then not delivered (decision 042), failed
 * ones first by default, oldest first, a page at a time; each with its amount, the payer's number, the transaction
 * (which opens its detail), where it stands and why it failed, and for a failed one the two actions: send it again,
 * or record it paid outside the system.
 */
export function RefundsList({ search }: { search: string }) {
  const t = useText();
  const money = useMoney();
  const id = useId();
  const [filter, update] = useUrlFilter(['refund'] as const);
  const status = (REFUND_STATUSES as readonly string[]).includes(filter.refund)
    ? (filter.refund as RefundStatus)
    : filter.refund === 'all'
      ? ''
      : 'failed';
  const refunds = useRefunds(status);
  const [chosen, setChosen] = useState<{ reference: string; action: RefundAction }>();
  const [done, setDone] = useState<string>();
  const rows = refunds.data?.pages.flatMap((page) => page.data) ?? [];

  const list = () => {
    if (refunds.isPending) return <Loading />;
    if (refunds.isError && rows.length === 0)
      return <ErrorState error={refunds.error} onRetry={() => void refunds.refetch()} />;
    if (rows.length === 0) return <Empty text={t(`refunds.empty.${status === '' ? 'all' : status}`)} />;
    return (
      <ul
        aria-label={t('transactions.view.refunds')}
        className="divide-y divide-ink-100 rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
      >
        {rows.map((row) => {
          const unreachable = row.failure !== null && UNREACHABLE.test(row.failure);
          return (
            <li key={row.transactionReference} className="space-y-2 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <Link
                  to={{ pathname: `/transactions/${encodeURIComponent(row.transactionReference)}`, search }}
                  aria-label={t('transactions.row.label', { reference: row.transactionReference })}
                  className="inline-flex min-h-11 items-center font-mono text-ink-900 underline decoration-ink-300 underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {row.transactionReference}
                </Link>
                <span
                  className={cx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    row.status === 'failed'
                      ? 'bg-red-100 text-red-800'
                      : row.status === 'pending'
                        ? 'bg-sun-400/30 text-ink-900'
                        : 'bg-brand-50 text-brand-700',
                  )}
                >
                  {t(`refunds.chip.${row.status}`)}
                </span>
                <span className="font-semibold text-ink-900">{money(row.amount, row.currency)}</span>
                <span className="text-ink-700">{t('refunds.phone', { phone: row.phone })}</span>
              </div>
              {row.failure !== null && row.status !== 'sent' && row.status !== 'paid_outside' && (
                <p className="text-ink-700">
                  {t(unreachable ? 'refunds.failure.unreachable' : 'refunds.failure.refused', {
                    reason: row.failure,
                    attempts: row.attempts,
                  })}
                </p>
              )}
              {row.status === 'paid_outside' && (
                <p className="text-ink-700">
                  {t('refunds.paidOutside.done', {
                    outsideReference: row.outsideReference ?? '',
                    reason: row.outsideReason ?? '',
                  })}
                </p>
              )}
              {row.status === 'failed' && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setChosen({ reference: row.transactionReference, action: 'retry' })}
                    className={cx(BUTTON, 'bg-brand-600 text-white hover:bg-brand-700')}
                  >
                    {t('refunds.retry')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setChosen({ reference: row.transactionReference, action: 'paidOutside' })}
                    className={cx(BUTTON, 'bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50')}
                  >
                    {t('refunds.paidOutside')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="space-y-3">
      <div className="max-w-xs space-y-1">
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
          {t('refunds.filter')}
        </label>
        <select
          id={`${id}-status`}
          value={status === '' ? 'all' : status}
          onChange={(event) => update({ refund: event.target.value === 'failed' ? '' : event.target.value })}
          className="block min-h-11 w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {REFUND_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`refunds.status.${value}`)}
            </option>
          ))}
          <option value="all">{t('refunds.status.all')}</option>
        </select>
      </div>
      {done !== undefined && (
        <p role="status" className="rounded-[8px] bg-brand-50 p-3 text-brand-800">
          {done}
        </p>
      )}
      {list()}
      {refunds.isError && rows.length > 0 && (
        <ErrorState error={refunds.error} onRetry={() => void refunds.fetchNextPage()} />
      )}
      {refunds.hasNextPage && (
        <button
          type="button"
          onClick={() => void refunds.fetchNextPage()}
          aria-disabled={refunds.isFetchingNextPage || undefined}
          className={cx(BUTTON, 'bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50')}
        >
          {refunds.isFetchingNextPage ? t('transactions.more') : t('transactions.more.button')}
        </button>
      )}
      <RefundDialog
        reference={chosen?.reference ?? ''}
        action={chosen?.action}
        onClose={() => setChosen(undefined)}
        onDone={(action, pending) => {
          setDone(
            t(pending ? 'refunds.done.proposed' : `refunds.done.${action}`, {
              reference: chosen?.reference ?? '',
            }),
          );
          setChosen(undefined);
        }}
      />
    </div>
  );
}
