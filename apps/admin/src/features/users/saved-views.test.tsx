// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/users"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import type { UsersFilter } from './api.ts';
import { SavedViews } from './saved-views.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = {
  id: '1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b',
  name: 'Bloqués du Bénin',
  filter: { group: 'blocked', country: 'BJ' },
  createdAt: 1_795_600_000_000,
};

/** A server keeping views in memory; every request kept. */
function fakeServer() {
  let views = [VIEW];
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/1xpay/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    let answer: unknown = { data: views };
    if (method === 'POST' && path === '/admin/views') {
      const saved = { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', createdAt: 1, ...body };
      views = [...views, saved];
      answer = { data: saved };
    } else if (method === 'POST') {
      views = views.filter((view) => !path.includes(view.id));
      answer = { data: { id: VIEW.id } };
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderViews(filter: UsersFilter, onApply: (filter: UsersFilter) => void) {
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <Toasts>
            <SavedViews filter={filter} onApply={onApply} />
          </Toasts>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
}

describe('saved views of the users list', () => {
  it('applies a view’s filters, saves the current ones under a name, deletes one after a confirmation', async () => {
    const calls = fakeServer();
    const applied: UsersFilter[] = [];
    renderViews({ q: 'Awa', group: 'pending', country: '' }, (filter) => applied.push(filter));
    const select = await screen.findByLabelText('Vues enregistrées');
    await screen.findByRole('option', { name: 'Bloqués du Bénin' });
    fireEvent.change(select, { target: { value: VIEW.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer la vue' }));
    expect(applied).toEqual([{ q: '', group: 'blocked', country: 'BJ' }]);

    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la vue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Donnez un nom à la vue.');
    fireEvent.change(within(dialog).getByLabelText('Nom de la vue'), {
      target: { value: ' En attente Awa ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Vue « En attente Awa » enregistrée.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/views',
      body: { name: 'En attente Awa', filter: { q: 'Awa', group: 'pending' } },
    });

    fireEvent.change(select, { target: { value: VIEW.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la vue' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Supprimer la vue « Bloqués du Bénin » ?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Vue « Bloqués du Bénin » supprimée.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/views',
      `/admin/views/${VIEW.id}/delete`,
    ]);
  });
});
