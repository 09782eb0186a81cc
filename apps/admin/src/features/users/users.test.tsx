// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/users"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { Users } from './users.tsx';

const USER = {
  authorizationKey: 'clé-opaque',
  userUuid: '9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
  firstName: 'Koffi',
  lastName: 'Mensah',
  phoneNumber: '+22997000001',
  email: 'koffi@example.bj',
  accountId1xBet: null,
  registeredAt: 1_795_600_000_000,
  isAdmin: false,
  userAuthenticationStatus: 'accepted',
  country: 'BJ',
  transactionCounters: { total: 0, successful: 0, pending: 0, failed: 0, blocked: 0 },
};

beforeEach(() =>
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({ uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e', isMaster: true }),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fakeApi() {
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const path = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
    const body =
      path === '/admin/users/stats'
        ? { total: 1, admins: 0, blocked: 0, pending: 0, accepted: 1 }
        : path === '/admin/views'
          ? { data: [] }
          : { data: [USER], next: null };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderUsers(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/users', element: <Users /> },
      { path: '/users/:uuid', element: <p>La fiche</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <Toasts>
            <RouterProvider router={router} />
          </Toasts>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
  return router;
}

describe('the users list', () => {
  it('exports what the current filter selects, and follows it when the filter changes', async () => {
    fakeApi();
    renderUsers('/users?group=blocked&country=BJ');
    const link = await screen.findByRole('link', { name: 'Exporter en CSV' });
    expect(link.getAttribute('href')).toBe('/1xpay/admin/users/export.csv?group=blocked&country=BJ');
    expect(link.hasAttribute('download')).toBe(true);
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: '' } });
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href')).toBe(
        '/1xpay/admin/users/export.csv?group=blocked',
      ),
    );
  });
});
