import { formatIsoUtc } from '@1xpay/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime, useTimeZone } from '../../lib/dates.tsx';
import type { Formats, LabelledChange } from '../../lib/document-fields.ts';
import { useMoney } from '../../lib/money.ts';
import { useText } from '../../lib/text.ts';
import { type AuditFilter, auditExportHref, useAuditLog } from './api.ts';
import { changesOf, type Entry, sentenceOf, TARGET, targetOf } from './describe.ts';

const FIELDS = ['actor', 'action', 'target', 'from', 'to'] as const;

/** The filter of the screen's URL (`?actor=&action=&target=&from=&to=`), so that a search can be kept and shared. */
function useFilter(): [AuditFilter, (next: AuditFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as AuditFilter;
  const update = (next: AuditFilter) =>
    setParams(
      () => {
        const merged = new URLSearchParams();
        for (const field of FIELDS) if (next[field].trim() !== '') merged.set(field, next[field].trim());
        return merged;
      },
      { replace: true },
    );
  return [filter, update];
}

/** The families of actions the filter offers, by the prefix the server selects them with. */
const ACTION_FAMILIES = [
  'user.',
  'identity.',
  'admin.',
  'totp.',
  'operation.',
  'transaction.',
  'refund.',
  'settings.',
  'job.',
  'push.',
  'sandbox.',
] as const;

const EXPORTS = ['users', 'transactions', 'audit'] as const;
const OUTCOMES = ['complete', 'failed', 'interrupted'] as const;

/** A CSV export's entry (decision 047), said in French above its filter: what, how many rows, how it ended. */
export function exportOf(action: string, after: unknown) {
  const what = EXPORTS.find((name) => action === `${name}.export`);
  const detail = after as { rows?: unknown; outcome?: unknown } | null;
  const outcome = OUTCOMES.find((name) => name === detail?.outcome);
  if (what === undefined || outcome === undefined || typeof detail?.rows !== 'number') return undefined;
  return { what, rows: detail.rows, outcome };
}

const input =
  'block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600';
const button =
  'rounded-[8px] px-4 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';

type ListedEntry = Entry & { id: string; at: number; ip: string | null };

/** The sentence with its target as a link: the person's page, the payment's page. */
function Sentence({ entry }: { entry: ListedEntry }) {
  const t = useText();
  const target = targetOf(entry, t);
  const [head = '', ...rest] = sentenceOf(entry, t).split(TARGET);
  const name: ReactNode =
    target.to === undefined ? (
      target.kind === 'job' ? (
        t('audit.target.job', { id: target.text })
      ) : (
        target.text
      )
    ) : (
      <Link
        to={target.to}
        className={`underline decoration-ink-300 underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${target.kind === 'payment' ? 'font-mono' : ''}`}
      >
        {target.text}
      </Link>
    );
  return (
    <p className="font-semibold text-ink-900">
      {head}
      {rest.length > 0 && name}
      {rest.join('')}
    </p>
  );
}

/** What an entry changed: « before → after » by field, or its fields alone when it had no before. */
function Changes({ changes }: { changes: LabelledChange[] }) {
  const t = useText();
  const none = t('value.none');
  if (changes.length === 0) return null;
  if (changes.every((change) => change.before === none))
    return (
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[max-content_1fr]">
        {changes.map((change) => (
          <div key={change.key} className="contents">
            <dt className="text-ink-600">{change.label}</dt>
            <dd className="break-words text-ink-900">{change.after}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    // Long values (an address, a key) wrap anywhere: the table never scrolls sideways, even at 360 px.
    <div className="mt-2">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">{t('audit.changes')}</caption>
        <thead>
          <tr className="text-ink-600">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t('audit.field')}
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t('audit.before')}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('audit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.key} className="border-t border-ink-100 align-top">
              <th scope="row" className="py-1 pr-3 font-normal text-ink-700 [overflow-wrap:anywhere]">
                {change.label}
              </th>
              <td className="py-1 pr-3 text-red-800 [overflow-wrap:anywhere]">
                <del className="no-underline">{change.before}</del>
              </td>
              <td className="py-1 text-brand-700 [overflow-wrap:anywhere]">
                <ins className="no-underline">{change.after}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditEntry({ entry, formats }: { entry: ListedEntry; formats: Formats }) {
  const t = useText();
  const date = useDateTime();
  const exported = exportOf(entry.action, entry.after);
  // An export's rows and outcome are said above; its filter is the one thing left to show.
  const changes = changesOf(entry, formats).filter(
    (change) => exported === undefined || change.key.startsWith('filter'),
  );
  return (
    <li className="rounded-[8px] bg-white p-4 text-sm shadow-sm ring-1 ring-ink-100">
      <Sentence entry={entry} />
      {exported !== undefined && (
        <p className="text-ink-800">
          {t('audit.export.summary', {
            what: t(`audit.export.${exported.what}`),
            rows: exported.rows,
            outcome: t(`audit.export.outcome.${exported.outcome}`),
          })}
        </p>
      )}
      <p className="text-ink-600">
        <time dateTime={formatIsoUtc(entry.at)}>{date(entry.at, { seconds: true })}</time>
        {entry.ip === null ? '' : ` · ${t('audit.ip', { ip: entry.ip })}`}
      </p>
      <Changes changes={changes} />
    </li>
  );
}

/**
 * The audit log (master only): every admin action newest first, a page at a time, with who, when, from which
 * address, what, on what, and what it changed (before → after, field by field); filters in the URL; CSV export of
 * everything the filters select. Times and the days of the filter are the admin's, their zone named.
 */
export function Audit() {
  const t = useText();
  const date = useDateTime();
  const timeZone = useTimeZone();
  const id = useId();
  const [filter, setFilter] = useFilter();
  const [draft, setDraft] = useState(filter);
  const log = useAuditLog(filter);
  const intl = useIntl();
  const money = useMoney();
  const formats: Formats = useMemo(
    () => ({
      t,
      money,
      number: (value) => intl.formatNumber(value),
      date: (value) => date(value),
    }),
    [t, money, intl, date],
  );
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  useEffect(() => {
    document.title = `${t('audit.title')} · ${t('brand.dashboard')}`;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
            {t('audit.title')}
          </h1>
          <p className="text-ink-600">{t('audit.lead')}</p>
        </div>
        <a
          href={auditExportHref(filter, timeZone)}
          download
          className="rounded-[8px] bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('audit.export')}
        </a>
      </div>
      <form
        onSubmit={submit}
        aria-label={t('audit.filters')}
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(13rem,1.2fr)_1fr_1fr_auto_auto_auto]"
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-action`} className="block text-sm font-semibold">
            {t('audit.filter.action')}
          </label>
          <select
            id={`${id}-action`}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            className={input}
          >
            <option value="">{t('audit.action.all')}</option>
            {ACTION_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`audit.action.${family}`)}
              </option>
            ))}
            {draft.action !== '' && !(ACTION_FAMILIES as readonly string[]).includes(draft.action) && (
              <option value={draft.action}>{draft.action}</option>
            )}
          </select>
        </div>
        {(['actor', 'target'] as const).map((field) => (
          <div key={field} className="space-y-1">
            <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold">
              {t(`audit.filter.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              value={draft[field]}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              className={input}
            />
          </div>
        ))}
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className="space-y-1">
            <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold">
              {t(`audit.filter.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              type="date"
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              className={input}
            />
          </div>
        ))}
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-[8px] bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('audit.apply')}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => {
              const empty = { actor: '', action: '', target: '', from: '', to: '' };
              setDraft(empty);
              setFilter(empty);
            }}
          >
            {t('audit.reset')}
          </button>
        </div>
      </form>
      <div className="space-y-1 text-sm text-ink-600">
        <p>{t('audit.help')}</p>
        <TimeZoneNote className="" />
      </div>
      {log.isPending ? (
        <Loading />
      ) : log.isError && entries.length === 0 ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <Empty text={t('audit.empty')} />
      ) : (
        <>
          <ol aria-label={t('audit.list')} className="space-y-3">
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} formats={formats} />
            ))}
          </ol>
          {log.isError && <ErrorState error={log.error} onRetry={() => void log.fetchNextPage()} />}
          {log.hasNextPage && (
            <div className="text-center">
              <button
                type="button"
                className={button}
                aria-disabled={log.isFetchingNextPage || undefined}
                onClick={() => {
                  if (!log.isFetchingNextPage) void log.fetchNextPage();
                }}
              >
                {log.isFetchingNextPage ? t('loading') : t('audit.more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
