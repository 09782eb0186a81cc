// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/transactions"}
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import { TransactionDetail } from './transaction-detail.tsx';
import { Transactions } from './transactions.tsx';

const REFERENCE = '1XP-261127-COTO0014';
/** Paid at 00:14:05 in Cotonou on 28 November 2026: 23:14:05Z the day before. */
const AT = Date.UTC(2026, 10, 27, 23, 14, 5);

const TRANSACTION = {
  reference: REFERENCE,
  senderUuid: '9b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
  type: 'deposit',
  country: 'BJ',
  operator: 'mtn',
  payerPhone: '+2290197000057',
  beneficiaryPhone: null,
  beneficiaryCountry: null,
  accountId1xBet: '123456789',
  amount: 5000,
  fees: 50,
  currency: 'XOF',
  createdAt: AT,
  updatedAt: AT + 60_000,
  statusCode: 200,
  message: null,
  finished: true,
  senderName: 'Koffi Mensah',
  senderPhone: '+2290197000057',
  operationStatus: 'success',
  method: 'mobile_money',
};

const DETAIL = {
  transaction: TRANSACTION,
  sender: {
    uuid: TRANSACTION.senderUuid,
    fullName: 'Koffi Mensah',
    phoneNumber: '+2290197000057',
    email: 'k@x.bj',
  },
  timeline: [{ statusCode: 200, message: null, at: AT + 60_000, source: 'processor' }],
  operation: null,
  ledger: [],
  refund: null,
  stage: null,
  processor: 'sandbox',
  processorReference: null,
};

beforeEach(() => {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({ uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e', isMaster: false }),
  );
  // happy-dom lays nothing out: the list's scrolling box is given a height, so that its rows are drawn.
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

function show(path: string, timeZone: string) {
  fakeApi((_method, at) =>
    at === '/admin/transactions'
      ? { status: 200, body: { data: [TRANSACTION], next: null, previous: null } }
      : at === `/admin/transactions/${REFERENCE}`
        ? { status: 200, body: DETAIL }
        : { status: 404 },
  );
  const router = createMemoryRouter(
    [
      { path: '/transactions', element: <Transactions /> },
      { path: '/transactions/:reference', element: <TransactionDetail /> },
    ],
    { initialEntries: [path] },
  );
  renderInDashboard(<RouterProvider router={router} />, { timeZone });
}

/** The caption that names the zone, with French typography's narrow no-break space before the colon. */
const caption = () => screen.getByText(/^Fuseau horaire/).textContent;

describe('the dashboard’s times (decision 040)', () => {
  it.each([
    ['Africa/Porto-Novo', '28 nov. 2026, 00:14', 'Fuseau horaire\u202f: Porto-Novo (UTC+1)'],
    ['Africa/Abidjan', '27 nov. 2026, 23:14', 'Fuseau horaire\u202f: Abidjan (UTC+0)'],
  ])('lists a payment in the admin’s zone (%s), named above the list', async (timeZone, shown, named) => {
    show('/transactions', timeZone);
    const list = await screen.findByRole('table', { name: 'Liste des transactions' });
    expect(within(list).getByText(shown)).toBeTruthy();
    expect(caption()).toBe(named);
    // The day filters are the server's UTC days, and say so.
    expect(screen.getByLabelText('Du').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/jours en temps universel \(UTC\)/)).toBeTruthy();
  });

  it('shows a Benin payment to an admin in Abidjan at their hour, and at the customer’s beside it', async () => {
    show(`/transactions/${REFERENCE}`, 'Africa/Abidjan');
    expect(await screen.findByText('27 novembre 2026 à 23:14:05')).toBeTruthy();
    expect(caption()).toBe('Fuseau horaire\u202f: Abidjan (UTC+0)');
    const there = screen.getByText('Créée le, à Porto-Novo (UTC+1)');
    expect(there.nextElementSibling?.textContent).toBe('28 novembre 2026 à 00:14:05');
  });

  it('says nothing more to an admin in the payment’s own zone', async () => {
    show(`/transactions/${REFERENCE}`, 'Africa/Porto-Novo');
    expect(await screen.findByText('28 novembre 2026 à 00:14:05')).toBeTruthy();
    expect(caption()).toBe('Fuseau horaire\u202f: Porto-Novo (UTC+1)');
    expect(screen.queryByText(/^Créée le, à/)).toBeNull();
  });
});

describe('the payment method (issue 36)', () => {
  const CARD = { ...TRANSACTION, operator: 'card', method: 'card' };

  const REFUND = { status: 'sent', amount: 5050, currency: 'XOF', phone: '+2290197000057', lastError: null };

  function showCard(
    path: string,
    processor: string,
    processorReference: string | null,
    refund: unknown = null,
  ) {
    fakeApi((_method, at) =>
      at === '/admin/transactions'
        ? { status: 200, body: { data: [CARD], next: null, previous: null } }
        : at === `/admin/transactions/${REFERENCE}`
          ? { status: 200, body: { ...DETAIL, transaction: CARD, processor, processorReference, refund } }
          : { status: 404 },
    );
    const router = createMemoryRouter(
      [
        { path: '/transactions', element: <Transactions /> },
        { path: '/transactions/:reference', element: <TransactionDetail /> },
      ],
      { initialEntries: [path] },
    );
    renderInDashboard(<RouterProvider router={router} />);
  }

  it('badges each row with its method and filters by it from the URL', async () => {
    showCard('/transactions?method=card', 'fedapay', null);
    const list = await screen.findByRole('table', { name: 'Liste des transactions' });
    expect(within(list).getAllByText('Carte bancaire').length).toBeGreaterThan(0);
    const filter = screen.getByLabelText('Moyen de paiement') as HTMLSelectElement;
    expect(filter.value).toBe('card');
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'Tous les moyens',
      'Mobile money',
      'Carte bancaire',
      'Virement bancaire',
    ]);
  });

  it.each([
    ['fedapay', 'Référence FedaPay'],
    ['pispi', 'Référence PI-SPI (end-to-end)'],
  ])('names the processor’s reference of a %s payment in the detail', async (processor, label) => {
    showCard(`/transactions/${REFERENCE}`, processor, 'E2E-4242');
    const reference = await screen.findByText(label);
    expect(reference.nextElementSibling?.textContent).toBe('E2E-4242');
    expect(screen.getByText('Moyen de paiement').nextElementSibling?.textContent).toBe('Carte bancaire');
  });

  it.each([
    [
      'fedapay',
      { to: 'mobileMoney', operator: 'mtn', fallback: true },
      /FedaPay ne rembourse pas les cartes, remboursé sur le mobile money du client \(MTN MoMo, numéro \+2290197000057\)/,
    ],
    [
      'fedapay',
      { to: 'mobileMoney', operator: null, fallback: true },
      /remboursé sur le mobile money du client \(numéro \+2290197000057\), chez l’opérateur de son dernier paiement/,
    ],
    [
      'fedapay',
      { to: 'outside', operator: null, fallback: true },
      /aucun compte mobile money du client n’est connu\. À rembourser hors du système/,
    ],
    ['sandbox', { to: 'card', operator: null, fallback: false }, /Remboursé sur la carte par Bac à sable/],
  ])(
    'says where the refund of a card payment taken by %s goes (%o)',
    async (processor, destination, where) => {
      showCard(`/transactions/${REFERENCE}`, processor, 'E2E-4242', { ...REFUND, destination });
      expect(await screen.findByText(where)).toBeTruthy();
    },
  );
});
