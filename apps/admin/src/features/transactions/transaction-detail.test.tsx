// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/transactions"}
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import { inOrder, TransactionDetail } from './transaction-detail.tsx';
import { Transactions } from './transactions.tsx';

const REFERENCE = '1XP-261127-LBV00235';
const AT = Date.UTC(2026, 10, 27, 9, 0, 0);

/** A withdrawal in Gabon (XAF) that the checks blocked. */
const TRANSACTION = {
  reference: REFERENCE,
  senderUuid: '9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
  type: 'withdrawal',
  country: 'GA',
  operator: 'airtel',
  payerPhone: '+24166000001',
  beneficiaryPhone: null,
  beneficiaryCountry: null,
  accountId1xBet: null,
  amount: 1_042_300,
  fees: 10_423,
  currency: 'XAF',
  createdAt: AT,
  updatedAt: AT + 180_000,
  statusCode: 235,
  message: 'Plafond quotidien du client dépassé.',
  finished: false,
  senderName: 'Estelle Nzé',
  senderPhone: '+24166000001',
  operationStatus: null,
  method: 'mobile_money',
};

const DETAIL = {
  transaction: TRANSACTION,
  sender: {
    uuid: TRANSACTION.senderUuid,
    fullName: 'Estelle Nzé',
    phoneNumber: '+24166000001',
    email: 'e@x.ga',
  },
  // As an out-of-order demo wrote it: the API lists the moves as recorded, the times say otherwise.
  timeline: [
    { statusCode: 201, message: null, at: AT, source: 'api' },
    { statusCode: 235, message: null, at: AT + 180_000, source: 'system' },
    { statusCode: 204, message: null, at: AT + 60_000, source: 'processor' },
    { statusCode: 230, message: null, at: AT + 120_000, source: 'processor' },
  ],
  operation: null,
  ledger: [
    {
      kind: 'collection',
      at: AT + 120_000,
      postings: [
        { account: 'processor_clearing:sandbox', currency: 'XAF', amount: 1_052_723 },
        { account: 'customer_funds_in_transit', currency: 'XAF', amount: -1_042_300 },
        { account: 'fees_revenue', currency: 'XAF', amount: -10_423 },
      ],
    },
  ],
  refund: null,
  stage: null,
  processor: 'sandbox',
  processorReference: 'sbx_123',
};

