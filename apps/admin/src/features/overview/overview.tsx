import { OVERVIEW_DEFAULT_DAYS, OVERVIEW_MAX_DAYS } from '@1xpay/contract';
import { findCountryByCode, formatDay, ONE_X_PAY_COUNTRY_CODES } from '@1xpay/domain';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { operatorName } from '../../lib/labels.ts';
import { useLocale } from '../../lib/locale.ts';
import { useMoney } from '../../lib/money.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useUrlFilter } from '../../lib/url-filter.ts';
import { type Overview as OverviewData, type OverviewFilter, useOverview } from './api.ts';
import { type Change, changeOf, previousRange, rateChangeOf } from './changes.ts';
import { DailyChart } from './daily-chart.tsx';
import { LedgerBalances } from './ledger-balances.tsx';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Counts = OverviewData['totals'];
type Amount = { currency: string; amount: number };

/** The filter of the screen's URL: `?from=&to=&country=`, so that a view can be kept and shared. */
function useFilter(): [OverviewFilter, (next: Partial<OverviewFilter>) => void] {
  const [raw, update] = useUrlFilter(['from', 'to', 'country'] as const);
  const day = (value: string) => (DAY.test(value) ? value : '');
  return [{ from: day(raw.from), to: day(raw.to), country: raw.country }, update];
}

