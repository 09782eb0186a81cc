import { useApi } from '@1xpay/client';
import { cx } from '@1xpay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { BrandMark } from '../components/brand-mark.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { Loading } from './components/states.tsx';
import { meQuery, useMe } from './features/auth/api.ts';
import { loadScreenData } from './lib/screen-data.ts';
import { readStoredUser, signInThenBack } from './lib/session.ts';
import { useAppPath, useAppText } from './lib/text.ts';

const NAV = [
  { to: '/app', key: 'nav.home', icon: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z' },
  { to: '/app/deposit', key: 'nav.deposit', icon: 'M12 4v12m0 0-5-5m5 5 5-5M4 20h16' },
  { to: '/app/send', key: 'nav.send', icon: 'M4 12h14m0 0-5-5m5 5-5 5' },
  { to: '/app/history', key: 'nav.history', icon: 'M12 7v5l3 2M3 12a9 9 0 1 0 3-6.7M3 4v4h4' },
  { to: '/app/profile', key: 'nav.profile', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0' },
] as const;

/**
 * The screens of a signed-in customer. §4/§5: without the user's data in the browser (missing, unreadable, no uuid)
 * there is no session, and the app goes to sign-in before showing anything (checked again at each screen), then
 * back to the screen asked for. The user is loaded from the server on each visit, which also slides the session
 * (§7), along with the first screen's own data (its route's `handle`): the screen is drawn once it has them, or
 * after a second at most with its loading state.
 */
export default function SignedInLayout() {
  const t = useAppText();
  const path = useAppPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const api = useApi();
  const firstMatches = useRef(useMatches());
  const loading = useRef(false);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (readStoredUser() === undefined) {
      // No session: sign in, then come back here.
      navigate(signInThenBack(path('/app/sign-in'), pathname + search), { replace: true });
      return;
    }
    // The first screen's data, once: later screens ask for theirs themselves.
    if (loading.current) return;
    loading.current = true;
    const params = new URLSearchParams(window.location.search);
    void loadScreenData(client, api, firstMatches.current, params, [client.prefetchQuery(meQuery(api))]).then(
      () => setSignedIn(true),
    );
  }, [navigate, path, client, api, pathname, search]);
  return (
    <div className="pb-20 md:pb-0">
      <a
        href="#app-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-[8px] focus:bg-white focus:px-4 focus:py-2"
      >
        {t('skip')}
      </a>
      <header className="sticky top-0 z-40 print:hidden border-b border-ink-100 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
          <Link to={path('/app')} aria-label={t('nav.appHome')} className="inline-flex min-h-11 items-center">
            <BrandMark />
          </Link>
          <nav aria-label={t('nav.app')} className="hidden md:block">
            <NavItems layout="top" current={pathname} />
          </nav>
          <LanguageSwitcher tone="light" />
        </div>
      </header>
      <main id="app-main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6 outline-none">
        {signedIn ? <Me /> : <Loading />}
      </main>
      <nav
        aria-label={t('nav.app')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-100 bg-white md:hidden print:hidden"
      >
        <NavItems layout="bottom" current={pathname} />
      </nav>
    </div>
  );
}

/**
 * The screen, at once: the user's data kept in the browser is enough to start it, and the server's answer (asked
 * in parallel) refreshes it; a 401 there signs out like anywhere else.
 */
function Me() {
  useMe();
  return <Outlet />;
}

/** The app's sections; the current one is worked out here (a plain link costs less to draw than a NavLink). */
function NavItems({ layout, current }: { layout: 'top' | 'bottom'; current: string }) {
  const t = useAppText();
  const path = useAppPath();
  return (
    <ul className={layout === 'top' ? 'flex gap-1' : 'grid grid-cols-5'}>
      {NAV.map((item) => {
        const to = path(item.to);
        const active = item.to === '/app' ? current === to : current.startsWith(to);
        return (
          <li key={item.to}>
            <Link
              to={to}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'flex items-center gap-1.5 rounded-[8px] font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                layout === 'top' ? 'min-h-11 px-3 py-2 text-sm' : 'flex-col py-2 text-[11px]',
                active ? 'text-brand-700' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                className={layout === 'top' ? 'hidden lg:block' : ''}
              >
                <path
                  d={item.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