beforeEach(() => {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({ uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e', isMaster: false }),
  );
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'SECTION' ? 400 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function show(path: string, detail: unknown = DETAIL) {
  fakeApi((_method, at) =>
    at === '/admin/transactions'
      ? { status: 200, body: { data: [TRANSACTION], next: null, previous: null } }
      : at === `/admin/transactions/${REFERENCE}`
        ? { status: 200, body: detail }
        : { status: 404 },
  );
  const router = createMemoryRouter(
    [
      { path: '/transactions', element: <Transactions /> },
      { path: '/transactions/:reference', element: <TransactionDetail /> },
    ],
    { initialEntries: [path] },
  );
  renderInDashboard(<RouterProvider router={router} />, { timeZone: 'Africa/Libreville' });
}

describe('a transaction for an agent, in words', () => {
  it('lists it with its amount’s currency code, its status in words by type, the code after', async () => {
    show('/transactions');
    const list = await screen.findByRole('table', { name: 'Liste des transactions' });
    expect(list.textContent).toContain('1\u202f042\u202f300\u00a0XAF');
    const chip = within(list).getByText('Payé, retrait bloqué par la vérification')
      .parentElement as HTMLElement;
    expect(chip.textContent).toBe('Payé, retrait bloqué par la vérification, 235');
    expect(list.textContent).not.toMatch(/FCFA|F CFA|dépôt bloqué/);
  });

  it('shows its history oldest first and says so; accounts and processor by name', async () => {
    show(`/transactions/${REFERENCE}`);
    const history = (await screen.findByRole('heading', { name: 'Historique des statuts' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(history).getByText('Du plus ancien au plus récent.')).toBeTruthy();
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Informations en cours de validation 201',
      'En attente de l’approbation du client 204',
      'Payé, à vérifier avant le retrait 230',
      'Payé, retrait bloqué par la vérification 235',
    ]);
    const ledger = screen
      .getByRole('heading', { name: 'Écritures au grand livre' })
      .closest('section') as HTMLElement;
    expect(
      within(ledger)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Fonds chez le prestataire Bac à sable (test)', 'Fonds clients à livrer', 'Frais perçus']);
    expect(ledger.textContent).toContain('1\u202f052\u202f723\u00a0XAF');
    expect(ledger.textContent).not.toMatch(/customer_funds|processor_clearing|fees_revenue/);
    expect(screen.getByText('Bac à sable (test)')).toBeTruthy();
    expect(screen.getByText('Référence Bac à sable (test)').nextElementSibling?.textContent).toBe('sbx_123');
    expect(document.body.textContent).not.toMatch(/null|Vous n/);
  });

  it('shows a delivery by payout: its status, the processor’s reference and why an agent delivers', async () => {
    const failure = 'Paiement sortant échoué\u202f: Numéro du destinataire invalide';
    show(`/transactions/${REFERENCE}`, {
      ...DETAIL,
      payout: {
        status: 'failed',
        processorReference: '10452',
        failure,
        amount: 1_042_300,
        currency: 'XAF',
        phone: '+24166000001',
        operator: 'airtel',
        sentAt: null,
      },
    });
    const panel = (await screen.findByRole('heading', { name: 'Paiement sortant du prestataire' })).closest(
      'section',
    ) as HTMLElement;
    expect(panel.textContent).toContain(
      'Échoué, confié à un agent\u202f: 1\u202f042\u202f300\u00a0XAF vers +24166000001',
    );
    expect(panel.textContent).toContain('Référence chez le prestataire\u202f: 10452');
    expect(panel.textContent).toContain(failure);
  });

  it('names the operator of a mobile-money payment, and only the method of a card payment', async () => {
    show(`/transactions/${REFERENCE}`);
    await screen.findByRole('heading', { name: 'Historique des statuts' });
    expect(screen.getByText('Opérateur').nextElementSibling?.textContent).toBe('Airtel Money');
    cleanup();
    const card = { ...TRANSACTION, country: 'BJ', operator: 'card', currency: 'XOF', method: 'card' };
    show(`/transactions/${REFERENCE}`, { ...DETAIL, transaction: card });
    await screen.findByRole('heading', { name: 'Historique des statuts' });
    expect(screen.getByText('Moyen de paiement').nextElementSibling?.textContent).toBe('Carte bancaire');
    expect(screen.queryByText('Opérateur')).toBeNull();
  });

  it('says which jobs move its stage in words, never their code names', async () => {
    show(`/transactions/${REFERENCE}`, {
      ...DETAIL,
      stage: {
        stage: 'collection',
        since: AT,
        deadline: AT + 900_000,
        liveJobs: ['transaction.poll', 'transaction.expire', 'transaction.poll', 'maintenance.future-kind'],
      },
    });
    await screen.findByRole('heading', { name: 'Étape en cours' });
    expect(screen.getByText(/^Tâches en cours/).textContent?.replace(/\u202f/g, ' ')).toBe(
      'Tâches en cours : interrogation du prestataire, clôture à l’échéance, tâche interne',
    );
    expect(document.body.textContent).not.toMatch(/transaction\.|maintenance\./);
  });

  it('shows no payout panel for a delivery by an agent', async () => {
    show(`/transactions/${REFERENCE}`);
    await screen.findByRole('heading', { name: 'Historique des statuts' });
    expect(screen.queryByRole('heading', { name: 'Paiement sortant du prestataire' })).toBeNull();
  });

  it('keeps the recorded order of two moves at the same time', () => {
    const steps = [
      { at: 2, id: 'b' },
      { at: 1, id: 'a' },
      { at: 2, id: 'c' },
    ];
    expect(inOrder(steps).map((step) => step.id)).toEqual(['a', 'b', 'c']);
  });
});
