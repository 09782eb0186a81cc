import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { Loading } from './components/states.tsx';
import { SignIn } from './features/auth/sign-in.tsx';
import { SignOut } from './features/auth/sign-out.tsx';
import { ApiProvider } from './lib/api-context.tsx';
import { LocaleContext, readLocale, storeLocale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type Locale, MESSAGES } from './messages.ts';
import { SignedInLayout } from './signed-in-layout.tsx';

/**
 * The dashboard's screens, under /admin. Each signed-in screen is a code chunk of its own, fetched when first
 * opened (the sign-in form and the frame are in the first one).
 */
export const ROUTES: RouteObject[] = [
  { path: '/sign-in', element: <SignIn /> },
  { path: '/sign-out', element: <SignOut /> },
  {
    element: <SignedInLayout />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <Navigate to="/operations" replace /> },
      {
        path: '/operations',
        lazy: async () => ({ Component: (await import('./features/operations/operations.tsx')).Operations }),
      },
      {
        path: '/users',
        lazy: async () => ({ Component: (await import('./features/users/users.tsx')).Users }),
      },
      {
        path: '/security',
        lazy: async () => ({ Component: (await import('./features/security/security.tsx')).Security }),
      },
      { path: '*', element: <Navigate to="/operations" replace /> },
    ],
  },
];

export function App() {
  const [locale, setLocale] = useState<Locale>(readLocale);
  const [client] = useState(() =>
    createQueryClient(() => {
      if (!window.location.pathname.endsWith('/sign-out')) window.location.assign('/admin/sign-out');
    }),
  );
  const router = useMemo(() => createBrowserRouter(ROUTES, { basename: '/admin' }), []);
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
        <ApiProvider locale={locale}>
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
