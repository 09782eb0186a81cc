import { cx } from '@1xpay/ui';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from './components/states.tsx';
import { useMe } from './features/auth/api.ts';
import { useQueueCounts, useRefreshQueue } from './features/operations/api.ts';
import { QueueLiveProvider, useLiveMode } from './features/operations/live.tsx';
import { useTotpStatus } from './features/security/api.ts';
import { useLocale } from './lib/locale.ts';
import { readStoredAdmin } from './lib/session.ts';
import { useText } from './lib/text.ts';
import type { MessageKey } from './messages.ts';

/** The sections of the dashboard and who may open them; the server enforces the same on every call. */
const NAV: { to: string; key: MessageKey; masterOnly: boolean }[] = [
  { to: '/overview', key: 'nav.overview', masterOnly: true },
  { to: '/operations', key: 'nav.operations', masterOnly: false },
  { to: '/users', key: 'nav.users', masterOnly: false },
  { to: '/identity', key: 'nav.identity', masterOnly: false },
  { to: '/transactions', key: 'nav.transactions', masterOnly: false },
  // Agents see the pending changes they may approve; the documents themselves are the master's.
  { to: '/catalogue', key: 'nav.catalogue', masterOnly: false },
  { to: '/push', key: 'nav.push', masterOnly: true },
  { to: '/audit', key: 'nav.audit', masterOnly: true },
  { to: '/security', key: 'nav.security', masterOnly: false },
];

/** Where `/` leads: the master admin to the overview, an agent (whom the overview refuses) to their operations. */
export function Landing() {
  const me = useMe();
  const admin = me.data ?? readStoredAdmin();
  return <Navigate to={admin?.isMaster === true ? '/overview' : '/operations'} replace />;
}

/**
 * The screens of a signed-in admin. §5: without the admin's data in the browser (missing, unreadable, no uuid)
 * there is no session: sign-out before anything shows. The admin is loaded from the server on each visit; an
 * account that no longer holds admin rights is signed out too. While the master requires two-factor sign-in and
 * this admin has not turned it on, the security screen is the only one (the server refuses the others).
 */
export function SignedInLayout() {
  const t = useText();
  const stored = readStoredAdmin();
  const me = useMe();
  const totp = useTotpStatus();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = t('brand.dashboard');
  });
  if (stored === undefined || me.data?.isAdmin === false) return <Navigate to="/sign-out" replace />;
  const mustEnrol = totp.data?.enrolmentRequired === true;
  if (mustEnrol && pathname !== '/security') return <Navigate to="/security" replace />;
  const admin = me.data ?? stored;
  return (
    <QueueLiveProvider enabled={!mustEnrol && me.data?.isAdmin === true}>
      <Layout admin={admin} mustEnrol={mustEnrol} loading={me.isPending || totp.isPending} />
    </QueueLiveProvider>
  );
}

/** The header, its navigation (with the count of operations to handle) and the screen. */
function Layout({
  admin,
  mustEnrol,
  loading,
}: {
  admin: { firstName: string; lastName: string; isMaster: boolean };
  mustEnrol: boolean;
  loading: boolean;
}) {
  const t = useText();
  const { pathname } = useLocation();
  const { locale, setLocale } = useLocale();
  const live = useLiveMode();
  const counts = useQueueCounts(live !== 'live', !mustEnrol && !loading);
  const refreshQueue = useRefreshQueue();
  const toHandle = counts.data?.todo ?? 0;
  return (
    <div className="min-h-screen">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-[8px] focus:bg-white focus:px-4 focus:py-2"
      >
        {t('nav.main')}
      </a>
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-bold text-brand-700">
            {__BRAND__} · {t('brand.dashboard')}
          </p>
          <nav aria-label={t('nav.main')}>
            <ul className="flex flex-wrap gap-1">
              {NAV.filter(
                (item) => (!item.masterOnly || admin.isMaster) && (!mustEnrol || item.to === '/security'),
              ).map((item) => {
                const active = pathname.startsWith(item.to);
                const counted = item.to === '/operations' && toHandle > 0;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      // On the queue already, its link shows it afresh: back to « À traiter », asked again.
                      onClick={() => {
                        if (item.to === '/operations' && active) void refreshQueue();
                      }}
                      className={cx(
                        'inline-flex min-h-11 items-center gap-1.5 rounded-[8px] px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                        active ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:text-ink-900',
                      )}
                    >
                      {t(item.key)}
                      {counted && (
                        // Its name is its words as seen, then what the number counts: « Opérations 2 à traiter ».
                        <>
                          <span className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
                            {toHandle}
                          </span>
                          <span className="sr-only"> {t('nav.operations.toHandle')}</span>
                        </>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <SignedInAs
              name={`${admin.firstName} ${admin.lastName}`}
              role={t(admin.isMaster ? 'role.master' : 'role.agent')}
            />
            <button
              type="button"
              lang={locale === 'fr' ? 'en' : 'fr'}
              onClick={() => setLocale(locale === 'fr' ? 'en' : 'fr')}
              className="rounded-[8px] px-2 py-1 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('nav.language')}
            </button>
            <Link
              to="/sign-out"
              className="font-semibold text-ink-700 underline hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('nav.signOut')}
            </Link>
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none">
        {loading ? <Loading /> : <Outlet />}
      </main>
    </div>
  );
}

/**
 * Who is signed in: their name, then their role, once. The master created from the configuration is named after
 * the role (« Administrateur principal »): the role alone then, not twice.
 */
export function SignedInAs({ name, role }: { name: string; role: string }) {
  const same = name.trim().toLocaleLowerCase('fr') === role.toLocaleLowerCase('fr');
  return (
    <p className="min-w-0 break-words text-ink-600" data-testid="signed-in-as">
      {same ? (
        <span className="font-semibold text-ink-900">{role}</span>
      ) : (
        <>
          <span className="font-semibold text-ink-900">{name}</span>
          {' · '}
          {role}
        </>
      )}
    </p>
  );
}
