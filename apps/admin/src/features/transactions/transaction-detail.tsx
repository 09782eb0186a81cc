import { ApiError } from '@1xpay/client';
import type { AdminTransactionDetail } from '@1xpay/contract';
import {
  findCountryByCode,
  formatDateTime,
  rateText,
  timeZoneName,
  timeZoneOfCountry,
  utcOffsetMinutes,
} from '@1xpay/domain';
import { useToast } from '@1xpay/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { MethodBadge } from '../../components/method-badge.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { TimeZoneNote, useDateTime, useTimeZone } from '../../lib/dates.tsx';
import {
  accountName,
  agentStatus,
  jobName,
  operatorName,
  processorName,
  processorReferenceLabel,
} from '../../lib/labels.ts';
import { useLocale } from '../../lib/locale.ts';
import { useMoney } from '../../lib/money.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { type Decision, useTransaction } from './api.ts';
import { DecisionDialog } from './decision-dialog.tsx';

const BEFORE_COLLECTION = [201, 202, 203, 204];
const MOVED_BY_JOBS = [...BEFORE_COLLECTION, 230, 232];
const SOURCES = ['api', 'processor', 'webhook', 'agent', 'system', 'partner'] as const;

/** The decisions the master may take on this payment as it stands (the server checks again). */
function decisionsFor(detail: AdminTransactionDetail): Decision[] {
  const { statusCode, finished } = detail.transaction;
  if (statusCode === 235) return ['release', 'reverse'];
  const decisions: Decision[] = [];
  if (!finished && MOVED_BY_JOBS.includes(statusCode) && detail.stage?.liveJobs.length === 0)
    decisions.push('requeue');
  if (BEFORE_COLLECTION.includes(statusCode)) decisions.push('cancel');
  return decisions;
}

/**
 * Where the refund's money goes, as the API says the engine sends it (decision 070): back the way it came, or, for
 * a card its processor does not refund, to the customer's mobile money, or nowhere the system reaches.
 */
function refundDestination(
  t: ReturnType<typeof useText>,
  destination: { to: string; operator: string | null; fallback: boolean },
  processor: string,
  phone: string,
) {
  const by = processorName(t, processor);
  if (destination.to === 'alias') return t('detail.refund.to.alias', { phone });
  if (destination.to === 'card') return t('detail.refund.to.card', { processor: by });
  if (destination.to === 'outside') return t('detail.refund.to.outside', { processor: by });
  if (!destination.fallback) return t('detail.refund.to.mobileMoney', { phone });
  return destination.operator === null
    ? t('detail.refund.to.cardFallbackUnrouted', { processor: by, phone })
    : t('detail.refund.to.cardFallback', {
        processor: by,
        phone,
        operator: operatorName(destination.operator),
      });
}

/**
 * The status history oldest first: by time, and in the order the moves were recorded when two share a time
 * (the API lists them in that order).
 */
export function inOrder<T extends { at: number }>(steps: readonly T[]): T[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at - b.step.at || a.index - b.index)
    .map(({ step }) => step);
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-2 border-b border-ink-100 py-1">
          <dt className="text-ink-600">{label}</dt>
          <dd className="min-w-0 font-semibold break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * When the payment's country reads clocks at another offset than the admin (a Benin payment seen from Abidjan), its
 * creation time there too: what the customer's phone showed, so that both speak of the same hour (decision 040).
 */
function useCreatedInCountry(country: string, createdAt: number): [string, string] | undefined {
  const t = useText();
  const { locale } = useLocale();
  const viewer = useTimeZone();
  const there = timeZoneOfCountry(country);
  if (there === undefined || utcOffsetMinutes(createdAt, there) === utcOffsetMinutes(createdAt, viewer)) {
    return undefined;
  }
  return [
    t('detail.createdThere', { zone: timeZoneName(there, createdAt) }),
    formatDateTime(createdAt, { locale, timeZone: there, style: 'long', seconds: true }),
  ];
}

