import { ApiError } from '@1xpay/client';
import type { TransactionDetail } from '@1xpay/contract';
import { formatMoney } from '@1xpay/domain';
import { Button, cx, QrCode } from '@1xpay/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CopyButton } from '../../components/copy-button.tsx';
import { DetailList } from '../../components/detail-list.tsx';
import { StaleData } from '../../components/offline.tsx';
import { ReceiptFacts } from '../../components/receipt-facts.tsx';
import { Empty, ErrorState, Loading, Panel } from '../../components/states.tsx';
import { useDate } from '../../lib/dates.tsx';
import { operatorName } from '../../lib/operators.ts';
import { type StatusView, useStatusView } from '../../lib/status.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { useAddresses } from '../payments/api.ts';
import { isLive, useSandboxDecision, useTransaction } from './api.ts';
import { ussdCode, ussdHref } from './ussd.ts';

/** The offer to be notified: loaded after the screen (it is never part of the prerendered page). */
const NotificationsCard = lazy(() =>
  import('../notifications/notifications.tsx').then((module) => ({ default: module.NotificationsCard })),
);

/**
 * One transaction: while it moves, its live status and what the customer must do (approve on the phone at 204);
 * then its outcome, its timeline, its details and its printable receipt.
 */
export function TransactionScreen() {
  const t = useAppText();
  const path = useAppPath();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const detail = useTransaction(reference);
  if (reference === '' || (detail.error instanceof ApiError && detail.error.status === 404))
    return (
      <Empty
        title={t('tx.notFound')}
        action={
          <Link to={path('/app/history')} className="font-semibold text-brand-700 underline">
            {t('tx.toHistory')}
          </Link>
        }
      />
    );
  if (detail.isPending) return <Loading label={t('tx.loading')} />;
  if (detail.isError && detail.data === undefined)
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const data = detail.data as TransactionDetail;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <StaleData query={detail} />
      <LiveStatus detail={data} />
      <Suspense fallback={null}>
        <NotificationsCard />
      </Suspense>
      <Details detail={data} />
      <Timeline detail={data} />
      <Receipt detail={data} />
    </div>
  );
}

const ICON: Record<StatusView['kind'], { path: string; tone: string }> = {
  pending: { path: 'M12 7v5l3 2', tone: 'bg-sun-400/20 text-ink-900' },
  success: { path: 'm7 12.5 3.2 3.2L17 9', tone: 'bg-brand-100 text-brand-700' },
  blocked: { path: 'M12 8v5m0 3h.01', tone: 'bg-orange-100 text-orange-800' },
  error: { path: 'm9 9 6 6m0-6-6 6', tone: 'bg-red-100 text-red-700' },
};

function LiveStatus({ detail }: { detail: TransactionDetail }) {
  const t = useAppText();
  const view = useStatusView()(detail.status, detail.operation);
  const live = isLive(detail);
  const title = useRef<HTMLHeadingElement>(null);
  // The outcome is announced once, when the transaction reaches it.
  const announced = useRef(!live);
  useEffect(() => {
    if (!live && !announced.current) {
      announced.current = true;
      title.current?.focus();
    }
  }, [live]);
  const { transaction } = detail;
  const icon = ICON[view.kind];
  return (
    <Panel className="print:hidden">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cx('flex size-12 shrink-0 items-center justify-center rounded-full', icon.tone)}
        >
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
            {view.kind === 'pending' && (
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            )}
            <path
              d={icon.path}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-ink-600">
            {transaction.type === 'deposit' ? t('tx.deposit') : t('tx.transfer')} ·{' '}
            {formatMoney(transaction.amount + transaction.fees, transaction.currency)}
          </p>
          <h1
            ref={title}
            tabIndex={-1}
            className="mt-0.5 text-2xl font-bold outline-none"
            aria-live="polite"
            data-status-label=""
          >
            {view.label}
          </h1>
          {live && (
            <p className="mt-1 flex items-center gap-2 text-sm text-ink-500">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-500" />
              {t('tx.live')}
            </p>
          )}
        </div>
      </div>
      <WhatToDo detail={detail} view={view} />
    </Panel>
  );
}

