import { findCountryByCode, ONE_X_PAY_COUNTRY_CODES, phoneText } from '@1xpay/domain';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useUrlFilter } from '../../lib/url-filter.ts';
import { StatusBadge } from '../users/user-columns.tsx';
import { useReviewQueue } from './api.ts';

const FIELD = 'block min-h-11 w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 text-ink-900';
const OPEN =
  'inline-flex min-h-11 items-center justify-center rounded-[8px] bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The identity review queue (issue 34): the customers whose documents wait, oldest first (the agent sees their
 * countries', the master everyone's), filtered by country in the URL. A table from 1280 px, cards below.
 */
export function Reviews() {
  const t = useText();
  const id = useId();
  const date = useDateTime();
  const [filter, update] = useUrlFilter(['country'] as const);
  const queue = useReviewQueue(filter.country);
  const admin = readStoredAdmin();
  useEffect(() => {
    document.title = `${t('identity.title')} · ${t('brand.dashboard')}`;
  });
  const countries = (
    admin?.isMaster === true ? ONE_X_PAY_COUNTRY_CODES : (admin?.grant?.countries ?? [])
  ).map((code) => [code, findCountryByCode(code)?.countryName ?? code] as const);
  const rows = queue.data?.pages.flatMap((page) => page.data) ?? [];
  const waiting = queue.data?.pages[0]?.waiting ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
            {t('identity.title')}
          </h1>
          <p className="text-ink-700">{t('identity.intro')}</p>
          <TimeZoneNote />
        </div>
        <FilterSelect
          id={`${id}-country`}
          label={t('identity.country')}
          all={t('identity.country.all')}
          options={countries}
          value={filter.country}
          onChange={(country) => update({ country })}
          className="w-full space-y-1 sm:w-64"
          fieldClassName={FIELD}
        />
      </div>
      {queue.isPending ? (
        <Loading />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <Empty text={t('identity.empty')} />
      ) : (
        <>
          <p className="font-semibold text-ink-900" aria-live="polite">
            {t('identity.waiting', { count: waiting })}
          </p>
          <div className="hidden rounded-[8px] bg-white ring-1 ring-ink-200 xl:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-ink-200 text-ink-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('identity.col.customer')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('identity.col.document')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('identity.col.sent')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('identity.col.earlier')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('identity.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-ink-100 last:border-0">
                    <td className="px-4 py-3">
                      <p className="font-semibold text-ink-900">{`${row.firstName} ${row.lastName}`}</p>
                      <p className="whitespace-nowrap text-ink-700">
                        {`${findCountryByCode(row.country)?.countryFlag ?? ''} ${phoneText(row.phoneNumber)}`}
                      </p>
                    </td>
                    <td className="px-4 py-3 text-ink-800">{t(`identity.kind.${row.documentKind}`)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-800">{date(row.submittedAt)}</td>
                    <td className="px-4 py-3 text-ink-800">{row.earlierSubmissions}</td>
                    <td className="px-4 py-3 text-right">
                      <Link to={`/identity/${row.id}`} className={OPEN}>
                        {t('identity.open')}
                        <span className="sr-only">{` ${row.firstName} ${row.lastName}`}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 xl:hidden">
            {rows.map((row) => (
              <li key={row.id} className="space-y-3 rounded-[8px] bg-white p-4 ring-1 ring-ink-200">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-ink-900">{`${row.firstName} ${row.lastName}`}</p>
                    <p className="text-sm whitespace-nowrap text-ink-700">
                      {`${findCountryByCode(row.country)?.countryFlag ?? ''} ${phoneText(row.phoneNumber)}`}
                    </p>
                  </div>
                  <StatusBadge status={row.userAuthenticationStatus} />
                </div>
                <p className="text-sm text-ink-800">
                  {`${t(`identity.kind.${row.documentKind}`)} · ${date(row.submittedAt)}`}
                </p>
                <Link to={`/identity/${row.id}`} className={`${OPEN} w-full`}>
                  {t('identity.open')}
                  <span className="sr-only">{` ${row.firstName} ${row.lastName}`}</span>
                </Link>
              </li>
            ))}
          </ul>
          {queue.hasNextPage && (
            <button
              type="button"
              className="min-h-11 rounded-[8px] px-4 font-semibold text-ink-900 ring-1 ring-ink-300 hover:bg-ink-50"
              onClick={() => void queue.fetchNextPage()}
            >
              {t('identity.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
