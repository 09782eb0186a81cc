import type { UserListItem } from '@1xpay/contract';
import { findCountryByCode } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useMemo } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
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
  'minmax(11rem,2fr) minmax(9rem,1.2fr) 7rem 7.5rem 5.5rem 5.5rem 5.5rem 9rem 8rem';
export const USER_COLUMNS_MIN_WIDTH = '68rem';
/** Two lines of text in every row (the table's rows all have this height). */
export const USER_ROW_HEIGHT = 60;

const helper = columnHelper<UserListItem>();
const COUNTERS = ['total', 'successful', 'failed', 'blocked'] as const;

const ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-[6px] px-3 text-sm font-semibold outline-none';

/**
 * A row's actions behind one « Actions » button (React Aria's menu: arrows, Enter, Escape, typing a letter): the
 * user's page, the master's admin rights, and lock — red, a destructive action — or unlock; each change is then
 * confirmed in a dialog. Lock and unlock are offered where this admin may use them (not on themselves, and an
 * agent not on another admin).
 */
function UserActions({
  user,
  admin,
  onLock,
  onRights,
}: {
  user: UserListItem;
  admin: StoredAdmin | undefined;
  onLock: (user: UserListItem, lockUser: boolean) => void;
  onRights: (user: UserListItem) => void;
}) {
  const t = useText();
  const navigate = useNavigate();
  const canLock = user.userUuid !== admin?.uuid && (admin?.isMaster === true || !user.isAdmin);
  const canGrant = admin?.isMaster === true && user.userUuid !== admin.uuid;
  const locked = user.userAuthenticationStatus === 'blocked';
  return (
    <MenuTrigger>
      <Button
        aria-label={t('users.actionsLabel', { name: nameOf(user) })}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-[8px] px-3 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 outline-brand-600 data-[focus-visible]:outline-2 data-[hovered]:bg-ink-50 data-[pressed]:bg-ink-100"
      >
        {t('users.actions')}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="m4 6 4 4 4-4" />
        </svg>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-52 rounded-[8px] bg-white p-1 shadow-lg ring-1 ring-ink-200"
      >
        <Menu
          aria-label={t('users.actionsLabel', { name: nameOf(user) })}
          className="outline-none"
          onAction={(key) => {
            if (key === 'open') void navigate(`/users/${encodeURIComponent(user.userUuid)}`);
            if (key === 'rights') onRights(user);
            if (key === 'lock') onLock(user, true);
            if (key === 'unlock') onLock(user, false);
          }}
        >
          <MenuItem id="open" className={cx(ITEM, 'text-ink-800 data-[focused]:bg-ink-100')}>
            {t('users.open')}
          </MenuItem>
          {canGrant && (
            <MenuItem id="rights" className={cx(ITEM, 'text-ink-800 data-[focused]:bg-ink-100')}>
              {t('users.rights')}
            </MenuItem>
          )}
          {canLock && <Separator className="my-1 border-ink-100 border-t" />}
          {canLock &&
            (locked ? (
              <MenuItem id="unlock" className={cx(ITEM, 'text-brand-700 data-[focused]:bg-brand-50')}>
                {t('users.unlock')}
              </MenuItem>
            ) : (
              <MenuItem id="lock" className={cx(ITEM, 'text-red-700 data-[focused]:bg-red-50')}>
                {t('users.lock')}
              </MenuItem>
            ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
/** A user's full name, as the list shows it. */
export const nameOf = (user: UserListItem) => `${user.firstName} ${user.lastName}`;

/**
 * The columns of the users table: who (name, admin badge, e-mail), where (flag and country from the phone, the
 * phone), the §3 state, the transaction counters as numbers, the registration date, and the row's actions menu.
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
  const intl = useIntl();
  const formatNumber = intl.formatNumber;
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
        // §4's counters as numbers: grouped, in tabular figures, right-aligned; a zero stays quiet.
        ...COUNTERS.map((counter) =>
          helper.display({
            id: counter,
            header: () => <span className="block text-right">{t(`users.column.${counter}`)}</span>,
            cell: ({ row: { original: user } }) => {
              const count = user.transactionCounters[counter];
              return (
                <p
                  className={cx(
                    'text-right tabular-nums',
                    count === 0
                      ? 'text-ink-400'
                      : counter === 'total'
                        ? 'font-semibold text-ink-900'
                        : 'text-ink-700',
                  )}
                >
                  {formatNumber(count)}
                </p>
              );
            },
          }),
        ),
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
          cell: ({ row: { original: user } }) => (
            <UserActions user={user} admin={admin} onLock={onLock} onRights={onRights} />
          ),
        }),
      ]),
    [t, formatNumber, date, admin, onLock, onRights],
  );
}