/**
 * One transaction for an admin: what was asked, where it stands and since when, every status it went through and
 * who moved it, its delivery operation, its ledger entries and refund; and for the master, the decisions its state
 * allows (release or reverse a blocked payment, re-queue or cancel a stuck one), each confirmed with a reason.
 * Times are the admin's, their zone named under the title.
 */
export function TransactionDetail() {
  const t = useText();
  const reference = useParams().reference ?? '';
  const { search } = useLocation();
  const detail = useTransaction(reference);
  const admin = readStoredAdmin();
  const toast = useToast();
  const [deciding, setDeciding] = useState<Decision>();
  useEffect(() => {
    document.title = `${reference} · ${t('transactions.title')}`;
  });
  const money = useMoney();
  const dateTime = useDateTime();
  const date = (ms: number) => dateTime(ms, { style: 'long', seconds: true });
  const createdThere = useCreatedInCountry(
    detail.data?.transaction.country ?? '',
    detail.data?.transaction.createdAt ?? 0,
  );
  const back = (
    <Link
      to={{ pathname: '/transactions', search }}
      className="text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      ← {t('detail.back')}
    </Link>
  );
  if (detail.isPending) return <Loading />;
  if (detail.isError && detail.data === undefined)
    return (
      <div className="space-y-4">
        {back}
        {detail.error instanceof ApiError && detail.error.status === 404 ? (
          <Empty text={t('detail.notFound')} />
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  const data = detail.data;
  const tx = data.transaction;
  const country = findCountryByCode(tx.country);
  const decisions = admin?.isMaster === true ? decisionsFor(data) : [];
  const now = Date.now();
  return (
    <article aria-labelledby="transaction-title" className="space-y-5">
      {back}
      <div className="space-y-1">
        <header className="flex flex-wrap items-center gap-3">
          <h1 id="transaction-title" className="font-mono text-2xl font-bold text-ink-900">
            {tx.reference}
          </h1>
          <StatusChip
            statusCode={tx.statusCode}
            finished={tx.finished}
            type={tx.type}
            message={tx.message}
            operationStatus={tx.operationStatus}
          />
        </header>
        <TimeZoneNote />
      </div>
      {detail.isError && <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
      {decisions.length > 0 && (
        <Panel title={t('detail.actions')}>
          <div className="flex flex-wrap gap-2">
            {decisions.map((decision) => (
              <button
                key={decision}
                type="button"
                onClick={() => setDeciding(decision)}
                className={
                  decision === 'reverse' || decision === 'cancel'
                    ? 'rounded-[8px] px-4 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700'
                    : 'rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
                }
              >
                {t(`action.${decision}`)}
              </button>
            ))}
          </div>
        </Panel>
      )}
      <DecisionDialog
        key={deciding ?? ''}
        reference={tx.reference}
        decision={deciding}
        onClose={() => setDeciding(undefined)}
        onDone={(decision) => {
          setDeciding(undefined);
          toast('success', t(`action.done.${decision}`, { reference: tx.reference }));
        }}
      />
      {data.stage !== null && (
        <Panel title={t('detail.stage')}>
          <p className="font-semibold text-ink-900">
            {t(`stage.${data.stage.stage}`)}
            {data.stage.deadline < now && (
              <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">
                {t('detail.stage.late')}
              </span>
            )}
          </p>
          <p className="text-sm text-ink-700">
            {t('detail.stage.since', { date: date(data.stage.since) })} ·{' '}
            {t('detail.stage.deadline', { date: date(data.stage.deadline) })}
          </p>
          <p className="text-sm text-ink-700">
            {data.stage.liveJobs.length === 0
              ? t('detail.stage.noJob')
              : t('detail.stage.jobs', {
                  jobs: [...new Set(data.stage.liveJobs.map((kind) => jobName(t, kind)))].join(', '),
                })}
          </p>
        </Panel>
      )}
      <Panel title={t('detail.facts')}>
        <Facts
          items={[
            [t('detail.type'), t(`operationType.${tx.type}`)],
            [t('detail.amount'), money(tx.amount, tx.currency)],
            [t('detail.fees'), money(tx.fees, tx.currency)],
            ...(tx.receivedAmount === undefined || tx.receivedCurrency === undefined
              ? []
              : [
                  [t('detail.received'), money(tx.receivedAmount, tx.receivedCurrency)] as [
                    string,
                    ReactNode,
                  ],
                  [t('detail.rate'), rateText(tx.currency, tx.rate ?? '', tx.receivedCurrency)] as [
                    string,
                    ReactNode,
                  ],
                ]),
            [t('detail.country'), `${country?.countryFlag ?? ''} ${country?.countryName ?? tx.country}`],
            [t('transactions.method'), <MethodBadge key="method" method={tx.method} />],
            // A card or a bank transfer is its own rail: only mobile money has an operator to name.
            ...(tx.method === 'mobile_money'
              ? [[t('detail.operator'), operatorName(tx.operator)] as [string, ReactNode]]
              : []),
            [t('detail.payer'), tx.payerPhone],
            ...(tx.beneficiaryPhone === null
              ? []
              : [[t('detail.beneficiary'), tx.beneficiaryPhone] as [string, ReactNode]]),
            ...(tx.accountId1xBet === null
              ? []
              : [[t('detail.bettingAccount'), tx.accountId1xBet] as [string, ReactNode]]),
            [
              t('detail.sender'),
              <Link
                key="sender"
                to={`/users/${encodeURIComponent(data.sender.uuid)}`}
                className="text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {data.sender.fullName} ({data.sender.phoneNumber})
              </Link>,
            ],
            [t('detail.created'), date(tx.createdAt)],
            ...(createdThere === undefined ? [] : [createdThere]),
            [t('detail.updated'), date(tx.updatedAt)],
            [t('detail.processor'), processorName(t, data.processor)],
            ...(data.processorReference === null
              ? []
              : [
                  [processorReferenceLabel(t, data.processor), data.processorReference] as [
                    string,
                    ReactNode,
                  ],
                ]),
            ...(tx.message === null ? [] : [[t('detail.message'), tx.message] as [string, ReactNode]]),
          ]}
        />
      </Panel>
      <Panel title={t('detail.timeline')}>
        {data.timeline.length === 0 ? (
          <p className="text-ink-600">{t('detail.timeline.empty')}</p>
        ) : (
          <>
            <p className="text-sm text-ink-600">{t('detail.timeline.order')}</p>
            <ol className="space-y-2 border-l-2 border-ink-100 pl-4">
              {inOrder(data.timeline).map((step) => {
                const status = agentStatus(t, { statusCode: step.statusCode, finished: true, type: tx.type });
                return (
                  <li key={`${step.at}-${step.statusCode}`} className="text-sm">
                    <p className="font-semibold text-ink-900">
                      {status.label}{' '}
                      <span className="text-xs font-normal text-ink-600 tabular-nums">{status.code}</span>
                    </p>
                    <p className="text-ink-600">
                      <time dateTime={new Date(step.at).toISOString()}>{date(step.at)}</time> ·{' '}
                      {SOURCES.find((source) => source === step.source) === undefined
                        ? step.source
                        : t(`source.${step.source as (typeof SOURCES)[number]}`)}
                      {step.message === null ? '' : ` · ${step.message}`}
                    </p>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Panel>
      {data.payout !== null && data.payout !== undefined && (
        <Panel title={t('detail.payout')}>
          <div className="space-y-1 text-sm" data-payout={data.payout.status}>
            <p className="font-semibold text-ink-900">
              {t('detail.payout.status', {
                status: data.payout.status,
                amount: money(data.payout.amount, data.payout.currency),
                phone: data.payout.phone,
              })}
            </p>
            {data.payout.processorReference !== null && (
              <p className="text-ink-900">
                {t('detail.payout.reference', { reference: data.payout.processorReference })}
              </p>
            )}
            {data.payout.sentAt !== null && (
              <p className="text-ink-700">{t('detail.payout.sentAt', { date: date(data.payout.sentAt) })}</p>
            )}
            {data.payout.failure !== null && <p className="text-red-800">{data.payout.failure}</p>}
          </div>
        </Panel>
      )}
      <Panel title={t('detail.operation')}>
        {data.operation === null ? (
          <p className="text-ink-600">{t('detail.operation.none')}</p>
        ) : (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-ink-900">
              {t(`operationStatus.${data.operation.operationStatus}`)} ·{' '}
              {t('detail.operation.admin', { name: data.operation.adminName })}
            </p>
            {/* A finished operation that nobody had taken in hand says nothing of it. */}
            {(data.operation.claimedAt !== null || data.operation.operationStatus === 'pending') && (
              <p className="text-ink-600">
                {data.operation.claimedAt === null
                  ? t('detail.operation.notClaimed')
                  : t('detail.operation.claimed', { date: date(data.operation.claimedAt) })}
              </p>
            )}
            {data.operation.deliveryReference !== null && (
              <p className="text-ink-900">
                {t('detail.operation.deliveryReference', { reference: data.operation.deliveryReference })}
              </p>
            )}
            {data.operation.deliveryNote !== null && (
              <p className="text-ink-700">
                {t('detail.operation.note', { note: data.operation.deliveryNote })}
              </p>
            )}
            {data.operation.failureMessage !== null && (
              <p className="text-red-800">{data.operation.failureMessage}</p>
            )}
          </div>
        )}
      </Panel>
      <Panel title={t('detail.ledger')}>
        {data.ledger.length === 0 ? (
          <p className="text-ink-600">{t('detail.ledger.empty')}</p>
        ) : (
          data.ledger.map((entry) => (
            <ScrollRegion
              key={`${entry.kind}-${entry.at}`}
              label={`${t(`ledger.${entry.kind}`)} · ${date(entry.at)}`}
            >
              <table className="w-full text-left text-sm">
                <caption className="py-1 text-left font-semibold text-ink-900">
                  {t(`ledger.${entry.kind}`)} · {date(entry.at)}
                </caption>
                <thead className="bg-ink-50 text-ink-600">
                  <tr>
                    <th scope="col" className="px-3 py-1">
                      {t('detail.ledger.account')}
                    </th>
                    <th scope="col" className="px-3 py-1 text-right">
                      {t('detail.ledger.debit')}
                    </th>
                    <th scope="col" className="px-3 py-1 text-right">
                      {t('detail.ledger.credit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.postings.map((posting) => (
                    <tr key={`${posting.account}-${posting.amount}`} className="border-t border-ink-100">
                      <td className="px-3 py-1">{accountName(t, posting.account)}</td>
                      <td className="px-3 py-1 text-right tabular-nums">
                        {posting.amount > 0 ? money(posting.amount, posting.currency) : ''}
                      </td>
                      <td className="px-3 py-1 text-right tabular-nums">
                        {posting.amount < 0 ? money(-posting.amount, posting.currency) : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ))
        )}
        {data.refund !== null && (
          <p className="text-sm text-ink-800">
            <span className="font-semibold">{t('detail.refund')} · </span>
            {t('detail.refund.status', {
              status: data.refund.status,
              amount: money(data.refund.amount, data.refund.currency),
              phone: data.refund.phone,
            })}
            {data.refund.lastError === null ? '' : ` · ${data.refund.lastError}`}
            {tx.type !== 'withdrawal' && (
              <span className="block">
                {refundDestination(t, data.refund.destination, data.processor, data.refund.phone)}
              </span>
            )}
          </p>
        )}
      </Panel>
    </article>
  );
}
