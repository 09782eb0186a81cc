import { API_BASE } from '@1xpay/client';
import { formatMoney } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaleData } from '../../components/offline.tsx';
import { Empty, ErrorState, Loading, Panel } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { useDate } from '../../lib/dates.tsx';
import { useOperatorName } from '../../lib/operators.ts';
import { readStoredUser } from '../../lib/session.ts';
import { useStatusView } from '../../lib/status.ts';
import { useAppPath, useAppText, useLocale } from '../../lib/text.ts';
import { useMe } from '../auth/api.ts';
import { VerifyFirst } from '../payments/verify-first.tsx';
import { type HistoryEntry, useHistory } from '../transactions/api.ts';
import { TransactionList } from '../transactions/history.tsx';
import { usePronostics, usePubs } from './api.ts';

/** How many transactions the home shows: the latest on its own, then the ones before it. */
const LAST = 5;

/**
 * The home: the latest transaction and its status first (what a customer opens the app to check), then the two
 * things to do (deposit, send: the history is the tab bar's and « Tout voir »'s), the transactions before it, the
 * ads that have their picture and the forecasts. Offline, what was last loaded stays, marked as such.
 */
export function HomeScreen() {
  const t = useAppText();
  const path = useAppPath();
  const me = useMe();
  const history = useHistory();
  const [latest, ...earlier] = history.data ?? [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">
        {t('home.greeting', { name: me.data?.firstName ?? readStoredUser()?.firstName ?? '' })}
      </h1>
      {me.data?.userAuthenticationStatus === 'pending' && <VerifyFirst />}
      {me.data?.canMoveMoney === false && me.data.userAuthenticationStatus !== 'pending' && (
        <p role="alert" className="rounded-[8px] bg-orange-50 px-4 py-3 text-orange-900">
          {t('pay.cannotMoveMoney')}
        </p>
      )}
      <StaleData query={history} />
      <section aria-labelledby="home-latest">
        <h2 id="home-latest" className="sr-only">
          {t('home.latest')}
        </h2>
        {history.isPending ? (
          <Loading rows={1} />
        ) : history.data === undefined ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : latest === undefined ? (
          <Empty
            title={t('history.empty')}
            action={
              <Link
                to={path('/app/deposit')}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {t('history.empty.action')}
              </Link>
            }
          />
        ) : (
          <LatestTransaction entry={latest} />
        )}
      </section>
      <QuickActions />
      {earlier.length > 0 && (
        <section aria-labelledby="home-earlier">
          <div className="mb-2 flex items-center justify-between gap-3">
            <h2 id="home-earlier" className="text-lg font-bold text-ink-900">
              {t('home.last')}
            </h2>
            <Link
              to={path('/app/history')}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
            >
              {t('home.last.all')}
            </Link>
          </div>
          <TransactionList entries={earlier.slice(0, LAST - 1)} />
        </section>
      )}
      <Pubs />
      <Pronostics />
    </div>
  );
}

/** The latest transaction, large: what it was, how much, its status in words and colour, and a way to its detail. */
function LatestTransaction({ entry }: { entry: HistoryEntry }) {
  const operatorName = useOperatorName();
  const t = useAppText();
  const path = useAppPath();
  const date = useDate();
  const view = useStatusView()(entry.status ?? { statusCode: 202 }, entry.operation, entry.type);
  return (
    <Link
      to={`${path('/app/transaction')}?reference=${encodeURIComponent(entry.reference)}`}
      className="block rounded-[20px] bg-white p-5 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-latest-transaction=""
    >
      <span className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-ink-600">{t('home.latest')}</span>
        <StatusChip kind={view.kind} label={view.label} />
      </span>
      <span className="mt-3 block text-3xl font-extrabold whitespace-nowrap text-ink-900">
        {formatMoney(entry.amount, entry.currency)}
      </span>
      <span className="mt-1 block text-ink-700">
        {t(`history.type.${entry.type}`)} · {operatorName(entry.operator)}
      </span>
      <span className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="text-ink-600">{date(entry.createdAt)}</span>
        <span className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t('home.latest.open')}
        </span>
      </span>
    </Link>
  );
}

/**
 * Deposit, send and withdraw, each once: the first filled, the second outlined, each with what it does (contrast ≥ 4.5:1 on
 * its background, on a phone and on a desktop alike).
 */
function QuickActions() {
  const t = useAppText();
  const path = useAppPath();
  const actions = [
    {
      to: '/app/deposit',
      label: t('home.action.deposit'),
      text: t('home.action.deposit.text'),
      primary: true,
    },
    { to: '/app/send', label: t('home.action.send'), text: t('home.action.send.text'), primary: false },
    {
      to: '/app/withdraw',
      label: t('home.action.withdraw'),
      text: t('home.action.withdraw.text'),
      primary: false,
    },
  ];
  return (
    <nav aria-label={t('home.actions')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {actions.map((action, index) => (
          <li key={action.to} className={cx(index === 2 && 'col-span-2 sm:col-span-1')}>
            <Link
              to={path(action.to)}
              className={cx(
                'flex h-full min-h-11 flex-col rounded-[20px] px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                action.primary
                  ? 'bg-brand-700 text-white hover:bg-brand-800'
                  : 'bg-white text-ink-900 ring-1 ring-ink-200 hover:ring-brand-600',
              )}
            >
              <span className="font-bold">{action.label}</span>
              <span className={cx('mt-0.5 text-sm', action.primary ? 'text-white' : 'text-ink-600')}>
                {action.text}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The ads, each its offer written on its picture; an ad whose picture is missing or does not load is left out rather
 * than shown as an empty block.
 */
function Pubs() {
  const t = useAppText();
  const pubs = usePubs();
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = (pubs.data ?? []).filter((pub) => pub.picture.trim() !== '' && !broken.has(pub.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('home.pubs')}>
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
        {shown.map((pub) => (
          <li key={pub.id} className="w-4/5 shrink-0 snap-start sm:w-80">
            <a
              href={pub.link}
              className="relative block overflow-hidden rounded-[20px] bg-ink-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              rel="noopener"
            >
              <img
                src={`${API_BASE}/api/${pub.picture.replace(/^\/+/, '')}`}
                alt=""
                width="320"
                height="180"
                loading="lazy"
                onError={() => setBroken((before) => new Set(before).add(pub.id))}
                className="aspect-video w-full object-cover"
              />
              {/* The offer written on its picture, over a shade dark enough for white text on any picture. */}
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent px-4 pt-10 pb-3 font-semibold text-white">
                {pub.title}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Odds as exact decimal text in the reader's language: « 1,85 » in French, « 1.85 » in English. */
export function oddsText(odds: string, locale: 'fr' | 'en'): string {
  return locale === 'fr' ? odds.replace('.', ',') : odds;
}

function Pronostics() {
  const t = useAppText();
  const date = useDate();
  const locale = useLocale();
  const forecasts = usePronostics();
  if (forecasts.data === undefined || forecasts.data.length === 0) return null;
  return (
    <Panel title={t('home.pronostics')}>
      <ul className="divide-y divide-ink-100">
        {forecasts.data.slice(0, 5).map((forecast) => (
          <li key={forecast.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold">
                {forecast.homeTeam} – {forecast.awayTeam}
              </p>
              <p className="text-sm text-ink-600">
                {forecast.competition} · {date(forecast.startsAt)}
              </p>
              <p className="text-sm">{forecast.prediction}</p>
            </div>
            <span className="shrink-0 rounded-full bg-sun-400/20 px-3 py-1 text-sm font-bold">
              {oddsText(forecast.odds, locale)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
