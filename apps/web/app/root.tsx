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
import { buttonClasses } from '@1xpay/ui';
import type { ReactNode } from 'react';
import { DocumentRoot } from './components/document-root.tsx';
import { LocaleLink } from './components/locale-link.tsx';
import { SiteShell } from './components/site-shell.tsx';
import { hardNavigate, isChunkLoadError } from './site/build-refresh.ts';
import { SiteIntl, useText } from './site/intl.tsx';
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

/** §2 error page: 'Page Not Found' for 404, 'Internal Server Error' otherwise (status 500 by default). */
function ErrorPage({ status, message }: { status: number; message: string }) {
  const t = useText();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center gap-4 px-4 py-24">
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="text-4xl font-extrabold">
        {status === 404 ? t('error.notFound') : t('error.internal')}
      </h1>
      <p className="text-lg text-ink-600" data-error-message="">
        {message}
      </p>
      <p className="text-ink-500">{t('error.text')}</p>
      <LocaleLink to="/" className={buttonClasses('primary', 'lg')}>
        {t('error.home')}
      </LocaleLink>
    </section>
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
