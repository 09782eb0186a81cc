// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/push"}
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import { Push } from './push.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAMPAIGN = {
  id: '0b8a9d1e-5f3c-4e2a-9b7d-6c5e4f3a2b1c',
  title: 'Bonus du week-end',
  body: 'Vos dépôts sont sans frais samedi.',
  url: '/app',
  status: 'queued',
  createdAt: 1_795_600_000_000,
};

/** The answer of a queued campaign, whatever is asked. */
const queued = () => fakeApi(() => ({ status: 200, body: { data: CAMPAIGN } }));

function renderPush() {
  renderInDashboard(<Push />);
}

describe('Push', () => {
  it('says what is missing or unsafe before asking anything of the server', async () => {
    const calls = queued();
    renderPush();
    fireEvent.change(screen.getByLabelText('Lien (facultatif)'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(
      screen.getByText('Ce lien n’est pas sûr : une page du site (/…) ou une adresse http(s).'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('previews the notification, asks for a confirmation, then sends it once', async () => {
    const calls = queued();
    renderPush();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: CAMPAIGN.title } });
    fireEvent.change(screen.getByLabelText('Texte'), { target: { value: CAMPAIGN.body } });
    fireEvent.change(screen.getByLabelText('Lien (facultatif)'), { target: { value: '/app' } });
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    expect(preview.textContent).toContain(CAMPAIGN.title);
    expect(preview.textContent).toContain(CAMPAIGN.body);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }));
    await screen.findByRole('dialog', {
      name: 'Envoyer cette notification à tous les utilisateurs ?',
    });
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Notification « Bonus du week-end » mise en file d’envoi.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/pushToAllUsers',
        body: { title: CAMPAIGN.title, body: CAMPAIGN.body, url: '/app' },
      },
    ]);
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('');
  });
});
