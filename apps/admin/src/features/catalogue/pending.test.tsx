// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/catalogue"}
import { ApiProvider } from '@1xpay/client';
import { Toasts } from '@1xpay/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { adminHeaders } from '../../lib/session.ts';
import { MESSAGES } from '../../messages.ts';
import { fakeApi } from '../../testing/fake-api.tsx';
import { PendingScreen } from './pending.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const AGENT = '22222222-2222-4222-8222-222222222222';
const MASTER = '11111111-1111-4111-8111-111111111111';

function renderPending(changes: unknown[]) {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({
      uuid: AGENT,
      firstName: 'Awa',
      lastName: 'Koné',
      email: 'a@x.bj',
      isMaster: false,
      grant: null,
    }),
  );
  fakeApi((_method, path) =>
    path === '/admin/fourEyes'
      ? { status: 200, body: { enabled: true, updatedAt: 1 } }
      : { status: 200, body: { data: changes } },
  );
  const router = createMemoryRouter([{ path: '/catalogue', element: <PendingScreen /> }], {
    initialEntries: ['/catalogue'],
  });
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
}

const base = {
  state: 'pending',
  stale: false,
  subject: null,
  subjectName: null,
  proposedBy: MASTER,
  proposedByName: 'Chef Principal',
  proposedAt: 1_795_600_000_000,
  decidedBy: null,
  decidedAt: null,
  reason: null,
};

/** The cells of the row a change's label heads. */
function cellsOf(card: HTMLElement, label: string) {
  const row = within(card).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the four-eyes diffs in words', () => {
  it('names a fee by its type, country and operator, and shows percentages and amounts as the catalogue does', async () => {
    const rule = {
      type: 'deposit',
      country: 'BJ',
      operator: 'mtn',
      percent: '2',
      fixed: 100,
      currency: 'XOF',
    };
    renderPending([
      {
        ...base,
        id: '33333333-3333-4333-8333-333333333333',
        kind: 'fees',
        basedOn: {
          fees: [rule, { ...rule, operator: '*', country: '*', type: 'transfer' }],
          processorFees: [],
        },
        proposed: { fees: [{ ...rule, percent: '1', fixed: 50 }], processorFees: [] },
        diff: [
          { path: 'fees.0.fixed', before: 100, after: 50 },
          { path: 'fees.0.percent', before: '2', after: '1' },
          { path: 'fees.1.country', before: '*' },
          { path: 'fees.1.currency', before: 'XOF' },
          { path: 'fees.1.fixed', before: 100 },
          { path: 'fees.1.operator', before: '*' },
          { path: 'fees.1.percent', before: '2' },
          { path: 'fees.1.type', before: 'transfer' },
        ],
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Modifications en attente' });
    const card = within(list).getByRole('listitem');
    expect(cellsOf(card, 'Frais · Dépôt · Bénin · MTN MoMo')).toEqual(['2\u202f%', '1\u202f%']);
    expect(cellsOf(card, 'Frais · Dépôt · Bénin · MTN MoMo · part fixe')).toEqual([
      '100\u00a0XOF',
      '50\u00a0XOF',
    ]);
    // A rule removed whole is one line, not six.
    expect(cellsOf(card, 'Frais · Transfert · Tous les pays · Tous les opérateurs')).toEqual([
      '2\u202f% + 100\u00a0XOF (retirée)',
      '—',
    ]);
    // The rule's own line (its percentage) before its other fields, whatever order the API's paths came in.
    expect(
      within(card)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Frais · Dépôt · Bénin · MTN MoMo',
      'Frais · Dépôt · Bénin · MTN MoMo · part fixe',
      'Frais · Transfert · Tous les pays · Tous les opérateurs',
    ]);
    expect(card.textContent).not.toMatch(/fees\.|null|"/);
  });

  it('names an operator’s limits by country and operator, in the country’s currency, and the shared limits', async () => {
    const country = (max: number) => ({
      country: 'GA',
      currency: 'XAF',
      operators: [{ id: 'airtel', enabled: true, minAmount: 500, maxAmount: max }],
    });
    const document = (max: number, failures: number) => ({
      countries: [country(max)],
      maxFailedPaymentsPerDay: failures,
    });
    renderPending([
      {
        ...base,
        id: '55555555-5555-4555-8555-555555555555',
        kind: 'operators',
        basedOn: document(1_000_000, 5),
        proposed: document(2_000_000, 3),
        diff: [
          { path: 'countries.0.operators.0.maxAmount', before: 1_000_000, after: 2_000_000 },
          { path: 'maxFailedPaymentsPerDay', before: 5, after: 3 },
        ],
      },
    ]);
    const card = within(await screen.findByRole('list', { name: 'Modifications en attente' })).getByRole(
      'listitem',
    );
    expect(cellsOf(card, 'Opérateurs · Gabon · Airtel Money · montant maximal')).toEqual([
      '1\u202f000\u202f000\u00a0XAF',
      '2\u202f000\u202f000\u00a0XAF',
    ]);
    expect(cellsOf(card, 'Limites · échecs tolérés en 24 h')).toEqual(['5', '3']);
  });

  it('shows an admin’s rights as lists of names, and the policy’s switch in words', async () => {
    renderPending([
      {
        ...base,
        id: '44444444-4444-4444-8444-444444444444',
        kind: 'adminRights',
        subject: AGENT,
        subjectName: 'Koffi Mensah',
        proposed: {
          adminId: AGENT,
          isAdmin: true,
          countries: ['BJ', 'GA'],
          allowedOperationsTypes: ['withdrawal'],
        },
        basedOn: { adminId: AGENT, isAdmin: true, countries: ['BJ'], allowedOperationsTypes: ['withdrawal'] },
        diff: [{ path: 'countries.1', after: 'GA' }],
      },
      {
        ...base,
        id: '66666666-6666-4666-8666-666666666666',
        kind: 'fourEyes',
        proposed: { enabled: false },
        basedOn: { enabled: true },
        diff: [{ path: 'enabled', before: true, after: false }],
      },
    ]);
    const [rights, policy] = within(
      await screen.findByRole('list', { name: 'Modifications en attente' }),
    ).getAllByRole('listitem');
    expect(cellsOf(rights as HTMLElement, 'Droits · pays')).toEqual(['Bénin', 'Bénin, Gabon']);
    expect(cellsOf(policy as HTMLElement, 'Double validation')).toEqual(['activé', 'désactivé']);
  });
});
