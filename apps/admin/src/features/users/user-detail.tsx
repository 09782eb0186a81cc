import { ApiError } from '@1xpay/client';
import { findCountryByCode, OPERATION_TYPES, type OperationType } from '@1xpay/domain';
import { useToast } from '@1xpay/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { operatorName } from '../../lib/labels.ts';
import { useMoney } from '../../lib/money.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { SuspensionDialog } from '../identity/suspension-dialog.tsx';
import { useEndSessions, useLockUser, useUserDetail } from './api.ts';
import { RightsDialog } from './rights-dialog.tsx';
import { TotpResetDialog } from './totp-reset-dialog.tsx';
import { StatusBadge } from './user-columns.tsx';

const COUNTERS = ['total', 'successful', 'pending', 'failed', 'blocked'] as const;

const button =
  'min-h-11 rounded-[8px] px-3 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';
const lockButton =
  'min-h-11 rounded-[8px] px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700';
const unlockButton =
  'min-h-11 rounded-[8px] px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One user: identity, rights, §4's counters, their latest transactions with French status chips, and what an admin
 * may do to them (lock or unlock, rights for the master, end every session), each after a confirmation. Times are
 * the admin's, their zone named under the name.
 */
export function UserDetail() {
  const t = useText();
  const intl = useIntl();
  const money = useMoney();
  const date = useDateTime();
  const id = useId();
  const { uuid = '' } = useParams();
  const detail = useUserDetail(uuid);
  const admin = readStoredAdmin();
  const toast = useToast();
  const lock = useLockUser();
  const end = useEndSessions(uuid);
  const [asking, setAsking] = useState<'lock' | 'unlock' | 'sessions'>();
  const [granting, setGranting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const user = detail.data;
  const name = user === undefined ? '' : `${user.firstName} ${user.lastName}`;
  useEffect(() => {
    if (name !== '') document.title = `${name} · ${t('brand.dashboard')}`;
  });

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404)
      return (
        <div className="space-y-4">
          <BackLink />
          <Empty text={t('user.notFound')} />
        </div>
      );
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (user === undefined) return null;
  const self = user.userUuid === admin?.uuid;
  const canAct = !self && !user.isMaster && (admin?.isMaster === true || !user.isAdmin);
  const locked = user.userAuthenticationStatus === 'blocked';
  const suspended = user.userAuthenticationStatus === 'transactionSuspended';
  const country = findCountryByCode(user.country);
  const close = () => {
    if (lock.isPending || end.isPending) return;
    lock.reset();
    end.reset();
    setAsking(undefined);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
            {name}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={user.userAuthenticationStatus} />
            {user.isAdmin && (
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                {t(user.isMaster ? 'role.master' : 'users.admin')}
              </span>
            )}
          </p>
          {user.statusReason !== null && (
            <p className="text-sm text-ink-700">{t('user.statusReason', { reason: user.statusReason })}</p>
          )}
          <TimeZoneNote />
        </div>
        {canAct && (
          <div className="flex flex-wrap gap-2">
            {/* Lock is a destructive action (red); unlock gives the account back (green). */}
            <button
              type="button"
              className={locked ? unlockButton : lockButton}
              onClick={() => setAsking(locked ? 'unlock' : 'lock')}
            >
              {t(locked ? 'users.unlock' : 'users.lock')}
            </button>
            {admin?.isMaster === true && (
              <button type="button" className={button} onClick={() => setGranting(true)}>
                {t('users.rights')}
              </button>
            )}
            {!locked && (
              <button type="button" className={button} onClick={() => setSuspending(true)}>
                {t(suspended ? 'user.resume' : 'user.suspend')}
              </button>
            )}
            <button type="button" className={button} onClick={() => setAsking('sessions')}>
              {t('user.endSessions')}
            </button>
            {admin?.isMaster === true && user.totpEnabled && (
              <button type="button" className={button} onClick={() => setResetting(true)}>
                {t('user.totpReset')}
              </button>
            )}
          </div>
        )}
      </div>

      <dl className="grid min-w-0 gap-3 rounded-[8px] bg-white p-4 text-sm shadow-sm ring-1 ring-ink-100 sm:grid-cols-2">
        <Field term={t('user.phone')}>{user.phoneNumber}</Field>
        <Field term={t('user.email')}>{user.email}</Field>
        <Field term={t('users.country')}>
          {country === undefined ? user.country : `${country.countryFlag} ${country.countryName}`}
        </Field>
        <Field term={t('user.bettingAccount')}>{user.accountId1xBet ?? '—'}</Field>
        <Field term={t('user.registered')}>{date(user.registeredAt, { style: 'long' })}</Field>
        {user.isAdmin && (
          <Field term={t('user.totp')}>{t(user.totpEnabled ? 'user.totp.on' : 'user.totp.off')}</Field>
        )}
        <Field term={t('user.rights')}>
          {user.grant === null
            ? t('user.noRights')
            : t('user.grant', {
                countries: user.grant.countries.join(', '),
                types: user.grant.allowedOperationsTypes.map((type) => t(`operationType.${type}`)).join(', '),
              })}
        </Field>
      </dl>

      <dl aria-label={t('user.counters')} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {COUNTERS.map((counter) => (
          <div key={counter} className="rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100">
            <dt className="text-sm text-ink-600">{t(`user.counter.${counter}`)}</dt>
            <dd className="text-2xl font-bold text-ink-900 tabular-nums">
              {intl.formatNumber(user.transactionCounters[counter])}
            </dd>
          </div>
        ))}
      </dl>

      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold text-ink-900">{t('user.recent')}</h2>
          <Link
            to={`/transactions?user=${encodeURIComponent(user.userUuid)}`}
            className="text-sm font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('user.allTransactions')}
          </Link>
        </div>
        {user.recentTransactions.length === 0 ? (
          <Empty text={t('users.noTransactions')} />
        ) : (
          <ul
            aria-label={t('user.recent')}
            className="divide-y divide-ink-100 rounded-[8px] bg-white shadow-sm ring-1 ring-ink-100"
          >
            {user.recentTransactions.map((row) => (
              <li
                key={row.reference}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-ink-900">
                    {(OPERATION_TYPES as readonly string[]).includes(row.type)
                      ? t(`operationType.${row.type as OperationType}`)
                      : row.type}{' '}
                    · <span className="tabular-nums">{money(row.amount, row.currency)}</span>
                  </p>
                  <p className="text-ink-600 [overflow-wrap:anywhere]">
                    {row.reference} · {operatorName(row.operator)} ·{' '}
                    {findCountryByCode(row.country)?.countryName ?? row.country} · {date(row.createdAt)}
                  </p>
                </div>
                <StatusChip statusCode={row.statusCode} finished={row.finished} type={row.type} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={asking === 'lock' || asking === 'unlock'}
        title={t(asking === 'unlock' ? 'unlock.title' : 'lock.title', { name })}
        confirmLabel={t(asking === 'unlock' ? 'unlock.confirm' : 'lock.confirm')}
        danger={asking === 'lock'}
        pending={lock.isPending}
        error={lock.error}
        onClose={close}
        onConfirm={() =>
          lock.mutate(
            { authorizationKey: user.authorizationKey, lockUser: asking === 'lock' },
            {
              onSuccess: () => {
                toast('success', t(asking === 'lock' ? 'lock.done' : 'unlock.done', { name }));
                setAsking(undefined);
              },
            },
          )
        }
      >
        {t(asking === 'unlock' ? 'unlock.text' : 'lock.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'sessions'}
        title={t('user.endSessions.title', { name })}
        confirmLabel={t('user.endSessions.confirm')}
        danger
        pending={end.isPending}
        error={end.error}
        onClose={close}
        onConfirm={() =>
          end.mutate(undefined, {
            onSuccess: ({ ended }) => {
              toast('success', t('user.endSessions.done', { name, ended }));
              setAsking(undefined);
            },
          })
        }
      >
        {t('user.endSessions.text')}
      </ConfirmDialog>
      <SuspensionDialog
        uuid={user.userUuid}
        name={name}
        suspend={!suspended}
        open={suspending}
        onClose={() => setSuspending(false)}
      />
      <TotpResetDialog
        uuid={user.userUuid}
        name={name}
        open={resetting}
        onClose={() => setResetting(false)}
        onDone={(ended) => {
          setResetting(false);
          toast('success', t('user.totpReset.done', { name, ended }));
        }}
      />
      <RightsDialog
        target={granting ? { userUuid: user.userUuid, name } : undefined}
        onClose={() => setGranting(false)}
        onSaved={(saved, waiting) => {
          setGranting(false);
          toast(waiting ? 'info' : 'success', t(waiting ? 'rights.waiting' : 'rights.done', { name: saved }));
        }}
      />
    </section>
  );
}

function BackLink() {
  const t = useText();
  return (
    <Link
      to="/users"
      className="inline-block text-sm font-semibold text-ink-700 underline hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {t('user.back')}
    </Link>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-600">{term}</dt>
      <dd className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
