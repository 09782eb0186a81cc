import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { SignIn } from './features/auth/sign-in.tsx';
import { SignOut } from './features/auth/sign-out.tsx';
import { Operations } from './features/operations/operations.tsx';
import { Users } from './features/users/users.tsx';
import { ApiProvider } from './lib/api-context.tsx';
import { LocaleContext, readLocale, storeLocale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type Locale, MESSAGES } from './messages.ts';
import { SignedInLayout } from './signed-in-layout.tsx';

/** The dashboard's screens, under /admin. */
export const ROUTES = [
  { path: '/sign-in', element: <SignIn /> },
  { path: '/sign-out', element: <SignOut /> },
  {
    element: <SignedInLayout />,
    children: [
      { index: true, element: <Navigate to="/operations" replace /> },
      { path: '/operations', element: <Operations /> },
      { path: '/users', element: <Users /> },
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
