// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/security"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { Security } from './security.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Answer = { status: number; body?: unknown };

/** The API at the HTTP boundary: `answer` says what each `METHOD /path` gets; every request is kept. */
function fakeApi(answer: (method: string, path: string, body: unknown) => Answer) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const reply = answer(method, path, body);
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function signedInAs(isMaster: boolean) {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({
      uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e',
      firstName: 'Awa',
      lastName: 'Koné',
      email: 'awa@example.bj',
      isMaster,
      grant: null,
    }),
  );
}

function renderSecurity() {
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <Toasts>
            <Security />
          </Toasts>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
}

const status = (over: Partial<Record<string, unknown>> = {}) => ({
  enabled: false,
  required: false,
  enrolmentRequired: false,
  recoveryCodesLeft: 0,
  ...over,
});
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/1xpay:awa%40example.bj?issuer=1xpay&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '2')}`);

describe('the security screen', () => {
  it('enrols: QR code and key as text, a code to confirm, then the recovery codes once', async () => {
    signedInAs(false);
    let enabled = false;
    const calls = fakeApi((_method, path, body) => {
      if (path === '/api/dashboard/totp')
        return { status: 200, body: status({ enabled, recoveryCodesLeft: 10 }) };
      if (path === '/api/dashboard/totp/enrolment')
        return (body as { password: string }).password === 'le bon mot de passe'
          ? { status: 200, body: { secret: SECRET, otpauthUri: URI } }
          : { status: 403, body: { error: 'forbidden', message: 'Mot de passe incorrect.' } };
      if (path === '/api/dashboard/totp/confirm') {
        if ((body as { code: string }).code !== '654321')
          return { status: 401, body: { error: 'otp_invalid', message: 'Code incorrect.' } };
        enabled = true;
        return { status: 200, body: { recoveryCodes: CODES } };
      }
      return { status: 404 };
    });
    renderSecurity();
    expect(await screen.findByText('Pas encore active sur votre compte.')).toBeDefined();
    // The password again first (decision 047): missing, then wrong, each said at its field.
    const start = screen.getByRole('button', { name: 'Activer la double authentification' });
    fireEvent.click(start);
    expect(await screen.findByText('Saisissez votre mot de passe.')).toBeDefined();
    const password = screen.getByLabelText('Votre mot de passe');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password, { target: { value: 'pas le bon' } });
    fireEvent.click(start);
    expect(
      await screen.findByText('Mot de passe incorrect : saisissez celui avec lequel vous vous connectez.'),
    ).toBeDefined();
    expect(screen.queryByRole('img', { name: 'QR code de la double authentification' })).toBeNull();
    fireEvent.change(password, { target: { value: 'le bon mot de passe' } });
    fireEvent.click(start);
    expect(await screen.findByRole('img', { name: 'QR code de la double authentification' })).toBeDefined();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’activation' }));
    expect(await screen.findByText('Saisissez le code à 6 chiffres.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’activation' }));
    expect(await screen.findByText(/Code incorrect : vérifiez l’heure/)).toBeDefined();

    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’activation' }));
    const list = await screen.findByRole('list', { name: 'Vos codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/ils ne seront plus jamais affichés/)).toBeDefined();
    expect(await screen.findByText('Double authentification activée.')).toBeDefined();

    const copied: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void copied.push(text) } });
    fireEvent.click(screen.getByRole('button', { name: 'Copier les codes' }));
    // The toast waits for the one before it to go (1 s).
    expect(await screen.findByText('Codes copiés.', undefined, { timeout: 3000 })).toBeDefined();
    expect(copied).toEqual([CODES.join('\n')]);

    fireEvent.click(screen.getByRole('button', { name: 'J’ai noté mes codes' }));
    expect(await screen.findByText('Active sur votre compte.')).toBeDefined();
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/dashboard/totp/enrolment', { password: 'pas le bon' }],
      ['/api/dashboard/totp/enrolment', { password: 'le bon mot de passe' }],
      ['/api/dashboard/totp/confirm', { code: '123456' }],
      ['/api/dashboard/totp/confirm', { code: '654321' }],
    ]);
  });

  it('turns it off with the password and a code, after a confirmation', async () => {
    signedInAs(false);
    let enabled = true;
    const calls = fakeApi((_method, path, body) => {
      if (path === '/api/dashboard/totp')
        return { status: 200, body: status({ enabled, recoveryCodesLeft: 7 }) };
      if (path === '/api/dashboard/totp/disable') {
        if ((body as { password: string }).password !== 'le bon mot de passe')
          return { status: 403, body: { error: 'forbidden', message: 'Mot de passe incorrect.' } };
        enabled = false;
        return { status: 200, body: { ok: true } };
      }
      return { status: 404 };
    });
    renderSecurity();
    expect(await screen.findByText('7 codes de secours restants.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Code de l’application ou code de secours'), {
      target: { value: '112233' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver la double authentification' }));
    expect(await screen.findByText('Saisissez votre mot de passe.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Votre mot de passe'), { target: { value: 'pas le bon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver la double authentification' }));
    let dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    // Wrong: said at the password's field, and still on.
    expect(
      await screen.findByText('Mot de passe incorrect : saisissez celui avec lequel vous vous connectez.'),
    ).toBeDefined();
    fireEvent.change(screen.getByLabelText('Votre mot de passe'), {
      target: { value: 'le bon mot de passe' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver la double authentification' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Double authentification désactivée.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { password: 'pas le bon', code: '112233' },
      { password: 'le bon mot de passe', code: '112233' },
    ]);
    expect(await screen.findByText('Pas encore active sur votre compte.')).toBeDefined();
  });

  it('says when the master requires it, and offers no way to turn it off then', async () => {
    signedInAs(false);
    fakeApi(() => ({ status: 200, body: status({ required: true, enrolmentRequired: true }) }));
    renderSecurity();
    expect(await screen.findByText(/exige la double authentification : activez-la/)).toBeDefined();
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();
    fakeApi(() => ({ status: 200, body: status({ required: true, enabled: true, recoveryCodesLeft: 1 }) }));
    renderSecurity();
    expect(await screen.findByText(/elle ne peut pas être désactivée/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Désactiver la double authentification' })).toBeNull();
  });

  it('lets the master require it of every admin, after a confirmation', async () => {
    signedInAs(true);
    let required = false;
    const calls = fakeApi((method, path, body) => {
      if (method === 'POST' && path === '/api/dashboard/totp/requirement') {
        required = (body as { required: boolean }).required;
        return { status: 200, body: { required } };
      }
      return { status: 200, body: status({ enabled: true, required, recoveryCodesLeft: 10 }) };
    });
    renderSecurity();
    const toggle = await screen.findByRole('switch', {
      name: 'Exiger la double authentification pour tous les administrateurs',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exiger' }));
    expect(
      await screen.findByText('La double authentification est exigée de tous les administrateurs.'),
    ).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { required: true },
    ]);
  });

  it('shows no switch to an agent, and §8’s error with a retry when the status cannot be read', async () => {
    signedInAs(false);
    fakeApi(() => ({ status: 500, body: { error: 'internal', message: 'Erreur.' } }));
    renderSecurity();
    expect((await screen.findByRole('alert')).textContent).toContain("Une erreur s'est produite. Réessayez.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDefined();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
