import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import './app.css';
import { lazy, type ReactNode, Suspense } from 'react';
import { DocumentRoot } from './components/document-root.tsx';
import { ErrorPage } from './components/error-page.tsx';
import { hardNavigate, isChunkLoadError } from './site/build-refresh.ts';
import { SiteIntl } from './site/intl.tsx';
import { localeOfPath } from './site/locale.ts';

/**
 * The site's frame around an unexpected error, loaded only then: the customer app's screens do not carry the
 * marketing header and footer in their first load.
 */
const SiteShell = lazy(() =>
  import('./components/site-shell.tsx').then((module) => ({ default: module.SiteShell })),
);

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <DocumentRoot lang={localeOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#04875d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </DocumentRoot>
  );
}

/** The site's texts around every page; each part of the product brings its own frame (site-layout, customer/layout). */
export default function App() {
  const { pathname } = useLocation();
  return (
    <SiteIntl locale={localeOfPath(pathname)}>
      <Outlet />
    </SiteIntl>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (typeof window !== 'undefined' && isChunkLoadError(error)) hardNavigate(window.location.href);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : 'Internal Server Error';
  return (
    <SiteIntl locale={localeOfPath(pathname)}>
      <Suspense fallback={<ErrorPage status={status} message={message} />}>
        <SiteShell>
          <ErrorPage status={status} message={message} />
        </SiteShell>
      </Suspense>
    </SiteIntl>
  );
}
