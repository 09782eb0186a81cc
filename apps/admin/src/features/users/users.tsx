import type { UserListItem } from '@1xpay/contract';
import { findCountryByCode, ONE_X_PAY_COUNTRY_CODES } from '@1xpay/domain';
import { useToast } from '@1xpay/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { VirtualTable } from '../../components/virtual-table.tsx';
import { TimeZoneNote } from '../../lib/dates.tsx';
import { keys } from '../../lib/query-client.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useTypedSearch, useUrlFilter } from '../../lib/url-filter.ts';
import { useWindow, useWindowStart } from '../../lib/windowed-pages.ts';
import { exportHref, type UsersFilter, useLockUser, usersFilterOf, useUserStats, useUsers } from './api.ts';
import { RightsDialog } from './rights-dialog.tsx';
import { SavedViews } from './saved-views.tsx';
import {
  nameOf,
  USER_COLUMNS_MIN_WIDTH,
  USER_COLUMNS_TEMPLATE,
  USER_ROW_HEIGHT,
  useUserColumns,
} from './user-columns.tsx';

/** How long typing waits before the search is asked of the server (100 ms: the search answers within 300 ms of the last key, decision 030). */
const SEARCH_DELAY_MS = 100;
const STATS = ['total', 'admins', 'blocked', 'pending', 'accepted'] as const;
const GROUPS = ['accepted', 'blocked', 'pending'] as const;

/** The filter of the screen's URL: `?q=&group=&country=`, so that a view can be kept and shared. */
function useFilter(): [UsersFilter, (next: Partial<UsersFilter>) => void] {
  const [raw, update] = useUrlFilter(['q', 'group', 'country'] as const);
  return [usersFilterOf(raw), update];
}

function StatsCards() {
  const t = useText();
  const intl = useIntl();
  const stats = useUserStats();
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  return (
    <dl aria-label={t('users.stats')} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {STATS.map((name) => (
        <div key={name} className="rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
          <dt className="text-sm text-ink-600">{t(`stats.${name}`)}</dt>
          <dd className="text-2xl font-bold text-ink-900">
            {stats.data === undefined ? '…' : intl.formatNumber(stats.data[name])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Users: §3's statistics, then every user the admin may see, newest first, in a virtual list that asks the server
 * for the next page as it scrolls; search (after a pause in typing), state and country run on the server.
 */
export function Users() {
  const t = useText();
  const id = useId();
  const [filter, setFilter] = useFilter();
  const [typed, setTyped] = useTypedSearch(filter.q, (q) => setFilter({ q }), SEARCH_DELAY_MS);
  const place = useWindowStart(JSON.stringify(filter));
  const users = useUsers(filter, place.start);
  const admin = useMemo(readStoredAdmin, []);
  const lock = useLockUser();
  const [locking, setLocking] = useState<{ authorizationKey: string; name: string; lockUser: boolean }>();
  const toast = useToast();
  const [granting, setGranting] = useState<{ userUuid: string; name: string }>();
  const closeLock = () => {
    if (lock.isPending) return;
    lock.reset();
    setLocking(undefined);
  };
  const { rows, offset, length } = useWindow(keys.users(filter), users.data, place);
  const columns = useUserColumns({
    admin,
    onLock: useCallback((user: UserListItem, lockUser: boolean) => {
      setLocking({
        authorizationKey: user.authorizationKey,
        name: nameOf(user),
        lockUser,
      });
    }, []),
    onRights: useCallback((user: UserListItem) => {
      setGranting({ userUuid: user.userUuid, name: nameOf(user) });
    }, []),
  });

  const select =
    'block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
          {t('users.title')}
        </h1>
        <p className="text-ink-600">{t('users.lead')}</p>
      </div>
      <StatsCards />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            {t('users.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            className={select}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-group`} className="block text-sm font-semibold">
            {t('users.group')}
          </label>
          <select
            id={`${id}-group`}
            value={filter.group}
            onChange={(event) => setFilter({ group: event.target.value as UsersFilter['group'] })}
            className={select}
          >
            <option value="">{t('users.group.all')}</option>
            {GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`stats.${group}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-country`} className="block text-sm font-semibold">
            {t('users.country')}
          </label>
          <select
            id={`${id}-country`}
            value={filter.country}
            onChange={(event) => setFilter({ country: event.target.value })}
            className={select}
          >
            <option value="">{t('users.country.all')}</option>
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
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SavedViews
          filter={filter}
          onApply={(next) => {
            setTyped(next.q);
            setFilter(next);
          }}
        />
        <a
          href={exportHref(filter)}
          download
          className="rounded-[8px] bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('users.export')}
        </a>
      </div>
      <RightsDialog
        key={granting?.userUuid ?? ''}
        target={granting}
        onClose={() => setGranting(undefined)}
        onSaved={(name, waiting) => {
          setGranting(undefined);
          toast(waiting ? 'info' : 'success', t(waiting ? 'rights.waiting' : 'rights.done', { name }));
        }}
      />
      <ConfirmDialog
        open={locking !== undefined}
        title={t(locking?.lockUser === false ? 'unlock.title' : 'lock.title', { name: locking?.name ?? '' })}
        confirmLabel={t(locking?.lockUser === false ? 'unlock.confirm' : 'lock.confirm')}
        danger={locking?.lockUser !== false}
        pending={lock.isPending}
        error={lock.error}
        onClose={closeLock}
        onConfirm={() => {
          if (locking === undefined) return;
          const { name, ...input } = locking;
          lock.mutate(input, {
            onSuccess: () => {
              setLocking(undefined);
              toast('success', t(input.lockUser ? 'lock.done' : 'unlock.done', { name }));
            },
          });
        }}
      >
        {t(locking?.lockUser === false ? 'unlock.text' : 'lock.text')}
      </ConfirmDialog>
      {users.isPending ? (
        <Loading />
      ) : users.isError && rows.length === 0 ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <Empty text={t('users.empty')} />
      ) : (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p role="status" className="text-sm text-ink-600">
              {t('users.shown', { count: length })}
            </p>
            <TimeZoneNote />
          </div>
          <VirtualTable
            rows={rows}
            offset={offset}
            length={length}
            onFar={place.jumpTo}
            columns={columns}
            rowId={(user) => user.userUuid}
            glance={nameOf}
            pages={users}
            label={t('users.list')}
            template={USER_COLUMNS_TEMPLATE}
            minWidth={USER_COLUMNS_MIN_WIDTH}
            rowHeight={USER_ROW_HEIGHT}
            loadingMore={t('users.more')}
          />
        </>
      )}
    </section>
  );
}
