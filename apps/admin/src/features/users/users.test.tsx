// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/users"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

beforeEach(() => {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({ uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e', isMaster: true }),
  );
  // happy-dom lays nothing out: the list's scrolling box is given a height, so that its rows are drawn.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'SECTION' ? 400 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

type Sent = { method: string; path: string; body: unknown };

function fakeApi(sent: Sent[] = [], user: typeof USER = USER) {
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (method === 'POST')
      return new Response(JSON.stringify({ data: { ...user, userAuthenticationStatus: 'blocked' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const body =
      path === '/admin/users/stats'
        ? { total: 1, admins: 0, blocked: 0, pending: 0, accepted: 1 }
        : path === '/admin/views'
          ? { data: [] }
          : { data: [user], next: null };
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

describe('a user’s row', () => {
  const BUSY = {
    ...USER,
    transactionCounters: { total: 1234, successful: 1000, pending: 4, failed: 200, blocked: 30 },
  };

  it('shows the counters as grouped numbers', async () => {
    fakeApi([], BUSY);
    renderUsers('/users');
    const table = await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(3, 7)).toEqual(['1 234', '1 000', '200', '30']);
  });

  it('keeps its actions in a keyboard menu; a lock, red, is confirmed before it is sent', async () => {
    const sent: Sent[] = [];
    fakeApi(sent, BUSY);
    const router = renderUsers('/users');
    const actions = await screen.findByRole('button', { name: 'Actions pour Koffi Mensah' });
    // By keyboard: the menu opens on its first item.
    fireEvent.keyDown(actions, { key: 'ArrowDown' });
    fireEvent.keyUp(actions, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Actions pour Koffi Mensah' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Voir la fiche', 'Droits', 'Bloquer']);
    const lock = within(menu).getByRole('menuitem', { name: 'Bloquer' });
    expect(lock.className).toContain('text-red-700');
    fireEvent.click(lock);
    const dialog = await screen.findByRole('dialog', { name: 'Bloquer Koffi Mensah ?' });
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() =>
      expect(sent.find(({ method }) => method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/lockOrAllowUser',
        body: { authorizationKey: 'clé-opaque', lockUser: true },
      }),
    );
    expect(await screen.findByText('Koffi Mensah est bloqué.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('offers to unlock a blocked user, and opens a user’s page from the menu', async () => {
    fakeApi([], { ...USER, userAuthenticationStatus: 'blocked' });
    const router = renderUsers('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour Koffi Mensah' }));
    const menu = await screen.findByRole('menu');
    const unlock = within(menu).getByRole('menuitem', { name: 'Débloquer' });
    expect(unlock.className).not.toContain('text-red-700');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Voir la fiche' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${USER.userUuid}`));
  });
});