function WhatToDo({ detail, view }: { detail: TransactionDetail; view: StatusView }) {
  const t = useAppText();
  const path = useAppPath();
  const { transaction } = detail;
  const addresses = useAddresses();
  const sandbox = useSandboxDecision(transaction.reference);
  if (view.code === 204 && view.kind === 'pending') {
    const instructions = addresses.data?.find(
      (address) =>
        address.active &&
        address.country === transaction.country &&
        address.operator === transaction.operator,
    )?.instructions;
    const code = ussdCode(transaction.operator, transaction.country);
    return (
      <div className="mt-5 rounded-[8px] bg-brand-50 p-4">
        <p className="font-semibold">
          {t('tx.approve.title', {
            operator: operatorName(transaction.operator),
            phone: transaction.payerPhone,
          })}
        </p>
        <p className="mt-1 text-sm text-ink-700">
          {instructions?.trim() ? instructions : t('tx.approve.text')}
        </p>
        {code !== undefined && (
          <p className="mt-2 text-sm">
            {t('tx.approve.ussd')}{' '}
            <a href={ussdHref(code)} className="font-semibold text-brand-700 underline">
              {code}
            </a>
          </p>
        )}
        {detail.sandbox && (
          <div className="mt-4 border-t border-brand-200 pt-4">
            <p className="text-sm text-ink-700">{t('tx.sandbox.text')}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                onClick={() => sandbox.mutate('approve')}
                loading={sandbox.isPending && sandbox.variables === 'approve'}
                disabled={sandbox.isPending}
              >
                {t('tx.sandbox.approve')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => sandbox.mutate('decline')}
                loading={sandbox.isPending && sandbox.variables === 'decline'}
                disabled={sandbox.isPending}
              >
                {t('tx.sandbox.decline')}
              </Button>
            </div>
            {sandbox.isError && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {t('error.generic')}
              </p>
            )}
          </div>
        )}
      </div>
    );
  }
  const hint =
    view.kind === 'pending'
      ? view.paid
        ? t('tx.hint.paid')
        : t('tx.hint.preparing')
      : view.kind === 'blocked'
        ? t('tx.hint.blocked')
        : view.kind === 'error'
          ? t('tx.hint.error')
          : detail.status.finished
            ? transaction.type === 'deposit'
              ? t('tx.hint.deposited')
              : t('tx.hint.sent')
            : t('tx.hint.paid');
  return (
    <div className="mt-4 space-y-3">
      <p className="text-ink-700">{hint}</p>
      {!isLive(detail) && (
        <div className="flex flex-wrap gap-3">
          <Link
            to={path(transaction.type === 'deposit' ? '/app/deposit' : '/app/send')}
            className="rounded-[20px] bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {view.kind === 'error' ? t('tx.again') : t('tx.another')}
          </Link>
          <Link
            to={path('/app/history')}
            className="rounded-[20px] px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            {t('tx.toHistory')}
          </Link>
        </div>
      )}
    </div>
  );
}

function Details({ detail }: { detail: TransactionDetail }) {
  const t = useAppText();
  const date = useDate();
  const { transaction } = detail;
  const rows: [string, string][] = [
    [t('tx.reference'), transaction.reference],
    [t('tx.date'), date(transaction.createdAt)],
    [t('pay.operator'), operatorName(transaction.operator)],
    [t('pay.payerPhone'), transaction.payerPhone],
    ...(transaction.type === 'deposit'
      ? ([[t('pay.accountId'), transaction.accountId1xBet ?? '']] as [string, string][])
      : ([[t('pay.beneficiaryPhone'), transaction.beneficiaryPhone ?? '']] as [string, string][])),
    [t('pay.amount'), formatMoney(transaction.amount, transaction.currency)],
    [t('pay.fees'), formatMoney(transaction.fees, transaction.currency)],
    [t('pay.total'), formatMoney(transaction.amount + transaction.fees, transaction.currency)],
  ];
  return (
    <Panel
      title={t('tx.details')}
      className="print:hidden"
      action={<CopyButton text={transaction.reference} label={t('tx.copyReference')} />}
    >
      <DetailList rows={rows} />
    </Panel>
  );
}

function Timeline({ detail }: { detail: TransactionDetail }) {
  const t = useAppText();
  const date = useDate();
  const statusView = useStatusView();
  return (
    <Panel title={t('tx.timeline')} className="print:hidden">
      <ol className="space-y-3">
        {detail.timeline.map((step, index) => {
          const view = statusView({
            statusCode: step.statusCode,
            message: step.message,
            finished: step.statusCode === 200,
          });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step may repeat a code; its place is its identity.
            <li key={index} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={cx(
                  'mt-1.5 size-2.5 shrink-0 rounded-full',
                  view.kind === 'error'
                    ? 'bg-red-600'
                    : view.kind === 'success'
                      ? 'bg-brand-600'
                      : 'bg-ink-300',
                )}
              />
              <div>
                <p className="font-semibold">{view.label}</p>
                <p className="text-sm text-ink-500">{date(step.at)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

/** The printable receipt: what was paid, its status, and the QR code and short link of its public check. */
function Receipt({ detail }: { detail: TransactionDetail }) {
  const t = useAppText();
  const { transaction } = detail;
  const link = `${window.location.origin}/r/${detail.receiptToken}`;
  return (
    <Panel
      title={t('receipt.title')}
      className="receipt"
      action={
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex-1">
          <ReceiptFacts
            compact
            receipt={{
              ...transaction,
              statusCode: detail.status.statusCode,
              finished: detail.status.finished,
            }}
            operation={detail.operation}
          />
        </div>
        <div className="flex flex-col items-center gap-2">
          <QrCode text={link} label={t('receipt.qr')} />
          <p className="text-center text-xs text-ink-600">
            {t('receipt.check')}
            <br />
            <a href={link} className="font-mono text-ink-900 underline break-all">
              {link.replace(/^https?:\/\//, '')}
            </a>
          </p>
        </div>
      </div>
    </Panel>
  );
}
