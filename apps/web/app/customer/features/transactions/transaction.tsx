import { ApiError } from '@1xpay/client';
import type { TransactionDetail } from '@1xpay/contract';
import { formatMoney, phoneText } from '@1xpay/domain';
import { Button, cx } from '@1xpay/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CopyButton } from '../../components/copy-button.tsx';
import { DetailList } from '../../components/detail-list.tsx';
import { StaleData } from '../../components/offline.tsx';
import { ReceiptFacts } from '../../components/receipt-facts.tsx';
import { Empty, ErrorState, Loading, Panel } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { Token } from '../../components/token.tsx';
import { useDate } from '../../lib/dates.tsx';
import { useOperatorName } from '../../lib/operators.ts';
import {
  type OperationType,
  operationType,
  type StatusView,
  TYPE_KEYS,
  useStatusView,
} from '../../lib/status.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { useAddresses } from '../payments/api.ts';
import { quoteLines } from '../payments/quote-lines.ts';
import { isLive, useSandboxDecision, useTransaction } from './api.ts';
import { BankRequest } from './bank-request.tsx';
import { CardStep } from './card-step.tsx';
import { ussdCode, ussdHref } from './ussd.ts';

/** The offer to be notified: loaded after the screen (it is never part of the prerendered page). */
const NotificationsCard = lazy(() =>
  import('../notifications/notifications.tsx').then((module) => ({ default: module.NotificationsCard })),
);

/**
 * The receipt's QR code: drawn only once the payment is final, so its encoder (≈ 4 KB) is not part of the screen's
 * first load (decision 060).
 */
const QrCode = lazy(() => import('@1xpay/ui/qr-code').then((module) => ({ default: module.QrCode })));

