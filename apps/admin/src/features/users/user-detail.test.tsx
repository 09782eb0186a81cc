// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/users/9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { fakeApi } from '../../testing/fake-api.tsx';
import { UserDetail } from './user-detail.tsx';

const UUID = '9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
const MASTER = {
  uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e',
  firstName: 'Chef',
  lastName: 'Principal',
  isMaster: true,
};

const DETAIL = {
  authorizationKey: 'clé-opaque',
  userUuid: UUID,
  firstName: 'Koffi',
  lastName: 'Mensah',
  phoneNumber: '+22997000001',
  email: 'koffi@example.bj',
  accountId1xBet: '123456789',
  registeredAt: 1_795_600_000_000,
  isAdmin: false,
  isMaster: false,
  userAuthenticationStatus: 'accepted',
  country: 'BJ',
  transactionCounters: { total: 3, successful: 1, pending: 1, failed: 1, blocked: 0 },
  grant: null,
  totpEnabled: false,
  recentTransactions: [
    {
      reference: '1XP-A-0001',
      type: 'deposit',
      amount: 25_000,
      currency: 'XOF',
      country: 'BJ',
      operator: 'mtn',
      createdAt: 1_795_600_100_000,
      statusCode: 200,
      statusKind: 'success',
      statusLabel: 'Réussi',
      finished: true,
    },
    {
      reference: '1XP-A-0002',
      type: 'withdrawal',
      amount: 5000,
      currency: 'XOF',
      country: 'BJ',
      operator: 'moov',
      createdAt: 1_795_600_000_500,
      statusCode: 528,
      statusKind: 'error',
      statusLabel: 'Opération échouée',
      finished: true,
    },
  ],
};

beforeEach(() => localStorage.setItem('1xpay.admin', JSON.stringify(MASTER)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderDetail() {
  const router = createMemoryRouter(
    [
      { path: '/users/:uuid', element: <UserDetail /> },
      { path: '/users', element: <p>La liste</p> },
    ],
    { initialEntries: [`/users/${UUID}`] },
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
}

describe('the user detail', () => {
  it('shows identity, counters, the latest transactions with French status chips and the link to all of them', async () => {
    fakeApi(() => ({ status: 200, body: { data: DETAIL } }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Koffi Mensah' })).toBeTruthy();
    expect(screen.getByText('koffi@example.bj')).toBeTruthy();
    const recent = screen.getByRole('list', { name: 'Dernières transactions' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Réussi')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Dépôt');
    // For an agent, by type, its code after it; the operator and country by name.
    expect(within(rows[1] as HTMLElement).getByText('Retrait en échec')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('Moov Money');
    expect(screen.getByRole('link', { name: 'Voir toutes ses transactions' }).getAttribute('href')).toBe(
      `/transactions?user=${UUID}`,
    );
    const counters = screen.getByLabelText('Ses transactions');
    const counted = [...counters.querySelectorAll('div')].map((cell) => cell.textContent);
    expect(counted).toEqual(['Transactions3', 'Réussies1', 'En cours1', 'Échouées1', 'Bloquées0']);
  });

  it('ends every session after a confirmation, and says so', async () => {
    const calls = fakeApi((method) =>
      method === 'POST'
        ? { status: 200, body: { data: { ended: 2 } } }
        : { status: 200, body: { data: DETAIL } },
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer toutes ses sessions' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Fermer toutes les sessions de Koffi Mensah ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer ses sessions' }));
    expect(await screen.findByText('2 sessions de Koffi Mensah fermées.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/users/${UUID}/sessions/end` },
    ]);
  });

  it('lets the master reset an admin’s two-factor sign-in, with a reason, after a confirmation', async () => {
    const agent = {
      ...DETAIL,
      isAdmin: true,
      grant: { countries: ['BJ'], allowedOperationsTypes: ['deposit'] },
      totpEnabled: true,
    };
    const calls = fakeApi((method) =>
      method === 'POST'
        ? { status: 200, body: { data: { ended: 1 } } }
        : { status: 200, body: { data: agent } },
    );
    renderDetail();
    await screen.findByRole('heading', { name: 'Koffi Mensah' });
    expect(screen.getByText('Double authentification').nextElementSibling?.textContent).toBe('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser la double authentification' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Réinitialiser la double authentification de Koffi Mensah ?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await within(dialog).findByText('Écrivez la raison de cette décision.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Raison (inscrite au journal d’audit)'), {
      target: { value: ' Téléphone perdu ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(
      await screen.findByText('Double authentification de Koffi Mensah réinitialisée ; 1 session fermée.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/users/${UUID}/totp/reset`, body: { reason: 'Téléphone perdu' } },
    ]);
  });

  it('offers no reset to an agent, nor for an admin without two-factor sign-in', async () => {
    localStorage.setItem('1xpay.admin', JSON.stringify({ ...MASTER, isMaster: false }));
    fakeApi(() => ({ status: 200, body: { data: { ...DETAIL, totpEnabled: true } } }));
    renderDetail();
    await screen.findByRole('button', { name: 'Fermer toutes ses sessions' });
    expect(screen.queryByRole('button', { name: 'Réinitialiser la double authentification' })).toBeNull();
    cleanup();
    localStorage.setItem('1xpay.admin', JSON.stringify(MASTER));
    fakeApi(() => ({ status: 200, body: { data: { ...DETAIL, isAdmin: true, totpEnabled: false } } }));
    renderDetail();
    await screen.findByRole('button', { name: 'Fermer toutes ses sessions' });
    expect(screen.getByText('Double authentification').nextElementSibling?.textContent).toBe('Inactive');
    expect(screen.queryByRole('button', { name: 'Réinitialiser la double authentification' })).toBeNull();
  });

  it('says "Action non permise" when the server refuses, and keeps the dialog open', async () => {
    fakeApi((method) =>
      method === 'POST'
        ? { status: 403, body: { error: 'forbidden', message: 'Non.' } }
        : { status: 200, body: { data: DETAIL } },
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer toutes ses sessions' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fermer ses sessions' }),
    );
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
      'Action non permise',
    );
  });

  it('is "not found" for a user outside the admin’s countries, and an error with a retry otherwise', async () => {
    fakeApi(() => ({ status: 404, body: { error: 'not_found', message: 'Utilisateur introuvable.' } }));
    renderDetail();
    expect(await screen.findByText('Utilisateur introuvable, ou hors de vos pays.')).toBeTruthy();
    cleanup();
    fakeApi(() => ({ status: 500, body: { error: 'internal', message: 'Oups' } }));
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toContain("Une erreur s'est produite. Réessayez.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('offers no action on the admin’s own account', async () => {
    fakeApi(() => ({ status: 200, body: { data: { ...DETAIL, userUuid: MASTER.uuid } } }));
    renderDetail();
    await screen.findByRole('heading', { name: 'Koffi Mensah' });
    expect(screen.queryByRole('button', { name: 'Fermer toutes ses sessions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bloquer' })).toBeNull();
  });
});