/** The range the filter asks for, as the server will read it: `to` defaults to today (UTC), `from` to 29 days before. */
function rangeOf(filter: OverviewFilter) {
  const to = Date.parse(`${filter.to || new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const from =
    filter.from === '' ? to - (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS : Date.parse(`${filter.from}T00:00:00Z`);
  const days = Math.round((to - from) / DAY_MS) + 1;
  return { valid: Number.isFinite(days) && days >= 1 && days <= OVERVIEW_MAX_DAYS };
}

/** Amounts kept apart by currency, one line each (« 0 XOF » for none): never added across currencies. */
function Amounts<V extends { currency: string; amount?: number }>({
  volumes,
  pick = (volume) => volume.amount ?? 0,
}: {
  volumes: readonly V[];
  pick?: (volume: V) => number;
}) {
  const money = useMoney();
  if (volumes.length === 0) return <>{money(0, 'XOF')}</>;
  return (
    <>
      {volumes.map((volume) => (
        <span key={volume.currency} className="block whitespace-nowrap">
          {money(pick(volume), volume.currency)}
        </span>
      ))}
    </>
  );
}

/** A figure's change against the previous period, coloured by its direction, said in full to screen readers. */
function ChangeBadge({ change }: { change: Change | undefined }) {
  const t = useText();
  if (change === undefined) return null;
  const tone =
    change.direction === 'up'
      ? 'bg-brand-50 text-brand-700'
      : change.direction === 'down'
        ? 'bg-red-50 text-red-800'
        : 'bg-ink-50 text-ink-700';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {change.text}
      <span className="sr-only"> {t('change.versus')}</span>
    </span>
  );
}

function Card({
  label,
  value,
  change,
  detail,
  children,
}: {
  label: string;
  value: ReactNode;
  change?: ReactNode;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-2xl font-bold break-words text-ink-900 tabular-nums">{value}</dd>
      {change !== undefined && <dd className="flex flex-wrap gap-1">{change}</dd>}
      {detail !== undefined && <dd className="text-sm text-ink-600">{detail}</dd>}
      {children !== undefined && <dd className="mt-auto pt-1 text-sm">{children}</dd>}
    </div>
  );
}

const linkClass =
  'font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';
const pillLink =
  'inline-flex min-h-11 items-center rounded-[8px] bg-white px-3 text-sm font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';
const cell = 'px-2 py-2 text-right align-top whitespace-nowrap tabular-nums sm:px-3';
const head = 'px-2 py-2 text-right font-semibold whitespace-nowrap text-ink-700 sm:px-3';

function Breakdown({
  title,
  nameLabel,
  rows,
}: {
  title: string;
  nameLabel: string;
  rows: readonly (Counts & { name: string })[];
}) {
  const t = useText();
  const intl = useIntl();
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2">
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <Empty text={t('breakdown.empty')} />
      ) : (
        <ScrollRegion label={title} className="rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100">
          <table className="w-full text-xs sm:text-sm">
            <thead className="border-b border-ink-100">
              <tr>
                <th scope="col" className="w-full px-2 py-2 text-left font-semibold text-ink-700 sm:px-3">
                  {nameLabel}
                </th>
                <th scope="col" className={head}>
                  {t('table.count')}
                </th>
                <th scope="col" className={head}>
                  {t('table.volume')}
                </th>
                <th scope="col" className={head}>
                  {t('table.successRate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-b border-ink-50 last:border-0">
                  <th scope="row" className="px-2 py-2 text-left font-normal text-ink-900 sm:px-3">
                    {row.name}
                  </th>
                  <td className={cell}>{intl.formatNumber(row.count)}</td>
                  <td className={cell}>
                    <Amounts volumes={row.volumes} />
                  </td>
                  <td className={cell}>
                    {row.successRate === null
                      ? '—'
                      : intl.formatNumber(row.successRate, { style: 'percent', maximumFractionDigits: 1 })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

type Flow = OverviewData['money']['totals'][number];

/**
 * Money in and out of the processors over the period, from the ledger (issue 35): « Entrées », « Sorties » and the
 * period's balance, each currency on its own line with its code (XOF and XAF are never added), each figure with its
 * change against the previous period; an empty state when no money moved.
 */
function MoneyFlows({ flows, previous }: { flows: readonly Flow[]; previous: readonly Flow[] | undefined }) {
  const t = useText();
  const intl = useIntl();
  const id = useId();
  const format = (value: number, options: Intl.NumberFormatOptions) =>
    intl.formatNumber(value, options as Parameters<typeof intl.formatNumber>[1]);
  const words = { new: t('change.new'), same: t('change.same') };
  const changes = (pick: (flow: Flow) => number) =>
    previous === undefined
      ? undefined
      : flows.map((flow) => {
          const before = previous.find((old) => old.currency === flow.currency);
          return (
            <span key={flow.currency} className="inline-flex items-center gap-1 text-xs text-ink-600">
              {flows.length > 1 && flow.currency}
              <ChangeBadge
                change={changeOf(pick(flow), before === undefined ? 0 : pick(before), format, words)}
              />
            </span>
          );
        });
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div>
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {t('money.title')}
        </h2>
        <p className="text-sm text-ink-600">{t('money.lead')}</p>
      </div>
      {flows.length === 0 ? (
        <Empty text={t('money.empty')} />
      ) : (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Card
            label={t('money.in')}
            value={<Amounts volumes={flows} pick={(flow) => flow.moneyIn} />}
            change={changes((flow) => flow.moneyIn)}
            detail={t('money.inDetail')}
          />
          <Card
            label={t('money.out')}
            value={<Amounts volumes={flows} pick={(flow) => flow.moneyOut} />}
            change={changes((flow) => flow.moneyOut)}
            detail={t('money.outDetail')}
          />
          <Card
            label={t('money.net')}
            value={<Amounts volumes={flows} pick={(flow) => flow.moneyIn - flow.moneyOut} />}
            detail={t('money.netDetail')}
          />
        </dl>
      )}
    </section>
  );
}

function Figures({ data, previous }: { data: OverviewData; previous: OverviewData | undefined }) {
  const t = useText();
  const intl = useIntl();
  const money = useMoney();
  const chartId = useId();
  const waitingId = useId();
  const me = readStoredAdmin();
  const { locale } = useLocale();
  const date = useDateTime();
  // The server's days are UTC days: a calendar day, named as it is, with no zone to shift it.
  const day = useCallback(
    (value: string, month: 'short' | 'long' = 'short') => formatDay(value, { locale, month }) ?? value,
    [locale],
  );
  // One chart per measure (decision: no second axis): the payments, then each currency's volume on its own.
  const currencies = useMemo(
    () => [...new Set(data.days.flatMap((entry) => entry.volumes.map((volume) => volume.currency)))].sort(),
    [data.days],
  );
  const counts = useMemo(
    () => data.days.map((entry) => ({ label: day(entry.day), value: entry.count })),
    [data.days, day],
  );
  const formatCount = useCallback((value: number) => intl.formatNumber(value), [intl]);
  const busiest = data.days.reduce(
    (best, entry) => (entry.count > best.count ? entry : best),
    data.days[0] ?? { day: data.from, count: 0 },
  );
  const waitingTotal = data.waitingPerAgent.reduce((sum, agent) => sum + agent.count, 0);
  const countryName = (code: string) => {
    const country = findCountryByCode(code);
    return country === undefined ? code : `${country.countryFlag} ${country.countryName}`;
  };
  const from = day(data.from, 'long');
  const to = day(data.to, 'long');
  const format = (value: number, options: Intl.NumberFormatOptions) =>
    intl.formatNumber(value, options as Parameters<typeof intl.formatNumber>[1]);
  const words = { new: t('change.new'), same: t('change.same') };
  const previousVolume = (
    currency: string,
    pick: (volume: Amount & { succeededAmount: number }) => number,
  ) => {
    if (previous === undefined) return undefined;
    const found = previous.totals.volumes.find((volume) => volume.currency === currency);
    return found === undefined ? 0 : pick(found);
  };
  return (
    <>
      <dl aria-label={t('overview.kpis')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Card
          label={t('kpi.payments')}
          value={intl.formatNumber(data.totals.count)}
          change={<ChangeBadge change={changeOf(data.totals.count, previous?.totals.count, format, words)} />}
        />
        <Card
          label={t('kpi.volume')}
          value={<Amounts volumes={data.totals.volumes} />}
          change={data.totals.volumes.map((volume) => (
            <span key={volume.currency} className="inline-flex items-center gap-1 text-xs text-ink-600">
              {data.totals.volumes.length > 1 && volume.currency}
              <ChangeBadge
                change={changeOf(
                  volume.amount,
                  previousVolume(volume.currency, (before) => before.amount),
                  format,
                  words,
                )}
              />
            </span>
          ))}
          detail={
            <>
              {t('kpi.succeededVolume')}
              <Amounts volumes={data.totals.volumes} pick={(volume) => volume.succeededAmount} />
            </>
          }
        />
        <Card
          label={t('kpi.successRate')}
          value={
            data.totals.successRate === null
              ? '—'
              : intl.formatNumber(data.totals.successRate, { style: 'percent', maximumFractionDigits: 1 })
          }
          change={
            <ChangeBadge
              change={rateChangeOf(data.totals.successRate, previous?.totals.successRate, format, {
                points: (points) => t('change.points', { points }),
                same: t('change.same'),
              })}
            />
          }
          detail={
            data.totals.finished === 0
              ? t('kpi.noFinished')
              : t('kpi.successDetail', {
                  succeeded: intl.formatNumber(data.totals.succeeded),
                  finished: intl.formatNumber(data.totals.finished),
                })
          }
        />
        <Card
          label={t('kpi.blocked')}
          value={intl.formatNumber(data.blocked.count)}
          detail={
            <>
              {t('kpi.blockedDetail')}
              <Amounts volumes={data.blocked.volumes} />
            </>
          }
        >
          <Link to="/transactions?status=235" className={linkClass}>
            {t('kpi.blockedLink')}
          </Link>
        </Card>
        <Card
          label={t('kpi.stuck')}
          value={intl.formatNumber(data.stuck.count)}
          detail={t('kpi.stuckDetail')}
        >
          <Link to="/transactions?stuck=1" className={linkClass}>
            {t('kpi.stuckLink')}
          </Link>
        </Card>
        <Card
          label={t('kpi.waiting')}
          value={intl.formatNumber(waitingTotal)}
          detail={t('kpi.waitingDetail', { agents: data.waitingPerAgent.length })}
        />
      </dl>
      <MoneyFlows flows={data.money.totals} previous={previous?.money.totals} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">
          {previous === undefined
            ? t('change.none')
            : t('change.period', { from: day(previous.from, 'long'), to: day(previous.to, 'long') })}
        </p>
        <nav aria-label={t('overview.money')} className="flex flex-wrap gap-2">
          <Link to="/transactions?refunds=1" className={pillLink}>
            {t('overview.refunds')}
          </Link>
          <Link to="/transactions?breaks=1" className={pillLink}>
            {t('overview.breaks')}
          </Link>
        </nav>
      </div>

      {data.totals.count === 0 ? (
        <Empty text={t('overview.empty')} />
      ) : (
        <>
          <section
            aria-labelledby={chartId}
            className="space-y-4 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
          >
            <h2 id={chartId} className="text-lg font-bold text-ink-900">
              {t('chart.title')}
            </h2>
            <DailyChart
              days={counts}
              title={t('chart.count')}
              shape="bar"
              format={formatCount}
              summary={t('chart.summary', {
                from,
                to,
                count: intl.formatNumber(data.totals.count),
                busiest: intl.formatNumber(busiest.count),
                busiestDay: day(busiest.day, 'long'),
              })}
            />
            {currencies.map((currency) => (
              <DailyChart
                key={currency}
                days={data.days.map((entry) => ({
                  label: day(entry.day),
                  value: entry.volumes.find((volume) => volume.currency === currency)?.amount ?? 0,
                }))}
                title={t('chart.volume', { currency })}
                shape="line"
                format={(amount) => money(amount, currency)}
                summary={t('chart.volumeSummary', {
                  currency,
                  from,
                  to,
                  total: money(
                    data.totals.volumes.find((volume) => volume.currency === currency)?.amount ?? 0,
                    currency,
                  ),
                })}
              />
            ))}
            {/* A table narrower than its content still spreads: the hidden frame around it keeps it to 1 px. */}
            <div className="sr-only">
              <table>
                <caption>{t('chart.table', { from, to })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('table.day')}</th>
                    <th scope="col">{t('table.count')}</th>
                    <th scope="col">{t('table.volume')}</th>
                    <th scope="col">{t('table.finished')}</th>
                    <th scope="col">{t('table.successRate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((entry) => (
                    <tr key={entry.day}>
                      <th scope="row">{day(entry.day, 'long')}</th>
                      <td>{intl.formatNumber(entry.count)}</td>
                      <td>
                        <Amounts volumes={entry.volumes} />
                      </td>
                      <td>{intl.formatNumber(entry.finished)}</td>
                      <td>
                        {entry.successRate === null
                          ? '—'
                          : intl.formatNumber(entry.successRate, {
                              style: 'percent',
                              maximumFractionDigits: 1,
                            })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <div className="grid gap-5 lg:grid-cols-2">
            <Breakdown
              title={t('byCountry.title')}
              nameLabel={t('byCountry.country')}
              rows={data.byCountry.map((row) => ({ ...row, name: countryName(row.country) }))}
            />
            <Breakdown
              title={t('byOperator.title')}
              nameLabel={t('byOperator.operator')}
              rows={data.byOperator.map((row) => ({
                ...row,
                name: operatorName(row.operator),
              }))}
            />
            <Breakdown
              title={t('byMethod.title')}
              nameLabel={t('byMethod.method')}
              rows={data.byMethod.map((row) => ({ ...row, name: t(`method.${row.method}`) }))}
            />
          </div>
        </>
      )}

      <section aria-labelledby={waitingId} className="space-y-2">
        <div>
          <h2 id={waitingId} className="text-lg font-bold text-ink-900">
            {t('waiting.title')}
          </h2>
          <TimeZoneNote />
        </div>
        {data.waitingPerAgent.length === 0 ? (
          <Empty text={t('waiting.empty')} />
        ) : (
          <ScrollRegion
            label={t('waiting.title')}
            className="rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
          >
            <table className="w-full text-sm">
              <thead className="border-b border-ink-100">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-ink-700">
                    {t('waiting.agent')}
                  </th>
                  <th scope="col" className={head}>
                    {t('waiting.count')}
                  </th>
                  <th scope="col" className={head}>
                    {t('waiting.oldest')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.waitingPerAgent.map((agent) => {
                  const name = `${agent.firstName} ${agent.lastName}`;
                  return (
                    <tr key={agent.adminId} className="border-b border-ink-50 last:border-0">
                      <th scope="row" className="px-3 py-2 text-left font-normal text-ink-900">
                        {agent.adminId === me?.uuid ? t('waiting.master', { name }) : name}
                      </th>
                      <td className={cell}>{intl.formatNumber(agent.count)}</td>
                      <td className={cell}>{date(agent.oldestSince)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}

/**
 * The master admin's landing page (decision 030): key figures of the payments over a range of days (30 by default)
 * and a country, the payments per day as a chart (and a table for screen readers), by country and operator, and
 * what waits for a person now: the blocked payments, the stuck ones (each linking to its list), the operations per
 * agent. Everything is counted by the server.
 */
export function Overview() {
  const t = useText();
  const id = useId();
  const [filter, setFilter] = useFilter();
  const { valid } = rangeOf(filter);
  const overview = useOverview(filter, valid);
  // The same span just before, for each figure's change (asked once the current range is known).
  const range = overview.data === undefined ? undefined : previousRange(overview.data.from, overview.data.to);
  const previous = useOverview(
    { from: range?.from ?? '', to: range?.to ?? '', country: filter.country },
    valid && range !== undefined,
  );
  const previousData =
    range !== undefined && previous.data?.from === range.from && previous.data.to === range.to
      ? previous.data
      : undefined;
  const input =
    'block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600';
  const shown = overview.data;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
          {t('overview.title')}
        </h1>
        <p className="text-ink-600">{t('overview.lead')}</p>
      </div>
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <legend className="sr-only">{t('overview.filters')}</legend>
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className="block text-sm font-semibold">
            {t('overview.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from || shown?.from || ''}
            max={filter.to || shown?.to || undefined}
            onChange={(event) => setFilter({ from: event.target.value })}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : `${id}-range`}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className="block text-sm font-semibold">
            {t('overview.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to || shown?.to || ''}
            min={filter.from || shown?.from || undefined}
            onChange={(event) => setFilter({ to: event.target.value })}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : `${id}-range`}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-country`} className="block text-sm font-semibold">
            {t('overview.country')}
          </label>
          <select
            id={`${id}-country`}
            value={filter.country}
            onChange={(event) => setFilter({ country: event.target.value })}
            className={input}
          >
            <option value="">{t('overview.country.all')}</option>
            {ONE_X_PAY_COUNTRY_CODES.map((code) => {
              const country = findCountryByCode(code);
              return (
                <option key={code} value={code}>
                  {country === undefined ? code : `${country.countryFlag} ${country.countryName}`}
                </option>
              );
            })}
          </select>
        </div>
        <button
          type="button"
          onClick={() => setFilter({ from: '', to: '' })}
          className="rounded-[8px] px-3 py-2 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('overview.reset')}
        </button>
      </fieldset>
      {!valid && (
        <p id={`${id}-range`} role="alert" className="text-sm text-red-700">
          {t('overview.rangeInvalid')}
        </p>
      )}
      {valid &&
        (overview.isPending ? (
          <Loading />
        ) : overview.isError && shown === undefined ? (
          <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
        ) : shown === undefined ? null : (
          <div className="space-y-5" aria-busy={overview.isFetching}>
            {overview.isError && (
              <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
            )}
            <Figures data={shown} previous={previousData} />
            <LedgerBalances />
          </div>
        ))}
    </section>
  );
}
