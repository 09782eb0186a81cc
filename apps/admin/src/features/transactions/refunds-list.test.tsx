// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/transactions?refunds=1"}
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import { Transactions } from './transactions.tsx';

const REFERENCE = '1XP-261128-COTO0009';

const FAILED = {
  transactionReference: REFERENCE,
  amount: 5050,
  currency: 'XOF',
  phone: '+2290196000109',
  processor: 'sandbox',
  status: 'failed',
  processorReference: null,
  failure: 'Le bac à sable refuse les paiements vers les numéros finissant par 09.',
  attempts: 5,
  outsideReference: null,
  outsideReason: null,
  createdAt: Date.UTC(2026, 10, 28, 9),
  updatedAt: Date.UTC(2026, 10, 28, 10),
};

beforeEach(() => {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({ uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e', isMaster: true }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(answer: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(answer);
  const router = createMemoryRouter([{ path: '/transactions', element: <Transactions /> }], {
    initialEntries: ['/transactions?refunds=1'],
  });
  renderInDashboard(<RouterProvider router={router} />);
  return calls;
}

describe('the master’s « Remboursements »', () => {
  it('lists the failed refunds with amount, payer, reason in French, and records one paid outside', async () => {
    let paid = false;
    const calls = show((method, path) => {
      if (method === 'POST') {
        paid = true;
        return {
          status: 200,
          body: { refund: { ...FAILED, status: 'paid_outside' }, pendingChangeId: null },
        };
      }
      return path === '/admin/refunds'
        ? { status: 200, body: { data: paid ? [] : [FAILED], next: null } }
        : { status: 404 };
    });
    const list = await screen.findByRole('list', { name: 'Remboursements' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText(/5\s050\sXOF/)).toBeTruthy();
    // Texts as written, French typography's narrow no-break spaces kept (the default matcher folds them).
    const asWritten = { normalizer: (text: string) => text };
    expect(within(row).getByText('Payeur\u202f: +2290196000109', asWritten)).toBeTruthy();
    expect(
      within(row).getByText(
        'Refusé par le prestataire (5 essais)\u202f: Le bac à sable refuse les paiements vers les numéros finissant par 09.',
        asWritten,
      ),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/refunds' });

    fireEvent.click(within(row).getByRole('button', { name: 'Réglé hors du système' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Inscrire ce remboursement comme réglé hors du système\u202f?',
    });
    fireEvent.change(within(dialog).getByLabelText('Raison (inscrite au journal d’audit)'), {
      target: { value: 'Rendu par transfert MTN.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réglé hors du système' }));
    expect(await screen.findByText('Écrivez la référence du paiement fait hors du système.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Référence du paiement fait (identifiant mobile money)'), {
      target: { value: 'MP261128.1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réglé hors du système' }));
    expect(
      await screen.findByText(`Remboursement de ${REFERENCE} inscrit comme réglé hors du système.`),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/admin/refunds/${REFERENCE}/paid-outside`,
        body: { reason: 'Rendu par transfert MTN.', outsideReference: 'MP261128.1234' },
      },
    ]);
    expect(await screen.findByText('Aucun remboursement échoué : rien à traiter.')).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    show(() => ({ status: 500, body: { error: 'internal', message: 'Erreur interne.' } }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
