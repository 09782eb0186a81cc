// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/sign-up"}
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME } from '../../testing/fixtures.ts';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { SignUp } from './sign-up.tsx';

// As in the browser: a message that was not compiled at build time cannot be formatted.
vi.mock('intl-messageformat', async (importOriginal) =>
  (await import('../../testing/no-parser.ts')).withoutParser(await importOriginal()),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-up form', () => {
  it('submitted empty: a French message at each field, the focus on the first, nothing sent', async () => {
    const api = fakeApi(() => undefined);
    renderScreen(<SignUp />, '/app/sign-up');
    fireEvent.click(await screen.findByRole('button', { name: 'Créer mon compte' }));
    const firstName = screen.getByLabelText('Prénom');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    for (const message of [
      'Indiquez votre prénom.',
      'Indiquez votre nom.',
      'Indiquez votre numéro de téléphone.',
      'Indiquez votre adresse e-mail.',
      'Choisissez un mot de passe d’au moins 8 caractères.',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('submitted wrong: says what is wrong at each field, the focus on the first one wrong', async () => {
    const api = fakeApi(() => undefined);
    renderScreen(<SignUp />, '/app/sign-up');
    await screen.findByLabelText('Prénom');
    type('Prénom', 'Awa');
    type('Nom', 'Diallo');
    type('Téléphone', '12');
    type('E-mail', 'awa@');
    type('Mot de passe', 'court');
    type('Identifiant du compte de paris (facultatif)', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const phone = screen.getByLabelText('Téléphone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.getByText('Ce numéro n’est pas valide : vérifiez le pays et les chiffres.')).toBeTruthy();
    expect(
      screen.getByText('Cette adresse e-mail n’est pas valide, par exemple : awa@exemple.com.'),
    ).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(
      screen.getByText('L’identifiant du compte de paris ne contient que des chiffres (4 à 20).'),
    ).toBeTruthy();
    expect(screen.queryByText('Indiquez votre prénom.')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('a server’s refusal at a field goes on the next try', async () => {
    fakeApi((method, path) =>
      method === 'POST' && path === '/api/auth/register'
        ? {
            status: 409,
            body: {
              error: 'conflict',
              message: 'Déjà utilisé.',
              fields: [{ field: 'email', message: 'Cet e-mail est déjà utilisé.' }],
            },
          }
        : path === '/api/me'
          ? { status: 200, body: ME }
          : undefined,
    );
    renderScreen(<SignUp />, '/app/sign-up');
    await screen.findByLabelText('Prénom');
    type('Prénom', 'Awa');
    type('Nom', 'Diallo');
    type('Téléphone', '01 97 00 00 57');
    type('E-mail', 'awa@example.bj');
    type('Mot de passe', 'un long mot de passe');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText('Cet e-mail est déjà utilisé.');
    type('Prénom', '');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText('Indiquez votre prénom.');
    expect(screen.queryByText('Cet e-mail est déjà utilisé.')).toBeNull();
  });
});
