// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/verify-phone"}
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME } from '../../testing/fixtures.ts';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { VerifyPhoneScreen } from './verify-phone.tsx';

vi.mock('intl-messageformat', async (importOriginal) =>
  (await import('../../testing/no-parser.ts')).withoutParser(await importOriginal()),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PHONE = '+2290197000057';

describe('« Vérifiez votre numéro »', () => {
  it('takes the SMS code in a one-time-code field, verifies it and goes where ?next says', async () => {
    const api = fakeApi((method, path) => {
      if (method === 'GET' && path === '/api/auth/phone/code')
        return { status: 200, body: { phoneNumber: PHONE, verified: false, resendAfterSeconds: 42 } };
      if (method === 'POST' && path === '/api/auth/phone/verify')
        return { status: 200, body: { userAuthenticationStatus: 'active' } };
      if (path === '/api/me') return { status: 200, body: ME };
      return undefined;
    });
    const { router } = renderScreen(<VerifyPhoneScreen />, '/app/verify-phone?next=/app/deposit');
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre numéro' })).toBeTruthy();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('+229 01 97 00 00 57');
    const field = screen.getByLabelText('Code reçu par SMS');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // The resend waits out the server's countdown.
    const resend = screen.getByRole('button', { name: 'Renvoyer le code' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(document.body.textContent).toContain('Nouveau code possible dans 42');

    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Saisissez les 6 chiffres du code reçu par SMS.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(field, { target: { value: '042 917' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/deposit'));
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/phone/verify',
      body: { code: '042917' },
    });
  });

  it('says the server’s word on a wrong code at the field', async () => {
    fakeApi((method, path) => {
      if (method === 'GET' && path === '/api/auth/phone/code')
        return { status: 200, body: { phoneNumber: PHONE, verified: false, resendAfterSeconds: 0 } };
      if (method === 'POST' && path === '/api/auth/phone/verify')
        return {
          status: 400,
          body: {
            error: 'validation_failed',
            message: 'Code incorrect : il vous reste 4 essais.',
            fields: [{ field: 'code', message: 'Code incorrect : il vous reste 4 essais.' }],
          },
        };
      return undefined;
    });
    renderScreen(<VerifyPhoneScreen />, '/app/verify-phone');
    fireEvent.change(await screen.findByLabelText('Code reçu par SMS'), { target: { value: '000000' } });
    expect((screen.getByRole('button', { name: 'Renvoyer le code' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code incorrect : il vous reste 4 essais.')).toBeTruthy();
    expect(screen.getByLabelText('Code reçu par SMS').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('« Mot de passe oublié ? »', () => {
  it('number → code → new password, then signed in', async () => {
    const api = fakeApi((method, path) => {
      if (method === 'POST' && path === '/api/auth/recovery/code')
        return { status: 200, body: { resendAfterSeconds: 60, expiresInSeconds: 600 } };
      if (method === 'POST' && path === '/api/auth/recovery/verify')
        return { status: 200, body: { resetToken: 'r'.repeat(43) } };
      if (method === 'POST' && path === '/api/auth/recovery/password')
        return { status: 200, body: { uuid: ME.uuid, apiKey: 'k' } };
      if (path === '/api/me') return { status: 200, body: ME };
      return undefined;
    });
    const { router } = renderScreen(<ForgotPassword />, '/app/forgot-password');
    fireEvent.change(await screen.findByLabelText('Téléphone'), { target: { value: '01 97 00 00 57' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect(await screen.findByRole('heading', { name: 'Saisissez le code' })).toBeTruthy();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('+229 01 97 00 00 57');
    fireEvent.change(screen.getByLabelText('Code reçu par SMS'), { target: { value: '042917' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'court' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), {
      target: { value: 'un mot de passe long' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/recovery/code', body: { phoneNumber: PHONE } },
      { method: 'POST', path: '/api/auth/recovery/verify', body: { phoneNumber: PHONE, code: '042917' } },
      {
        method: 'POST',
        path: '/api/auth/recovery/password',
        body: { resetToken: 'r'.repeat(43), newPassword: 'un mot de passe long' },
      },
    ]);
  });
});
