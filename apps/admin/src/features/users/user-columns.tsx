import type { UserListItem } from '@1xpay/contract';
import { findCountryByCode } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type Columns, columnHelper } from '../../components/virtual-table.tsx';
import { useDateTime } from '../../lib/dates.tsx';
import type { StoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';

const TONE = {
  accepted: 'bg-brand-100 text-brand-700',
  pending: 'bg-sun-400/20 text-ink-900',
  blocked: 'bg-red-100 text-red-800',
} as const;

function toneOf(status: UserListItem['userAuthenticationStatus']): keyof typeof TONE {
  if (status === 'accepted' || status === 'active') return 'accepted';
  return status === 'pending' ? 'pending' : 'blocked';
}

/** A user's §3 state as a French chip. */
export function StatusBadge({ status }: { status: UserListItem['userAuthenticationStatus'] }) {
  const t = useText();
  return (
    <span className={cx('self-start rounded-full px-2 py-0.5 text-xs font-semibold', TONE[toneOf(status)])}>
      {t(`userStatus.${status}`)}
    </span>
  );
}

/** The users table's columns, in the order of `USER_COLUMNS_TEMPLATE`. */
export const USER_COLUMNS_TEMPLATE =
  'minmax(13rem,2fr) minmax(10rem,1.2fr) 7rem minmax(11rem,1.5fr) 9.5rem 11rem';
export const USER_COLUMNS_MIN_WIDTH = '62rem';
/** Two lines of text in every row (the table's rows all have this height). */
export const USER_ROW_HEIGHT = 60;

const helper = columnHelper<UserListItem>();
const button =
  'shrink-0 rounded-[8px] px-3 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';
/** A user's full name, as the list shows it. */
export const nameOf = (user: UserListItem) => `${user.firstName} ${user.lastName}`;

/**
 * The columns of the users table: who (name, admin badge, e-mail), where (flag and country from the phone, the
 * phone), the §3 state, the transaction counters, the registration date, and what this admin may do: lock or
 * unlock (not themselves, and an agent not another admin), the master's admin rights.
 */
export function useUserColumns({
  admin,
  onLock,
  onRights,
}: {
  admin: StoredAdmin | undefined;
  onLock: (user: UserListItem, lockUser: boolean) => void;
  onRights: (user: UserListItem) => void;
}): Columns<UserListItem> {
  const t = useText();
  const date = useDateTime();
  return useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'name',
          header: () => t('users.column.name'),
          // The cell is a column of two lines (no wrapper: every element of a row is restyled as it scrolls in).
          cell: ({ row: { original: user } }) => {
            const link = (
              <Link
                to={`/users/${encodeURIComponent(user.userUuid)}`}
                aria-label={t('users.detailLabel', { name: nameOf(user) })}
                className="truncate font-semibold text-ink-900 underline decoration-ink-300 underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {nameOf(user)}
              </Link>
            );
            return (
              <>
                {user.isAdmin ? (
                  <p className="flex min-w-0 items-center gap-2">
                    {link}
                    <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                      {t('users.admin')}
                    </span>
                  </p>
                ) : (
                  link
                )}
                <p className="truncate text-xs text-ink-600">{user.email}</p>
              </>
            );
          },
        }),
        helper.display({
          id: 'country',
          header: () => t('users.column.country'),
          cell: ({ row: { original: user } }) => {
            const country = findCountryByCode(user.country);
            return (
              <>
                <p className="truncate">
                  {country === undefined ? user.country : `${country.countryFlag} ${country.countryName}`}
                </p>
                <p className="truncate text-xs text-ink-600 tabular-nums">{user.phoneNumber}</p>
              </>
            );
          },
        }),
        helper.display({
          id: 'status',
          header: () => t('users.column.status'),
          cell: ({ row: { original: user } }) => <StatusBadge status={user.userAuthenticationStatus} />,
        }),
        helper.display({
          id: 'transactions',
          header: () => t('users.column.transactions'),
          cell: ({ row: { original: user } }) => {
            const text =
              user.transactionCounters.total === 0
                ? t('users.noTransactions')
                : t('users.counters', { ...user.transactionCounters });
            return (
              <p className="line-clamp-2 text-xs text-ink-700" title={text}>
                {text}
              </p>
            );
          },
        }),
        helper.display({
          id: 'registered',
          header: () => t('users.column.registered'),
          cell: ({ row: { original: user } }) => (
            <p className="text-xs text-ink-600">{date(user.registeredAt)}</p>
          ),
        }),
        helper.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('users.column.actions')}</span>,
          cell: ({ row: { original: user } }) => {
            const canLock = user.userUuid !== admin?.uuid && (admin?.isMaster === true || !user.isAdmin);
            const canGrant = admin?.isMaster === true && user.userUuid !== admin.uuid;
            const locked = user.userAuthenticationStatus === 'blocked';
            return (
              <div className="flex gap-2">
                {canGrant && (
                  <button
                    type="button"
                    aria-label={t('users.rightsLabel', { name: nameOf(user) })}
                    onClick={() => onRights(user)}
                    className={button}
                  >
                    {t('users.rights')}
                  </button>
                )}
                {canLock && (
                  <button
                    type="button"
                    aria-label={t(locked ? 'users.unlockLabel' : 'users.lockLabel', { name: nameOf(user) })}
                    onClick={() => onLock(user, !locked)}
                    className={button}
                  >
                    {t(locked ? 'users.unlock' : 'users.lock')}
                  </button>
                )}
              </div>
            );
          },
        }),
      ]),
    [t, date, admin, onLock, onRights],
  );
}
