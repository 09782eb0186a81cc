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
import type { ReactNode } from 'react';
import { DocumentRoot } from './components/document-root.tsx';
import { ErrorPage } from './components/error-page.tsx';
import { SiteShell } from './components/site-shell.tsx';
import { hardNavigate, isChunkLoadError } from './site/build-refresh.ts';
import { SiteIntl } from './site/intl.tsx';
import { localeOfPath } from './site/locale.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <DocumentRoot lang={localeOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#04875d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

export default function App() {
  const { pathname } = useLocation();
  return (
    <SiteIntl locale={localeOfPath(pathname)}>
      <SiteShell>
        <Outlet />
      </SiteShell>
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
      <SiteShell>
        <ErrorPage status={status} message={message} />
      </SiteShell>
    </SiteIntl>
  );
}
