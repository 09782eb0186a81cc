import { cx, useToast } from '@1xpay/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useOperations } from './api.ts';
import { type Outcome, SettleDialog } from './settle-dialog.tsx';

const MINUTE = 60_000;

/** "12 min", "3 h 5 min", "2 jours 4 h": how long an operation has waited. */
export function useWaited(): (since: number, now: number) => string {
  const t = useText();
  return (since, now) => {
    const minutes = Math.max(0, Math.floor((now - since) / MINUTE));
    if (minutes < 60) return t('waited.minutes', { minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return t('waited.hours', { hours, minutes: minutes % 60 });
    return t('waited.days', { days: Math.floor(hours / 24), hours: hours % 24 });
  };
}

/** The clock the waiting times are read against, moved on every minute. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const COLUMNS = [
  'operations.reference',
  'operations.status',
  'operations.created',
  'operations.waited',
  'operations.actions',
] as const;

const TONE = {
  pending: 'bg-sun-400/20 text-ink-900',
  success: 'bg-brand-100 text-brand-700',
  error: 'bg-red-100 text-red-800',
} as const;

/** The operations this admin handles (all of them for the master), oldest first, with the time each has waited. */
export function Operations() {
  const t = useText();
  const intl = useIntl();
  const admin = readStoredAdmin();
  const operations = useOperations(admin?.uuid ?? '');
  const waited = useWaited();
  const now = useNow();
  const [settling, setSettling] = useState<{ reference: string; outcome: Outcome }>();
  const toast = useToast();
  return (
    <section aria-labelledby="operations-title" className="space-y-4">
      <div>
        <h1 id="operations-title" className="text-2xl font-bold text-ink-900">
          {t('operations.title')}
        </h1>
        <p className="text-ink-600">{t(admin?.isMaster ? 'operations.all' : 'operations.mine')}</p>
      </div>
      {operations.isPending ? (
        <Loading />
      ) : operations.isError && operations.data === undefined ? (
        <ErrorState error={operations.error} onRetry={() => void operations.refetch()} />
      ) : (operations.data ?? []).length === 0 ? (
        <Empty text={t('operations.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100">
          <table className="w-full text-left text-sm whitespace-nowrap">
            <caption className="sr-only">
              {t('operations.count', { count: operations.data?.length ?? 0 })}
            </caption>
            <thead className="bg-ink-50 text-ink-600">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-semibold">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(operations.data ?? []).map((operation) => (
                <tr key={operation.transactionReference} className="border-t border-ink-100">
                  <td className="px-4 py-2 font-mono">{operation.transactionReference}</td>
                  <td className="px-4 py-2">
                    <span
                      className={cx(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        TONE[operation.operationStatus],
                      )}
                    >
                      {t(`operationStatus.${operation.operationStatus}`)}
                    </span>
                  </td>
                  <td className="px-4 py-2">
                    {intl.formatDate(operation.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
                  </td>
                  <td className="px-4 py-2">
                    {operation.operationStatus === 'pending' ? waited(operation.createdAt, now) : '—'}
                  </td>
                  <td className="px-4 py-2">
                    {operation.operationStatus === 'pending' && (
                      <div className="flex gap-2">
                        {(['complete', 'fail'] as const).map((outcome) => (
                          <button
                            key={outcome}
                            type="button"
                            aria-label={t(
                              outcome === 'complete' ? 'operations.completeLabel' : 'operations.failLabel',
                              {
                                reference: operation.transactionReference,
                              },
                            )}
                            onClick={() => {
                              setSettling({ reference: operation.transactionReference, outcome });
                            }}
                            className={cx(
                              'rounded-[8px] px-3 py-1 text-xs font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-brand-600',
                              outcome === 'complete'
                                ? 'text-brand-700 ring-brand-200 hover:bg-brand-50'
                                : 'text-red-700 ring-red-200 hover:bg-red-50',
                            )}
                          >
                            {t(outcome === 'complete' ? 'operations.complete' : 'operations.fail')}
                          </button>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SettleDialog
        key={settling?.reference ?? ''}
        reference={settling?.reference ?? ''}
        outcome={settling?.outcome}
        onClose={() => setSettling(undefined)}
        onSettled={(outcome) => {
          const reference = settling?.reference ?? '';
          setSettling(undefined);
          toast(
            'success',
            t(outcome === 'complete' ? 'settle.done.complete' : 'settle.done.fail', { reference }),
          );
        }}
      />
      {operations.isError && operations.data !== undefined && (
        <ErrorState error={operations.error} onRetry={() => void operations.refetch()} />
      )}
    </section>
  );
}
