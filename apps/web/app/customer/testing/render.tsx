import { ApiProvider, createQueryClient } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SHARED_MESSAGES } from '../../site/messages.ts';
import messages from '../app.messages.ts';
import { TimeZoneProvider } from '../lib/dates.tsx';

/** One answer of the fake API: status and JSON body. */
export type Answer = { status: number; body?: unknown };
/** What the fake API answers to `METHOD /path?query` (under /1xpay), and every request it received. */
export type FakeApi = { calls: { method: string; path: string; body: unknown }[] };

/**
 * The API at the HTTP boundary: `fetch` answers what `answer` says for each request (method, path with its query,
 * parsed JSON body). Anything it does not know is a 404.
 */
export function fakeApi(
  answer: (method: string, path: string, body: unknown) => Answer | undefined,
): FakeApi {
  const api: FakeApi = { calls: [] };
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = `${url.pathname.replace(/^\/1xpay/, '')}${url.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = init?.method ?? 'GET';
    api.calls.push({ method, path, body });
    const reply = answer(method, path, body) ?? {
      status: 404,
      body: { error: 'not_found', message: 'Introuvable.' },
    };
    // A 204 (or any answer without a body) has none: `fetch` refuses a body on a null-body status.
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return api;
}

/** The reader's time zone in tests, unless one says otherwise: Abidjan's (UTC+0, like the test machines). */
export const TEST_TIME_ZONE = 'Africa/Abidjan';

/** A screen of the app at `url`, in French, with its providers, the way the app renders it. */
export function renderScreen(screen: ReactNode, url = '/app', options: { timeZone?: string } = {}) {
  return renderRoutes([{ path: '/app/*', element: screen }], url, options);
}

/**
 * Routes of the app (a layout and its screens, say) at `url`, with the app's providers, the reader's device in
 * `timeZone`; elsewhere "Ailleurs".
 */
export function renderRoutes(routes: RouteObject[], url = '/app', { timeZone = TEST_TIME_ZONE } = {}) {
  const client = createQueryClient(() => {});
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Ailleurs</p> }], {
    initialEntries: [url],
  });
  return {
    router,
    client,
    ...render(
      <IntlProvider locale="fr-FR" defaultLocale="fr-FR" messages={{ ...SHARED_MESSAGES.fr, ...messages.fr }}>
        <ApiProvider locale="fr">
          <QueryClientProvider client={client}>
            <TimeZoneProvider zone={timeZone}>
              <Toasts>
                <RouterProvider router={router} />
              </Toasts>
            </TimeZoneProvider>
          </QueryClientProvider>
        </ApiProvider>
      </IntlProvider>,
    ),
  };
}
