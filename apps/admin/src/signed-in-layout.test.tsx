// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/operations"}
import { ApiProvider, ok, useApi } from '@1xpay/client';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './lib/query-client.ts';
import { adminHeaders } from './lib/session.ts';
import { MESSAGES } from './messages.ts';
import { SignedInAs, SignedInLayout } from './signed-in-layout.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ADMIN = {
  uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e',
  firstName: 'Awa',
  lastName: 'Koné',
  phoneNumber: '+22997000000',
  email: 'awa@example.bj',
  accountId1xBet: null,
  registeredAt: 1_795_600_000_000,
  isAdmin: true,
  isMaster: false,
  userAuthenticationStatus: 'accepted',
  canMoveMoney: true,
  grant: { countries: ['BJ'], allowedOperationsTypes: ['deposit'] },
  sessionExpiresAt: 1_795_700_000_000,
};

function renderAt(path: string, totp: { enabled: boolean; required: boolean }) {
  localStorage.setItem('1xpay.admin', JSON.stringify({ uuid: ADMIN.uuid, isMaster: false }));
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
    const body =
      url === '/api/me'
        ? ADMIN
        : { ...totp, enrolmentRequired: totp.required && !totp.enabled, recoveryCodesLeft: 0 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const router = createMemoryRouter(
    [
      {
        element: <SignedInLayout />,
        children: [
          { path: '/operations', element: <p>Écran des opérations</p> },
          { path: '/security', element: <p>Écran de sécurité</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
}

describe('the signed-in frame', () => {
  it('sends an admin who must turn two-factor on to the security screen, the only one offered', async () => {
    renderAt('/operations', { enabled: false, required: true });
    expect(await screen.findByText('Écran de sécurité')).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Navigation du tableau de bord' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sécurité']);
  });

  it('opens every screen once two-factor is on, or when it is not required', async () => {
    renderAt('/operations', { enabled: true, required: true });
    expect(await screen.findByText('Écran des opérations')).toBeDefined();
    cleanup();
    renderAt('/operations', { enabled: false, required: false });
    expect(await screen.findByText('Écran des opérations')).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Navigation du tableau de bord' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Opérations', 'Utilisateurs', 'Identités', 'Transactions', 'Catalogue', 'Sécurité']);
  });
  it('counts the operations to handle in the navigation, and asks again when « Opérations » is clicked on it', async () => {
    localStorage.setItem('1xpay.admin', JSON.stringify({ uuid: ADMIN.uuid, isMaster: false }));
    let asked = 0;
    vi.stubGlobal('fetch', async (input: URL | string) => {
      const url = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
      if (url === '/admin/operation-queue/counts') asked += 1;
      const body =
        url === '/api/me'
          ? ADMIN
          : url === '/admin/operation-queue/counts'
            ? { todo: 4, claimed: 1, oldestSince: null }
            : { enabled: false, required: false, enrolmentRequired: false, recoveryCodesLeft: 0 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const router = createMemoryRouter(
      [
        {
          element: <SignedInLayout />,
          children: [{ path: '/operations', element: <p>Écran des opérations</p> }],
        },
      ],
      { initialEntries: ['/operations?tab=done'] },
    );
    render(
      <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
        <ApiProvider locale="fr" headers={adminHeaders}>
          <QueryClientProvider client={createQueryClient(() => {})}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiProvider>
      </IntlProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Opérations 4 à traiter' });
    expect(link.getAttribute('aria-current')).toBe('page');
    const before = asked;
    fireEvent.click(link);
    await waitFor(() => expect(asked).toBeGreaterThan(before));
    expect(router.state.location.search).toBe('');
  });

  it('sends the admin to enrol as soon as a call answers that two-factor is now required', async () => {
    let required = false;
    localStorage.setItem('1xpay.admin', JSON.stringify({ uuid: ADMIN.uuid, isMaster: false }));
    vi.stubGlobal('fetch', async (input: URL | string) => {
      const url = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
      // The master requires two-factor while this admin is on the operations screen.
      if (url === '/api/users') required = true;
      const reply =
        url === '/api/me'
          ? { status: 200, body: ADMIN }
          : url === '/api/dashboard/totp'
            ? {
                status: 200,
                body: { enabled: false, required, enrolmentRequired: required, recoveryCodesLeft: 0 },
              }
            : {
                status: 403,
                body: { error: 'totp_enrolment_required', message: 'La double authentification est exigée.' },
              };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    });
    function Operations() {
      const api = useApi();
      const users = useQuery({ queryKey: ['users'], queryFn: async () => ok(await api.get('/api/users')) });
      return <p>{users.isError ? 'Refusé' : 'Écran des opérations'}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          element: <SignedInLayout />,
          children: [
            { path: '/operations', element: <Operations /> },
            { path: '/security', element: <p>Écran de sécurité</p> },
          ],
        },
      ],
      { initialEntries: ['/operations'] },
    );
    render(
      <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
        <ApiProvider locale="fr" headers={adminHeaders}>
          <QueryClientProvider client={createQueryClient(() => {})}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiProvider>
      </IntlProvider>,
    );
    expect(await screen.findByText('Écran de sécurité')).toBeDefined();
    expect(required).toBe(true);
  });
});

describe('who is signed in, in the header', () => {
  const renderHeader = (name: string, role: string) =>
    render(
      <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
        <SignedInAs name={name} role={role} />
      </IntlProvider>,
    );

  it('says the name, then the role', () => {
    renderHeader('Awa Koné', 'Agent');
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Awa Koné · Agent');
    expect(screen.getByText('Awa Koné').className).toContain('font-semibold');
  });

  it('says the role once when the name is the role (the master created from the configuration)', () => {
    renderHeader('Administrateur principal', 'Administrateur principal');
    expect(screen.getByTestId('signed-in-as').textContent).toBe('Administrateur principal');
  });
});
