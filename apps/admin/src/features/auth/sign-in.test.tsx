// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/sign-in"}
import { ApiProvider } from '@1xpay/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders, readStoredAdmin } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { fakeApi } from '../../testing/fake-api.tsx';
import { SignIn } from './sign-in.tsx';

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

function renderSignIn() {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignIn /> },
      { path: '/operations', element: <p>Les opérations</p> },
    ],
    { initialEntries: ['/sign-in'] },
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

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the dashboard sign-in', () => {
  it('says which field is missing, and asks the server nothing', async () => {
    const calls = fakeApi(() => ({ status: 500 }));
    renderSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('answers a 401 with "Identifiants incorrects" and keeps no session', async () => {
    fakeApi(() => ({ status: 401, body: { error: 'bad_credentials', message: 'Identifiants incorrects.' } }));
    renderSignIn();
    fill('E-mail', 'awa@example.bj');
    fill('Mot de passe', 'mauvais');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects');
    expect(readStoredAdmin()).toBeUndefined();
  });

  it('signs in without remember me (decision 047), keeps the admin and opens the operations', async () => {
    const calls = fakeApi((method, path) =>
      method === 'POST' && path === '/api/dashboard/login'
        ? { status: 200, body: { apiKey: 'clé' } }
        : method === 'GET' && path === '/api/me'
          ? { status: 200, body: ADMIN }
          : { status: 404 },
    );
    renderSignIn();
    fill('E-mail', ' awa@example.bj ');
    fill('Mot de passe', 'le bon mot de passe');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/la session se ferme après 60 minutes sans activité/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText('Les opérations');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/dashboard/login',
      body: { email: 'awa@example.bj', password: 'le bon mot de passe' },
    });
    expect(readStoredAdmin()).toMatchObject({ uuid: ADMIN.uuid, isMaster: false });
  });
  it('asks for the code after a right password, then sends the same credentials with it', async () => {
    let attempts = 0;
    const calls = fakeApi((method, path) => {
      if (method === 'POST' && path === '/api/dashboard/login') {
        attempts += 1;
        if (attempts === 1)
          return { status: 401, body: { error: 'otp_required', message: 'Code de vérification requis.' } };
        if (attempts === 2)
          return { status: 401, body: { error: 'otp_invalid', message: 'Code incorrect.' } };
        return { status: 200, body: { apiKey: 'clé' } };
      }
      return method === 'GET' && path === '/api/me' ? { status: 200, body: ADMIN } : { status: 404 };
    });
    renderSignIn();
    fill('E-mail', 'awa@example.bj');
    fill('Mot de passe', 'le bon mot de passe');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByLabelText('Code de vérification');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readStoredAdmin()).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeDefined();
    fill('Code de vérification', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code incorrect ou déjà utilisé');

    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    fill('Code de secours', 'ABCDE-FGHJK');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await screen.findByText('Les opérations');
    expect(calls.filter((call) => call.path === '/api/dashboard/login').map((call) => call.body)).toEqual([
      { email: 'awa@example.bj', password: 'le bon mot de passe' },
      { email: 'awa@example.bj', password: 'le bon mot de passe', otp: '123456' },
      { email: 'awa@example.bj', password: 'le bon mot de passe', otp: 'ABCDE-FGHJK' },
    ]);
    expect(readStoredAdmin()).toMatchObject({ uuid: ADMIN.uuid });
  });
  it('says so when too many wrong codes were typed', async () => {
    fakeApi((_method, path) =>
      path === '/api/dashboard/login'
        ? { status: 401, body: { error: 'otp_required', message: 'Code de vérification requis.' } }
        : { status: 404 },
    );
    renderSignIn();
    fill('E-mail', 'awa@example.bj');
    fill('Mot de passe', 'le bon mot de passe');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByLabelText('Code de vérification');
    fakeApi(() => ({
      status: 429,
      body: {
        error: 'too_many_requests',
        message: 'Trop de tentatives de connexion. Réessayez dans 15 min.',
      },
    }));
    fill('Code de vérification', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de codes incorrects : réessayez dans quelques minutes.',
    );
  });
});
