// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/audit"}
import { ApiProvider } from '@1xpay/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '../../lib/dates.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { Audit } from './audit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: String(id),
  actorId: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e',
  actorName: 'Chef Principal',
  action: 'user.lock',
  target: 'user:9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
  targetName: 'Awa Diop',
  before: { userAuthenticationStatus: 'active' },
  after: { userAuthenticationStatus: 'blocked' },
  ip: '192.0.2.7',
  at: 1_795_600_000_000 - id * 1000,
  ...overrides,
});

/** The API at the HTTP boundary: every request's path and query kept. */
function fakeApi(answer: (query: URLSearchParams) => { status: number; body?: unknown }) {
  const calls: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    calls.push(url.searchParams);
    const reply = answer(url.searchParams);
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderAudit(at = '/audit') {
  const router = createMemoryRouter([{ path: '/audit', element: <Audit /> }], { initialEntries: [at] });
  render(
    <IntlProvider locale="fr-FR" messages={MESSAGES.fr}>
      <ApiProvider locale="fr" headers={adminHeaders}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          {/* The master reads the log in Cotonou (UTC+1). */}
          <TimeZoneProvider value="Africa/Porto-Novo">
            <RouterProvider router={router} />
          </TimeZoneProvider>
        </QueryClientProvider>
      </ApiProvider>
    </IntlProvider>,
  );
  return router;
}

describe('the audit log', () => {
  it('says each action as a sentence with names, when, IP, and the change in words; loads more on demand', async () => {
    const calls = fakeApi((query) =>
      query.get('before') === null
        ? {
            status: 200,
            body: {
              data: [
                entry(1),
                entry(2, {
                  actorName: null,
                  actorId: null,
                  action: 'admin.master',
                  targetName: 'Koffi Mensah',
                  before: { masterId: null },
                  after: { masterId: '9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8', promoted: false },
                }),
              ],
              nextBefore: '2',
            },
          }
        : {
            status: 200,
            body: {
              data: [
                entry(3, {
                  action: 'sandbox.approve',
                  target: '1XP-261125-0001AB',
                  targetName: null,
                  before: { statusCode: 204 },
                  after: { statusCode: 230 },
                }),
              ],
              nextBefore: null,
            },
          },
    );
    renderAudit();
    const list = await screen.findByRole('list', { name: 'Entrées du journal' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Chef Principal a bloqué le compte de Awa Diop');
    expect(first?.textContent).toContain('IP 192.0.2.7');
    expect(first?.textContent).not.toContain('user.lock');
    // At the admin's hour, its zone named above the list; the machine-readable time in UTC.
    const time = first?.querySelector('time');
    expect(time?.textContent).toBe('25 nov. 2026, 10:46:39');
    expect(time?.getAttribute('datetime')).toBe('2026-11-25T09:46:39.000Z');
    expect(screen.getByText(/^Fuseau horaire/).textContent).toBe('Fuseau horaire\u202f: Porto-Novo (UTC+1)');
    const change = within(first as HTMLElement).getByRole('row', { name: /Statut du compte/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Actif', 'Bloqué']);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Awa Diop' })
        .getAttribute('href'),
    ).toBe('/users/9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8');
    // The system's own act; the uuids it holds are not shown, « null » nowhere.
    expect(second?.textContent).toContain(
      'Le système a désigné l’administrateur principal\u202f: Koffi Mensah',
    );
    expect(second?.textContent).not.toMatch(/null|masterId|9b1c2d3e/);
    fireEvent.click(screen.getByRole('button', { name: 'Charger la suite' }));
    const payment = await screen.findByRole('link', { name: '1XP-261125-0001AB' });
    expect(payment.getAttribute('href')).toBe('/transactions/1XP-261125-0001AB');
    const third = payment.closest('li') as HTMLElement;
    expect(third.textContent).toContain(
      'Chef Principal a approuvé le paiement 1XP-261125-0001AB (bac à sable)',
    );
    const status = within(third).getByRole('row', { name: /Statut/ });
    expect(
      within(status)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['En attente de l’approbation du client (204)', 'Payé, à vérifier avant la livraison (230)']);
    expect(calls.map((query) => query.get('before'))).toEqual([null, '2']);
    expect(screen.queryByRole('button', { name: 'Charger la suite' })).toBeNull();
  });

  it('names a saved document’s changes as the catalogue does: « Frais · Dépôt · Bénin · MTN MoMo : 2 % → 1 % »', async () => {
    const rule = { type: 'deposit', country: 'BJ', operator: 'mtn', percent: '2', fixed: 0, currency: 'XOF' };
    fakeApi(() => ({
      status: 200,
      body: {
        data: [
          entry(1, {
            action: 'settings.fees.save',
            target: 'settings:fees',
            targetName: null,
            before: { fees: [rule], processorFees: [] },
            after: {
              fees: [
                { ...rule, percent: '1' },
                { ...rule, type: 'withdrawal', country: 'GA', percent: '1.5', fixed: 100, currency: 'XAF' },
              ],
              processorFees: [],
            },
          }),
        ],
        nextBefore: null,
      },
    }));
    renderAudit();
    const list = await screen.findByRole('list', { name: 'Entrées du journal' });
    const [saved] = within(list).getAllByRole('listitem');
    expect(saved?.textContent).toContain('Chef Principal a modifié les frais');
    const cells = (name: string) =>
      within(
        within(saved as HTMLElement)
          .getByRole('rowheader', { name })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Frais · Dépôt · Bénin · MTN MoMo')).toEqual(['2\u202f%', '1\u202f%']);
    // A rule added whole is one line, its price with its currency's code.
    expect(cells('Frais · Retrait · Gabon · MTN MoMo')).toEqual(['—', '1,5\u202f% + 100\u00a0XAF (ajoutée)']);
  });

  it('says in French what a CSV export was: what, how many rows, how it ended (decision 047)', async () => {
    fakeApi(() => ({
      status: 200,
      body: {
        data: [
          entry(1, {
            action: 'users.export',
            target: null,
            targetName: null,
            before: null,
            after: { filter: { country: 'BJ' }, rows: 42, outcome: 'complete' },
          }),
          entry(2, {
            action: 'transactions.export',
            target: null,
            targetName: null,
            before: null,
            after: { filter: {}, rows: 1, outcome: 'failed' },
          }),
        ],
        nextBefore: null,
      },
    }));
    renderAudit();
    const list = await screen.findByRole('list', { name: 'Entrées du journal' });
    const [users, transactions] = within(list).getAllByRole('listitem');
    expect(users?.textContent).toContain('Export CSV des utilisateurs\u202f: 42 lignes, terminé');
    // The filter shows as the entry's change, field by field.
    expect(users?.textContent).toContain('Chef Principal a exporté les utilisateurs en CSV');
    expect(users?.textContent).toContain('Filtre · pays');
    expect(users?.textContent).toContain('Bénin');
    expect(transactions?.textContent).toContain(
      'Export CSV des transactions\u202f: 1 ligne, échoué (fichier incomplet)',
    );
  });

  it('keeps its filters in the URL and asks the server with them; the export link carries them', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { data: [], nextBefore: null } }));
    const router = renderAudit('/audit?action=user.');
    expect((screen.getByLabelText('Action') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Comptes des utilisateurs',
    );
    expect(await screen.findByText('Aucune entrée ne correspond à ces filtres.')).toBeTruthy();
    expect(calls[0]?.get('action')).toBe('user.');
    fireEvent.change(screen.getByLabelText('Auteur'), { target: { value: 'Chef' } });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const sent = calls[1];
    expect(sent?.get('actor')).toBe('Chef');
    // The 20th as the admin's day: from midnight in Cotonou, 23:00Z the 19th.
    expect(sent?.get('from')).toBe(String(Date.UTC(2026, 10, 19, 23)));
    expect(router.state.location.search).toBe('?actor=Chef&action=user.&from=2026-11-20');
    const href = screen.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href') ?? '';
    expect(href.startsWith('/1xpay/api/audit/export.csv?')).toBe(true);
    expect(new URL(href, 'http://x').searchParams.get('actor')).toBe('Chef');
  });

  it('says "Action non permise" to an agent', async () => {
    fakeApi(() => ({ status: 403, body: { error: 'forbidden', message: 'Non.' } }));
    renderAudit();
    expect((await screen.findByRole('alert')).textContent).toContain('Action non permise');
  });
});
