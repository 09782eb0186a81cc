import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../site/intl.tsx';
import { unprefixed } from '../site/locale.ts';
import { PAGES } from '../site/pages.ts';
import { useBuildRefresh } from '../site/use-build-refresh.ts';
import { RegistrationOverlay } from './registration-overlay.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** §2 layouts: dark for /security-business and /team-old; the home page's header is dark and translucent. */
export function layoutOf(pathname: string) {
  const path = unprefixed(pathname);
  const page = PAGES.find((candidate) => candidate.path === path);
  const dark = page?.layout === 'dark';
  return {
    dark,
    header: dark ? ('dark' as const) : path === '/' ? ('translucent' as const) : ('light' as const),
  };
}

/** After each navigation the main container scrolls to the top, and again 100 ms later (§2, §9). */
function useScrollToTop(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '') return;
    const top = () => {
      main.current?.scrollTo?.({ top: 0, behavior: 'instant' });
      window.scrollTo({ top: 0, behavior: 'instant' });
    };
    top();
    const again = setTimeout(top, 100);
    return () => clearTimeout(again);
  }, [pathname, main]);
}

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useText();
  const { pathname } = useLocation();
  const layout = layoutOf(pathname);
  const main = useRef<HTMLElement>(null);
  useScrollToTop(main);
  useBuildRefresh();
  useEffect(() => {
    // Tests (and curious people) can tell when the page has come alive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div
      data-layout={layout.dark ? 'dark' : 'default'}
      data-header={layout.header}
      className={layout.dark ? 'min-h-screen bg-ink-950 text-ink-100' : 'min-h-screen bg-white text-ink-900'}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-[8px] focus:bg-white focus:px-4 focus:py-2 focus:text-ink-900"
      >
        {t('skip')}
      </a>
      <SiteHeader tone={layout.header} />
      <main id="main" ref={main} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter tone={layout.dark ? 'dark' : 'light'} />
      <RegistrationOverlay />
    </div>
  );
}