/**
 * One transaction: while it moves, its live status, what the customer must do (approve on the phone at 204) and a
 * « Demande de paiement » summary; once final, its outcome and its printable receipt (QR code, public check).
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
      <Details detail={data} />
      <Timeline detail={data} />
      {/* After the facts, not above them: the offer arrives once the device's push state is known, and above the
          details it pushed them 250 px down (a layout shift of 0.19 that cost the screen ten Lighthouse points). */}
      <Suspense fallback={null}>
        <NotificationsCard />
      </Suspense>
      {isLive(data) ? <PaymentRequest detail={data} /> : <Receipt detail={data} />}
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
  const view = useStatusView()(detail.status, detail.operation, detail.transaction.type);
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
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
            <span>
              {t(TYPE_KEYS[operationType(transaction.type)])} ·{' '}
              <Token>{formatMoney(headlineAmount(transaction), transaction.currency)}</Token>
            </span>
            <StatusChip kind={view.kind} label={view.chip} />
          </p>
          <h1
            ref={title}
            tabIndex={-1}
            className="mt-1 text-xl font-bold text-balance outline-none sm:text-2xl"
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
  const operatorName = useOperatorName();
  const t = useAppText();
  const path = useAppPath();
  const { transaction } = detail;
  const addresses = useAddresses();
  const sandbox = useSandboxDecision(transaction.reference);
  // A bank payment (PI-SPI): its request is accepted in a bank app, or its QR code scanned.
  if (detail.payerAction?.kind === 'scan' && view.kind === 'pending' && !view.paid)
    return <BankRequest action={detail.payerAction} />;
  // A card payment: paid on the card page.
  if (detail.payerAction?.kind === 'redirect' && view.kind === 'pending' && !view.paid)
    return <CardStep action={detail.payerAction} />;
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
            phone: phoneText(transaction.payerPhone),
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
                className="min-h-11"
                onClick={() => sandbox.mutate('approve')}
                loading={sandbox.isPending && sandbox.variables === 'approve'}
                disabled={sandbox.isPending}
              >
                {t('tx.sandbox.approve')}
              </Button>
              <Button
                variant="secondary"
                className="min-h-11"
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
  const type = operationType(transaction.type);
  const withdrawal = type === 'withdrawal';
  const hint =
    view.kind === 'pending'
      ? view.paid
        ? t(`tx.hint.paid.${type}`)
        : t(withdrawal ? 'tx.hint.preparing.withdrawal' : 'tx.hint.preparing')
      : view.kind === 'blocked'
        ? t(`tx.hint.blocked.${type}`)
        : view.kind === 'error'
          ? t(withdrawal ? 'tx.hint.error.withdrawal' : 'tx.hint.error')
          : detail.status.finished
            ? t(DONE_HINTS[type])
            : t(`tx.hint.paid.${type}`);
  return (
    <div className="mt-4 space-y-3">
      <p className="text-ink-700">{hint}</p>
      {!isLive(detail) && (
        <div className="flex flex-wrap gap-3">
          <Link
            to={path(FORM_PATHS[type])}
            className="inline-flex min-h-11 items-center rounded-[22px] bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {view.kind === 'error' ? t('tx.again') : t('tx.another')}
          </Link>
          <Link
            to={path('/app/history')}
            className="inline-flex min-h-11 items-center rounded-[22px] px-5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            {t('tx.toHistory')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** Where the same operation is made again. */
const FORM_PATHS = {
  deposit: '/app/deposit',
  transfer: '/app/send',
  withdrawal: '/app/withdraw',
} as const;

const DONE_HINTS = {
  deposit: 'tx.hint.deposited',
  transfer: 'tx.hint.sent',
  withdrawal: 'tx.hint.withdrawn',
} as const;

function Details({ detail }: { detail: TransactionDetail }) {
  const operatorName = useOperatorName();
  const t = useAppText();
  const date = useDate();
  const statusView = useStatusView();
  const { transaction } = detail;
  const rows: [string, ReactNode][] = [
    [t('tx.reference'), <Token key="reference">{transaction.reference}</Token>],
    [t('tx.date'), date(transaction.createdAt)],
    [t('pay.operator'), operatorName(transaction.operator)],
    [
      t(transaction.type === 'withdrawal' ? 'tx.paidTo' : 'pay.payerPhone'),
      <Token key="payer">{phoneText(transaction.payerPhone)}</Token>,
    ],
    ...(transaction.type === 'deposit' || transaction.type === 'withdrawal'
      ? ([
          [t('pay.accountId'), <Token key="account">{transaction.accountId1xBet ?? ''}</Token>],
          // The code itself is never shown again, only its end (decision 062).
          ...(transaction.withdrawalCodeHint === undefined
            ? []
            : [[t('withdraw.code'), <Token key="code">{`…${transaction.withdrawalCodeHint}`}</Token>]]),
        ] as [string, ReactNode][])
      : ([
          [
            t('pay.beneficiaryPhone'),
            <Token key="beneficiary">{phoneText(transaction.beneficiaryPhone ?? '')}</Token>,
          ],
        ] as [string, ReactNode][])),
    ...moneyRows(
      t,
      transaction,
      totalKey(isLive(detail), statusView(detail.status, detail.operation).paid),
      statusView(detail.status, detail.operation).kind === 'error',
    ),
  ];
  return (
    <Panel
      title={t('tx.details')}
      className="print:hidden"
      action={<CopyButton text={transaction.reference} label={t('tx.copyReference')} className="min-h-11" />}
    >
      <DetailList rows={rows} />
    </Panel>
  );
}

type StepState = 'done' | 'current' | 'next';

/**
 * The steps still ahead of a transaction at `code`, until its end: what the customer can expect next. A withdrawal
 * is never approved on the phone nor paid by the customer: the betting site confirms its code, then the money
 * arrives (decision 062).
 */
function stepsAhead(
  code: number,
  paid: boolean,
  type: OperationType,
): ('tx.step.approve' | 'tx.step.paid' | 'tx.step.confirmed' | `tx.step.end.${OperationType}`)[] {
  const end = `tx.step.end.${type}` as const;
  if (paid || code === 200) return [end];
  if (type === 'withdrawal') return ['tx.step.confirmed', end];
  if (code === 204) return ['tx.step.paid', end];
  return ['tx.step.approve', 'tx.step.paid', end];
}

/**
 * « Étapes »: the steps done (a tick, in grey), the current one (in colour, with what to do now) and those ahead
 * (hollow, « À venir »), each state said in words as well as drawn.
 */
function Timeline({ detail }: { detail: TransactionDetail }) {
  const t = useAppText();
  const date = useDate();
  const statusView = useStatusView();
  const live = isLive(detail);
  const type = operationType(detail.transaction.type);
  const current = statusView(detail.status, detail.operation, type);
  // What the payer does at 204: approve on the phone, or act as the card page or bank request asks.
  const action = detail.payerAction?.kind;
  const now =
    current.code === 204
      ? t(action === 'redirect' ? 'tx.now.card' : action === 'scan' ? 'tx.now.bank' : 'tx.now.approve')
      : current.kind === 'blocked'
        ? t('tx.now.blocked')
        : current.paid
          ? t(`tx.now.paid.${type}`)
          : t(type === 'withdrawal' ? 'tx.now.wait.withdrawal' : 'tx.now.wait');
  const steps: { key: string; state: StepState; label: string; kind: StatusView['kind']; at?: number }[] =
    detail.timeline.map((step, index) => {
      const last = index === detail.timeline.length - 1;
      const view = last
        ? current
        : statusView(
            { statusCode: step.statusCode, message: step.message, finished: step.statusCode === 200 },
            null,
            type,
          );
      return {
        key: `${index}`,
        state: last && live ? 'current' : 'done',
        label: view.label,
        kind: view.kind,
        at: step.at,
      };
    });
  if (live)
    for (const ahead of stepsAhead(current.code, current.paid, type))
      steps.push({ key: ahead, state: 'next', label: t(ahead), kind: 'pending' });
  return (
    <Panel title={t('tx.timeline')} className="print:hidden">
      <ol className="space-y-0" data-timeline="">
        {steps.map((step, index) => (
          <li key={step.key} className="relative flex gap-3 pb-4 last:pb-0" data-step={step.state}>
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute top-6 bottom-0 left-[11px] w-0.5',
                  step.state === 'done' ? 'bg-ink-300' : 'bg-ink-100',
                )}
              />
            )}
            <StepMark state={step.state} kind={step.kind} />
            <div className="min-w-0 flex-1">
              <p
                className={cx(
                  step.state === 'current' ? 'font-bold text-ink-900' : 'font-medium',
                  step.state === 'done' && 'text-ink-700',
                  step.state === 'next' && 'text-ink-500',
                )}
              >
                <span className="sr-only">{`${t(`tx.step.${step.state}`)}\u202f: `}</span>
                {step.label}
              </p>
              {step.at !== undefined && <p className="text-sm text-ink-500">{date(step.at)}</p>}
              {step.state === 'current' && (
                <p className="mt-2 rounded-[8px] bg-brand-50 px-3 py-2 text-sm text-ink-800" data-step-now="">
                  <span className="font-semibold">{`${t('tx.step.now')}\u202f: `}</span>
                  {now}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function StepMark({ state, kind }: { state: StepState; kind: StatusView['kind'] }) {
  if (state === 'next')
    return (
      <span
        aria-hidden="true"
        className="relative mt-0.5 size-6 shrink-0 rounded-full border-2 border-dashed border-ink-300 bg-white"
      />
    );
  if (state === 'current')
    return (
      <span
        aria-hidden="true"
        className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 ring-4 ring-brand-100"
      >
        <span className="size-2 animate-pulse rounded-full bg-white" />
      </span>
    );
  const tone = kind === 'error' ? 'bg-red-600' : kind === 'blocked' ? 'bg-orange-600' : 'bg-ink-700';
  return (
    <span
      aria-hidden="true"
      className={cx(
        'relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-white',
        tone,
      )}
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path
          d={kind === 'error' ? 'm7 7 10 10M17 7 7 17' : 'm5 12.5 4.5 4.5L19 7.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/** The total's name: « à payer » while it is asked, « payé » once collected, « demandé » when it never was. */
export function totalKey(live: boolean, paid: boolean): 'pay.total' | 'pay.totalPaid' | 'pay.totalAsked' {
  return paid ? 'pay.totalPaid' : live ? 'pay.total' : 'pay.totalAsked';
}

/** The countries of the West African franc (UEMOA): a transfer between two of them arrives as it was sent. */
const XOF_COUNTRIES: ReadonlySet<string> = new Set(['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG']);

/**
 * Whether the transaction says what its beneficiary receives: across currencies, the figures fixed at its creation
 * (migration 0029); between two countries of the West African franc (Benin → Togo), the amount sent. A transfer
 * across currencies made before those figures were kept says nothing rather than a figure in the wrong currency.
 */
function receivedIsKnown(transaction: TransactionDetail['transaction']): boolean {
  if (transaction.receivedAmount !== undefined) return true;
  return (
    transaction.currency === 'XOF' &&
    XOF_COUNTRIES.has(transaction.country) &&
    XOF_COUNTRIES.has(transaction.beneficiaryCountry ?? '')
  );
}

/**
 * The amount said beside the operation's name: what the customer pays (amount + fees), or for a withdrawal what
 * the betting site pays (its amount; the fees are taken from it, decision 062).
 */
function headlineAmount(transaction: Pick<TransactionDetail['transaction'], 'type' | 'amount' | 'fees'>) {
  return transaction.type === 'withdrawal' ? transaction.amount : transaction.amount + transaction.fees;
}

/**
 * Amount, fees, the total (its name by totalKey), and what the beneficiary of a transfer receives: the lines of the
 * quote the customer accepted (currency codes and the rate where two currencies meet). A withdrawal says
 * « Montant du retrait », « Frais » and « Vous recevez » (amount − fees), never a total paid.
 */
function moneyRows(
  t: ReturnType<typeof useAppText>,
  transaction: TransactionDetail['transaction'],
  total: ReturnType<typeof totalKey>,
  failed = false,
): [string, ReactNode][] {
  // A failed withdrawal paid nothing out: no « Vous recevez ».
  if (transaction.type === 'withdrawal')
    return quoteLines({ ...transaction, total: transaction.amount }, 'withdrawal')
      .filter((line) => !(failed && line.key === 'pay.youReceive'))
      .map((line) => [t(line.key), <Token key={line.key}>{line.value}</Token>]);
  const transfer = transaction.type === 'transfer';
  const lines = quoteLines(
    { ...transaction, total: transaction.amount + transaction.fees },
    transfer ? 'transfer' : 'deposit',
  );
  return lines
    .filter((line) => line.key !== 'pay.received' || receivedIsKnown(transaction))
    .map((line) => [
      t(line.key === 'pay.total' ? total : line.key),
      <Token key={line.key}>{line.value}</Token>,
    ]);
}

/**
 * While the transaction moves, no receipt: what was asked (« Demande de paiement »), the reference and the total to
 * pay. The receipt, its QR code and its public check come once the status is final.
 */
function PaymentRequest({ detail }: { detail: TransactionDetail }) {
  const t = useAppText();
  const paid = useStatusView()(detail.status, detail.operation).paid;
  const { transaction } = detail;
  const withdrawal = transaction.type === 'withdrawal';
  return (
    <Panel title={t(withdrawal ? 'request.title.withdrawal' : 'request.title')} className="print:hidden">
      <p className="mb-3 text-sm text-ink-600">{t('request.lead')}</p>
      <DetailList
        compact
        rows={[
          [t('receipt.type'), t(TYPE_KEYS[operationType(transaction.type)])],
          [t('tx.reference'), <Token key="reference">{transaction.reference}</Token>],
          withdrawal
            ? [
                t('pay.youReceive'),
                <Token key="total">
                  {formatMoney(
                    transaction.receivedAmount ?? transaction.amount - transaction.fees,
                    transaction.currency,
                  )}
                </Token>,
              ]
            : [
                t(totalKey(true, paid)),
                <Token key="total">
                  {formatMoney(transaction.amount + transaction.fees, transaction.currency)}
                </Token>,
              ],
        ]}
      />
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
        <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => window.print()}>
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
          <Suspense fallback={<div className="size-40" />}>
            <QrCode text={link} label={t('receipt.qr')} size={160} />
          </Suspense>
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
