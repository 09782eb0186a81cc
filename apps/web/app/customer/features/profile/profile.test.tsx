// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/profile"}
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, storeSignedIn } from '../../testing/fixtures.ts';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { ProfileScreen } from './profile.tsx';

// As in the browser: a message that was not compiled at build time cannot be formatted.
vi.mock('intl-messageformat', async (importOriginal) =>
  (await import('../../testing/no-parser.ts')).withoutParser(await importOriginal()),
);

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function profileApi() {
  return fakeApi((method, path) => {
    if (path === '/api/me') return { status: 200, body: ME };
    if (method === 'POST' && path === '/api/auth/password')
      return { status: 403, body: { error: 'forbidden', message: 'Mot de passe actuel incorrect.' } };
    return undefined;
  });
}

describe('profile', () => {
  it('shows the phone number grouped and whole', async () => {
    profileApi();
    renderScreen(<ProfileScreen />, '/app/profile');
    const phone = await screen.findByText('🇧🇯 +229 01 97 00 00 57');
    expect(phone.className).toContain('whitespace-nowrap');
    expect(screen.getByText('E-mail').className).toContain('whitespace-nowrap');
    for (const button of screen.getAllByRole('button')) expect(button.className).toContain('min-h-11');
  });

  it('change of password submitted empty: a French message at each field, the focus on the first', async () => {
    const api = profileApi();
    renderScreen(<ProfileScreen />, '/app/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Changer le mot de passe' }));
    const current = screen.getByLabelText('Mot de passe actuel');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(screen.getByText('Indiquez votre mot de passe actuel.')).toBeTruthy();
    expect(screen.getByText('Choisissez un mot de passe d’au moins 8 caractères.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('change of password submitted wrong: the new one too short, then the server’s refusal of the current one', async () => {
    profileApi();
    renderScreen(<ProfileScreen />, '/app/profile');
    fireEvent.change(await screen.findByLabelText('Mot de passe actuel'), { target: { value: 'ancien' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'court' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    const fresh = screen.getByLabelText('Nouveau mot de passe');
    await waitFor(() => expect(document.activeElement).toBe(fresh));
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    fireEvent.change(fresh, { target: { value: 'un nouveau mot de passe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await screen.findByText('Mot de passe actuel incorrect.');
    expect(screen.queryByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeNull();
  });
});
