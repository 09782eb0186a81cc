// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/sign-in"}
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME } from '../../testing/fixtures.ts';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { SignIn } from './sign-in.tsx';

// As in the browser: a message that was not compiled at build time cannot be formatted.
vi.mock('intl-messageformat', async (importOriginal) =>
  (await import('../../testing/no-parser.ts')).withoutParser(await importOriginal()),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const BAD_CREDENTIALS = {
  status: 401,
  body: { error: 'bad_credentials', message: 'Identifiants incorrects.' },
};

describe('sign-in form', () => {
  it('submitted empty: a French message at each field, the focus on the first, nothing sent', async () => {
    const api = fakeApi(() => undefined);
    renderScreen(<SignIn />, '/app/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    const login = screen.getByLabelText('Téléphone ou e-mail');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(login);
    expect(screen.getByText('Indiquez votre numéro de téléphone ou votre e-mail.')).toBeTruthy();
    expect(screen.getByText('Indiquez votre mot de passe.')).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('says "Identifiants incorrects." on a 401, and stays; an empty try then clears it', async () => {
    fakeApi((method, path) =>
      method === 'POST' && path === '/api/auth/login' ? BAD_CREDENTIALS : undefined,
    );
    const { router } = renderScreen(<SignIn />, '/app/sign-in');
    fireEvent.change(await screen.findByLabelText('Téléphone ou e-mail'), {
      target: { value: 'awa@example.bj' },
    });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'faux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Identifiants incorrects.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(router.state.location.pathname).toBe('/app/sign-in');

    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText('Indiquez votre mot de passe.');
    expect(screen.queryByText('Identifiants incorrects.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe'));
  });

  it('signs in with remember me, keeps the user’s data and goes where ?next says', async () => {
    const api = fakeApi((method, path) => {
      if (method === 'POST' && path === '/api/auth/login')
        return { status: 200, body: { uuid: ME.uuid, apiKey: 'k' } };
      if (path === '/api/me') return { status: 200, body: ME };
      return undefined;
    });
    const { router } = renderScreen(<SignIn />, '/app/sign-in?next=/app/history');
    fireEvent.change(await screen.findByLabelText('Téléphone ou e-mail'), {
      target: { value: '+229 01 97 00 00 57' },
    });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'un mot de passe' } });
    fireEvent.click(screen.getByLabelText('Se souvenir de moi (10 jours)'));
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/history'));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { login: '+229 01 97 00 00 57', password: 'un mot de passe', rememberMe: true },
    });
    expect(JSON.parse(localStorage.getItem('1xpay.user') ?? '{}')).toMatchObject({
      uuid: ME.uuid,
      firstName: 'Awa',
    });
  });

  it('is the page’s main landmark', async () => {
    fakeApi(() => undefined);
    renderScreen(<SignIn />, '/app/sign-in');
    expect((await screen.findByRole('main')).textContent).toContain('Se connecter');
  });
});
