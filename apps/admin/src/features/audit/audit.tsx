import { formatIsoUtc } from '@1xpay/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime, useTimeZone } from '../../lib/dates.tsx';
import { useText } from '../../lib/text.ts';
import { type AuditFilter, auditExportHref, useAuditLog } from './api.ts';
import { diffOf } from './diff.ts';

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
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto]"
      >
        {(['actor', 'action', 'target'] as const).map((field) => (
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
            {entries.map((entry) => {
              const changes = diffOf(entry.before, entry.after);
              const exported = exportOf(entry.action, entry.after);
              const userTarget = /^user:([0-9a-f-]{36})$/.exec(entry.target ?? '');
              return (
                <li
                  key={entry.id}
                  className="rounded-[8px] bg-white p-4 text-sm shadow-sm ring-1 ring-ink-100"
                >
                  <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span className="font-mono font-semibold text-ink-900">{entry.action}</span>
                    <span className="text-ink-600">
                      {t('audit.by', { name: entry.actorName ?? t('audit.system') })}
                    </span>
                  </p>
                  {exported !== undefined && (
                    <p className="font-semibold text-ink-900">
                      {t('audit.export.summary', {
                        what: t(`audit.export.${exported.what}`),
                        rows: exported.rows,
                        outcome: t(`audit.export.outcome.${exported.outcome}`),
                      })}
                    </p>
                  )}
                  <p className="text-ink-600">
                    <time dateTime={formatIsoUtc(entry.at)}>{date(entry.at, { seconds: true })}</time>
                    {' · '}
                    {t('audit.ip', { ip: entry.ip ?? '—' })}
                    {' · '}
                    {t('audit.target')}{' '}
                    {userTarget?.[1] === undefined ? (
                      <span className="break-all">{entry.target ?? '—'}</span>
                    ) : (
                      <Link
                        to={`/users/${userTarget[1]}`}
                        className="break-all underline hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {entry.target}
                      </Link>
                    )}
                  </p>
                  {changes.length > 0 && (
                    <div className="mt-2 overflow-x-auto">
                      <table className="w-full table-fixed text-left text-xs">
                        <caption className="sr-only">{t('audit.changes')}</caption>
                        <thead>
                          <tr className="text-ink-600">
                            <th scope="col" className="w-2/5 py-1 pr-3 font-semibold">
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
                            <tr key={change.path} className="border-t border-ink-100 align-top">
                              <th
                                scope="row"
                                className="py-1 pr-3 font-mono font-normal break-words text-ink-700"
                              >
                                {change.path}
                              </th>
                              <td className="py-1 pr-3 font-mono break-words text-red-800">
                                <del className="no-underline">{change.before ?? '—'}</del>
                              </td>
                              <td className="py-1 font-mono break-words text-brand-700">
                                <ins className="no-underline">{change.after ?? '—'}</ins>
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </li>
              );
            })}
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
