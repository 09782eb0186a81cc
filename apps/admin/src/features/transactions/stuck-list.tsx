import { Link } from 'react-router';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { useMoney } from '../../lib/money.ts';
import { useText } from '../../lib/text.ts';
import { useNow, useWaited } from '../../lib/waited.ts';
import { useStuckTransactions } from './api.ts';

/**
 * The master's view of the payments a person should look at: late at their stage, or moved by no job; oldest
 * first, a page at a time. Each opens its detail, where the decisions are.
 */
export function StuckList({ search }: { search: string }) {
  const t = useText();
  const money = useMoney();
  const waited = useWaited();
  const now = useNow();
  const stuck = useStuckTransactions(true);
  const rows = stuck.data?.pages.flatMap((page) => page.data) ?? [];
  if (stuck.isPending) return <Loading />;
  if (stuck.isError && rows.length === 0)
    return <ErrorState error={stuck.error} onRetry={() => void stuck.refetch()} />;
  if (rows.length === 0) return <Empty text={t('transactions.stuck.empty')} />;
  return (
    <div className="space-y-3">
      <ul
        aria-label={t('transactions.view.stuck')}
        className="divide-y divide-ink-100 rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
      >
        {rows.map((row) => (
          <li key={row.reference} className="px-2 py-1.5">
            <Link
              to={{ pathname: `/transactions/${encodeURIComponent(row.reference)}`, search }}
              aria-label={t('transactions.row.label', { reference: row.reference })}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-[8px] px-2 py-1 text-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="w-44 font-mono text-ink-900">{row.reference}</span>
              <span className="min-w-0 flex-1">
                <StatusChip statusCode={row.statusCode} finished={row.finished} type={row.type} />
              </span>
              <span className="font-semibold text-ink-900">{t(`stage.${row.stage}`)}</span>
              <span className={row.deadline < now ? 'font-semibold text-red-800' : 'text-ink-600'}>
                {t('transactions.stuck.waiting', { waited: waited(row.since, now) })}
                {row.deadline < now ? ` · ${t('detail.stage.late')}` : ''}
              </span>
              <span className="w-full text-ink-600 sm:w-auto">
                {money(row.amount, row.currency)}
                {row.liveJob ? '' : ` · ${t('detail.stage.noJob')}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {stuck.isError && <ErrorState error={stuck.error} onRetry={() => void stuck.fetchNextPage()} />}
      {stuck.hasNextPage && (
        <button
          type="button"
          onClick={() => void stuck.fetchNextPage()}
          aria-disabled={stuck.isFetchingNextPage || undefined}
          className="rounded-[8px] bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {stuck.isFetchingNextPage ? t('transactions.more') : t('transactions.more.button')}
        </button>
      )}
    </div>
  );
}
