import type { MoneyRuleBreakKind } from '@1xpay/contract';
import { isOperationType } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { Link } from 'react-router';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { useMoney } from '../../lib/money.ts';
import { useText } from '../../lib/text.ts';
import { useMoneyRuleBreaks } from './api.ts';

/** Where a refund's break is settled: the « Remboursements » view, at the refund's status (failed by default). */
const REFUND_VIEW: Partial<Record<MoneyRuleBreakKind, string>> = {
  refund_failed: '?refunds=1',
  refund_stuck: '?refunds=1&refund=pending',
};

const LINK =
  'inline-flex min-h-11 items-center focus-visible:outline-2 focus-visible:outline-brand-600 rounded-[8px]';

/**
 * The master's « Argent à régulariser » (decision 044): the transactions that break the money rule as the last
 * periodic check found them, oldest first; each with what is missing in words, the gap and the amounts in their
 * currency, since when (in the admin's zone), the transaction (which opens its detail) and, for a refund that
 * failed or is stuck, the way to the refund.
 */
export function BreaksList({ search }: { search: string }) {
  const t = useText();
  const date = useDateTime();
  const breaks = useMoneyRuleBreaks();
  const money = useMoney();

  if (breaks.isPending) return <Loading />;
  if (breaks.isError) return <ErrorState error={breaks.error} onRetry={() => void breaks.refetch()} />;
  const { data: rows, total, checkedAt } = breaks.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
        {checkedAt !== null && <p>{t('breaks.checked', { date: date(checkedAt) })}</p>}
        <TimeZoneNote />
      </div>
      {rows.length === 0 ? (
        <Empty text={t(checkedAt === null ? 'breaks.empty.unchecked' : 'breaks.empty')} />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-600">
            {t('breaks.shown', { total, shown: rows.length, more: String(total > rows.length) })}
          </p>
          <ul
            aria-label={t('transactions.view.breaks')}
            className="divide-y divide-ink-100 rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
          >
            {rows.map((row) => {
              const gap = row.collected - row.delivered - row.refunded;
              const refund = REFUND_VIEW[row.kind];
              return (
                <li key={row.transactionReference} className="space-y-1 px-4 py-3 text-sm">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-semibold text-red-800">{t(`breaks.kind.${row.kind}`)}</span>
                    <span className="font-semibold text-ink-900 tabular-nums">
                      {t('breaks.missing', { amount: money(Math.abs(gap), row.currency) })}
                    </span>
                  </p>
                  <div className="flex flex-wrap items-center gap-x-4">
                    <Link
                      to={{
                        pathname: `/transactions/${encodeURIComponent(row.transactionReference)}`,
                        search,
                      }}
                      aria-label={t('transactions.row.label', { reference: row.transactionReference })}
                      className={cx(
                        LINK,
                        'font-mono break-all text-ink-900 underline decoration-ink-300 underline-offset-2 hover:text-brand-700',
                      )}
                    >
                      {row.transactionReference}
                    </Link>
                    {isOperationType(row.type) && (
                      <span className="text-ink-700">{t(`operationType.${row.type}`)}</span>
                    )}
                    <span className="text-ink-700">{t('breaks.since', { date: date(row.foundAt) })}</span>
                  </div>
                  <p className="text-ink-600 tabular-nums">
                    {t('breaks.amounts', {
                      collected: money(row.collected, row.currency),
                      delivered: money(row.delivered, row.currency),
                      refunded: money(row.refunded, row.currency),
                    })}
                  </p>
                  {refund !== undefined && (
                    <Link
                      to={{ pathname: '/transactions', search: refund }}
                      aria-label={t('breaks.openRefund.label', { reference: row.transactionReference })}
                      className={cx(
                        LINK,
                        'mt-1 bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700',
                      )}
                    >
                      {t('breaks.openRefund')}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
