import { ApiProvider, createApi } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { Loading } from './components/states.tsx';
import { meQuery } from './features/auth/api.ts';
import { SignIn } from './features/auth/sign-in.tsx';
import { SignOut } from './features/auth/sign-out.tsx';
import { totpStatusQuery } from './features/security/api.ts';
import { prefetchUsers } from './features/users/api.ts';
import { LocaleContext, readLocale, storeLocale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { adminHeaders, readStoredAdmin } from './lib/session.ts';
import { type Locale, MESSAGES } from './messages.ts';
import { Landing, SignedInLayout } from './signed-in-layout.tsx';

/** A screen at `path` whose component is a code chunk of its own, fetched when the screen is first opened. */
function screen(
  path: string,
  load: () => Promise<ComponentType>,
): { path: string; lazy: () => Promise<{ Component: ComponentType }> } {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/**
 * The dashboard's screens, under /admin. Each signed-in screen is a code chunk of its own, fetched when first
 * opened (the sign-in form and the frame are in the first one).
 */
export function routes(client: QueryClient): RouteObject[] {
  return [
    { path: '/sign-in', element: <SignIn /> },
    { path: '/sign-out', element: <SignOut /> },
    {
      element: <SignedInLayout />,
      hydrateFallbackElement: <Loading />,
      // The admin and their two-factor state are asked for beside the download of the screen's code.
      loader: () => {
        if (readStoredAdmin() !== undefined) {
          const api = createApi(readLocale(), adminHeaders);
          void client.prefetchQuery(meQuery(api));
          void client.prefetchQuery(totpStatusQuery(api));
        }
        return null;
      },
      children: [
        // The master lands on the overview, an agent on their operations.
        { index: true, element: <Landing /> },
        screen('/overview', () => import('./features/overview/overview.tsx').then((m) => m.Overview)),
        screen('/operations', () => import('./features/operations/operations.tsx').then((m) => m.Operations)),
        {
          ...screen('/users', () => import('./features/users/users.tsx').then((m) => m.Users)),
          // Its first data is asked for beside the download of its code.
          loader: ({ request }) => {
            prefetchUsers(client, createApi(readLocale(), adminHeaders), new URL(request.url));
            return null;
          },
        },
        screen('/users/:uuid', () => import('./features/users/user-detail.tsx').then((m) => m.UserDetail)),
        screen('/identity', () => import('./features/identity/reviews.tsx').then((m) => m.Reviews)),
        screen('/identity/:id', () => import('./features/identity/review.tsx').then((m) => m.Review)),
        screen('/transactions', () =>
          import('./features/transactions/transactions.tsx').then((m) => m.Transactions),
        ),
        screen('/transactions/:reference', () =>
          import('./features/transactions/transaction-detail.tsx').then((m) => m.TransactionDetail),
        ),
        {
          ...screen('/catalogue', () =>
            import('./features/catalogue/catalogue.tsx').then((m) => m.Catalogue),
          ),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('./features/catalogue/catalogue.tsx')).CatalogueIndex,
              }),
            },
            screen('fees', () => import('./features/catalogue/routes.tsx').then((m) => m.FeesRoute)),
            screen('rates', () => import('./features/catalogue/routes.tsx').then((m) => m.RatesRoute)),
            screen('pubs', () => import('./features/catalogue/routes.tsx').then((m) => m.PubsRoute)),
            screen('addresses', () =>
              import('./features/catalogue/routes.tsx').then((m) => m.AddressesRoute),
            ),
            screen('operators', () =>
              import('./features/catalogue/routes.tsx').then((m) => m.OperatorsRoute),
            ),
            screen('pronostics', () =>
              import('./features/catalogue/routes.tsx').then((m) => m.PronosticsRoute),
            ),
            screen('pending', () => import('./features/catalogue/pending.tsx').then((m) => m.PendingScreen)),
          ],
        },
        screen('/push', () => import('./features/push/push.tsx').then((m) => m.Push)),
        screen('/audit', () => import('./features/audit/audit.tsx').then((m) => m.Audit)),
        screen('/security', () => import('./features/security/security.tsx').then((m) => m.Security)),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function App() {
  const [locale, setLocale] = useState<Locale>(readLocale);
  const [client] = useState(() =>
    createQueryClient(() => {
      if (!window.location.pathname.endsWith('/sign-out')) window.location.assign('/admin/sign-out');
    }),
  );
  const router = useMemo(() => createBrowserRouter(routes(client), { basename: '/admin' }), [client]);
  const choose = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        storeLocale(next);
        document.documentElement.lang = next;
        setLocale(next);
      },
    }),
    [locale],
  );
  return (
    <LocaleContext.Provider value={choose}>
      <IntlProvider
        locale={locale === 'fr' ? 'fr-FR' : 'en-GB'}
        defaultLocale="fr-FR"
        messages={MESSAGES[locale]}
      >
        <ApiProvider locale={locale} headers={adminHeaders}>
          <QueryClientProvider client={client}>
            <Toasts>
              <RouterProvider router={router} />
            </Toasts>
          </QueryClientProvider>
        </ApiProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
