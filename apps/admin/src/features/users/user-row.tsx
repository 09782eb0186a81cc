import type { UserListItem } from '@1xpay/contract';
import { findCountryByCode } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
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
    <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', TONE[toneOf(status)])}>
      {t(`userStatus.${status}`)}
    </span>
  );
}

/** One user of the list: name, admin badge, French status, flag and country from the phone, contacts, date. */
export function UserRow({
  user,
  canLock,
  onLock,
  onRights,
}: {
  user: UserListItem;
  canLock: boolean;
  onLock: (lockUser: boolean) => void;
  /** The master's button for this user's admin rights; none for others. */
  onRights: (() => void) | undefined;
}) {
  const t = useText();
  const intl = useIntl();
  const country = findCountryByCode(user.country);
  const name = `${user.firstName} ${user.lastName}`;
  const locked = user.userAuthenticationStatus === 'blocked';
  return (
    <div className="flex items-center gap-3">
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={`/users/${encodeURIComponent(user.userUuid)}`}
            aria-label={t('users.detailLabel', { name })}
            className="font-semibold text-ink-900 underline decoration-ink-300 underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
          {user.isAdmin && (
            <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
              {t('users.admin')}
            </span>
          )}
          <StatusBadge status={user.userAuthenticationStatus} />
        </p>
        <p className="truncate text-ink-600">
          {country === undefined ? user.country : `${country.countryFlag} ${country.countryName}`} ·{' '}
          {user.phoneNumber} · {user.email}
        </p>
        <p className="text-xs text-ink-700">
          {user.transactionCounters.total === 0
            ? t('users.noTransactions')
            : t('users.counters', { ...user.transactionCounters })}
        </p>
        <p className="text-xs text-ink-500">
          {t('users.registered', {
            date: intl.formatDate(user.registeredAt, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </p>
      </div>
      {onRights !== undefined && (
        <button
          type="button"
          aria-label={t('users.rightsLabel', { name })}
          onClick={onRights}
          className="shrink-0 rounded-[8px] px-3 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('users.rights')}
        </button>
      )}
      {canLock && (
        <button
          type="button"
          aria-label={t(locked ? 'users.unlockLabel' : 'users.lockLabel', { name })}
          onClick={() => onLock(!locked)}
          className="shrink-0 rounded-[8px] px-3 py-1 text-xs font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(locked ? 'users.unlock' : 'users.lock')}
        </button>
      )}
    </div>
  );
}
