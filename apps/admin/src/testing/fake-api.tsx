import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { TimeZoneProvider } from '../lib/dates.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { adminHeaders } from '../lib/session.ts';
import { MESSAGES } from '../messages.ts';

export type Call = { method: string; path: string; body: unknown };

/**
 * The API at the HTTP boundary (`fetch` stubbed; undo with `vi.unstubAllGlobals()`): `answer` says what each
 * `METHOD /path` (under /1xpay) gets; every request is kept, its JSON body parsed (any other body, a FormData, as
 * it was sent).
 */
export function fakeApi(
  answer: (method: string, path: string) => { status: number; body?: unknown },
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
    });
    const reply = answer(method, path);
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The admin's time zone in tests, unless one says otherwise: Abidjan's (UTC+0, like the test machines). */
export const TEST_TIME_ZONE = 'Africa/Abidjan';

/**
 * Draws `ui` as the dashboard does, in French: messages, API client, query cache, toasts, and the admin's browser
 * in `timeZone`.
 */
export function renderInDashboard(ui: ReactNode, { timeZone = TEST_TIME_ZONE } = {}) {
  return render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <TimeZoneProvider value={timeZone}>
            <Toasts>{ui}</Toasts>
          </TimeZoneProvider>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
}
