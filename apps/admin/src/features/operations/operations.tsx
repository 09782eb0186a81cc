import { cx, useToast } from '@1xpay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useNow, useWaited } from '../../lib/waited.ts';
import { useClaimOperation, useOperations } from './api.ts';
import { type Outcome, SettleDialog } from './settle-dialog.tsx';

const COLUMNS = [
  'operations.reference',
  'operations.status',
  'operations.created',
  'operations.waited',
  'operations.claimed',
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
  const date = useDateTime();
  const admin = readStoredAdmin();
  const operations = useOperations(admin?.uuid ?? '');
  const waited = useWaited();
  const now = useNow();
  const [settling, setSettling] = useState<{ reference: string; outcome: Outcome }>();
  const [claiming, setClaiming] = useState<{ reference: string; takeOver: boolean }>();
  const claim = useClaimOperation();
  const closeClaim = () => {
    if (claim.isPending) return;
    claim.reset();
    setClaiming(undefined);
  };
  const toast = useToast();
  return (
    <section aria-labelledby="operations-title" className="space-y-4">
      <div>
        <h1 id="operations-title" className="text-2xl font-bold text-ink-900">
          {t('operations.title')}
        </h1>
        <p className="text-ink-600">{t(admin?.isMaster ? 'operations.all' : 'operations.mine')}</p>
        <TimeZoneNote />
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
                  <td className="px-4 py-2 font-mono">
                    <Link
                      to={`/transactions/${encodeURIComponent(operation.transactionReference)}`}
                      aria-label={t('operations.openLabel', { reference: operation.transactionReference })}
                      className="text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {operation.transactionReference}
                    </Link>
                  </td>
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
                  <td className="px-4 py-2">{date(operation.createdAt, { style: 'long' })}</td>
                  <td className="px-4 py-2">
                    {operation.operationStatus === 'pending' ? waited(operation.createdAt, now) : '—'}
                  </td>
                  <td className="px-4 py-2">
                    {operation.claimedAt === null
                      ? t('operations.notClaimed')
                      : t(
                          operation.adminId === admin?.uuid
                            ? 'operations.claimedBy.me'
                            : 'operations.claimedBy.other',
                          {
                            date: date(operation.claimedAt, { style: 'numeric' }),
                          },
                        )}
                  </td>
                  <td className="px-4 py-2">
                    {operation.operationStatus === 'pending' && (
                      <div className="flex gap-2">
                        {(operation.claimedAt === null || operation.adminId !== admin?.uuid) && (
                          <button
                            type="button"
                            aria-label={t('operations.claimLabel', {
                              reference: operation.transactionReference,
                            })}
                            onClick={() =>
                              setClaiming({
                                reference: operation.transactionReference,
                                takeOver: operation.adminId !== admin?.uuid,
                              })
                            }
                            className="rounded-[8px] px-3 py-1 text-xs font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                          >
                            {t('operations.claim')}
                          </button>
                        )}
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
      <ConfirmDialog
        open={claiming !== undefined}
        title={t('claim.title')}
        confirmLabel={t('claim.confirm')}
        pending={claim.isPending}
        error={claim.error}
        onClose={closeClaim}
        onConfirm={() => {
          if (claiming === undefined) return;
          const { reference } = claiming;
          claim.mutate(reference, {
            onSuccess: () => {
              setClaiming(undefined);
              toast('success', t('claim.done', { reference }));
            },
          });
        }}
      >
        <p className="mb-3 font-mono text-sm text-ink-600">{claiming?.reference}</p>
        <p>{t(claiming?.takeOver === true ? 'claim.takeOver' : 'claim.text')}</p>
      </ConfirmDialog>
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
