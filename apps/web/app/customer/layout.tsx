import { ApiProvider, createQueryClient } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { intlLocale } from '../site/intl.tsx';
import { localeOfPath, localePath } from '../site/locale.ts';
import { useBuildRefresh } from '../site/use-build-refresh.ts';
import { appCatalogue } from './lib/catalogue.ts';
import { TimeZoneProvider } from './lib/dates.tsx';
import { useDocumentHydrated } from './lib/hydrated.ts';
import { keepOfflineCache, restoreOfflineCache } from './lib/offline-cache.ts';
import { useServiceWorker } from './lib/service-worker.ts';
import { signInThenBack } from './lib/session.ts';

/**
 * Every screen of the customer app (and /sign-out, the public receipt check): its catalogue, the API client in the
 * reader's language, the query cache (with the last data loaded, kept for offline use), the reader's time zone (once
 * in the browser) and the toasts. A 401 anywhere leads to /sign-out (§8), then to sign-in and back.
 */
export default function CustomerLayout() {
  const locale = localeOfPath(useLocation().pathname);
  useDocumentHydrated();
  useServiceWorker();
  useBuildRefresh();
  const [client] = useState(() => {
    const created = createQueryClient(() => {
      // The session ended: sign out here, then sign in again and come back to this screen.
      if (!/\/sign-out$/.test(window.location.pathname))
        window.location.replace(signInThenBack(localePath('/sign-out', locale)));
    });
    // The last data loaded, for a screen opened without a connection (the prerender has none).
    if (typeof window !== 'undefined') restoreOfflineCache(created);
    return created;
  });
  useEffect(() => keepOfflineCache(client), [client]);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale="fr-FR" messages={appCatalogue(locale)}>
      <ApiProvider locale={locale}>
        <QueryClientProvider client={client}>
          <TimeZoneProvider>
            <Toasts>
              <div className="min-h-screen bg-ink-50 text-ink-900">
                <Outlet />
              </div>
            </Toasts>
          </TimeZoneProvider>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>
  );
}
