// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/transactions?breaks=1"}
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInDashboard } from '../../testing/fake-api.tsx';
import { Transactions } from './transactions.tsx';

/** Found at 00:14:05 in Cotonou on 28 November 2026: 23:14:05Z the day before. */
const FOUND = Date.UTC(2026, 10, 27, 23, 14, 5);

const NOT_REFUNDED = {
  transactionReference: '1XP-261127-COTO0014',
  kind: 'not_refunded',
  type: 'deposit',
  statusCode: 528,
  currency: 'XOF',
  collected: 5050,
  delivered: 0,
  refunded: 0,
  foundAt: FOUND,
};
const REFUND_FAILED = {
  transactionReference: '1XP-261127-CONA0021',
  kind: 'refund_failed',
  type: 'deposit',
  statusCode: 528,
  currency: 'GNF',
  collected: 101_000,
  delivered: 0,
  refunded: 0,
  foundAt: FOUND + 3_600_000,
};

const asWritten = { normalizer: (text: string) => text };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(
  answer: Parameters<typeof fakeApi>[0],
  { isMaster = true, timeZone = 'Africa/Porto-Novo' } = {},
) {
  localStorage.setItem(
    '1xpay.admin',
    JSON.stringify({ uuid: '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e', isMaster }),
  );
  const calls = fakeApi(answer);
  const router = createMemoryRouter([{ path: '/transactions', element: <Transactions /> }], {
    initialEntries: ['/transactions?breaks=1'],
  });
  renderInDashboard(<RouterProvider router={router} />, { timeZone });
  return { calls, router };
}

describe('the master’s « Argent à régulariser » (decision 044)', () => {
  it('says what is missing per break, in French, with the amounts, since when in the admin’s zone, and where to settle it', async () => {
    const { calls, router } = show((_method, path) =>
      path === '/admin/money-rule/breaks'
        ? {
            status: 200,
            body: { data: [NOT_REFUNDED, REFUND_FAILED], total: 2, checkedAt: FOUND + 7_200_000 },
          }
        : path === '/admin/refunds'
          ? { status: 200, body: { data: [], next: null } }
          : { status: 404 },
    );
    expect(screen.getByRole('button', { name: 'Argent à régulariser' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Argent à régulariser' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (first === undefined || second === undefined) throw new Error('two breaks expected');

    expect(within(first).getByText('Encaissé, ni livré ni remboursé')).toBeTruthy();
    expect(within(first).getByText(/^À régulariser\u202f: 5\s050\sXOF$/, asWritten)).toBeTruthy();
    expect(within(first).getByText(/^Encaissé 5\s050\sXOF · livré 0\sXOF · remboursé 0\sXOF$/)).toBeTruthy();
    // The admin in Cotonou sees the hour it was found there.
    expect(within(first).getByText('Depuis le 28 nov. 2026, 00:14')).toBeTruthy();
    expect(within(first).getByText('Dépôt')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'Transaction 1XP-261127-COTO0014' }).getAttribute('href'),
    ).toBe('/transactions/1XP-261127-COTO0014?breaks=1');
    // Nothing to open elsewhere: the transaction is where it is settled.
    expect(within(first).getAllByRole('link')).toHaveLength(1);

    expect(within(second).getByText('Remboursement en échec\u202f: à régler', asWritten)).toBeTruthy();
    expect(within(second).getByText(/^À régulariser\u202f: 101\s000\sGNF$/, asWritten)).toBeTruthy();
    expect(screen.getByText('Dernière vérification le 28 nov. 2026, 02:14')).toBeTruthy();
    expect(screen.getByText('Fuseau horaire\u202f: Porto-Novo (UTC+1)', asWritten)).toBeTruthy();
    expect(screen.getByText(/^\d+ transactions? à régulariser/).textContent).toBe(
      '2 transactions à régulariser',
    );
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/money-rule/breaks' });

    // The failed refund's action opens the « Remboursements » view, where the failed ones are settled.
    fireEvent.click(
      within(second).getByRole('link', { name: 'Ouvrir le remboursement de 1XP-261127-CONA0021' }),
    );
    expect(await screen.findByText('Aucun remboursement échoué : rien à traiter.')).toBeTruthy();
    expect(router.state.location.search).toBe('?refunds=1');
    expect(screen.queryByRole('list', { name: 'Argent à régulariser' })).toBeNull();
  });

  it('says how many there are when only the oldest are shown, and a refund stuck in its own words', async () => {
    show(
      () => ({
        status: 200,
        body: {
          data: [{ ...REFUND_FAILED, kind: 'refund_stuck' }],
          total: 201,
          checkedAt: FOUND,
        },
      }),
      { timeZone: 'Africa/Abidjan' },
    );
    const list = await screen.findByRole('list', { name: 'Argent à régulariser' });
    expect(
      within(list).getByText('Remboursement en attente depuis plus de 2\u00a0h', asWritten),
    ).toBeTruthy();
    expect(within(list).getByText('Depuis le 28 nov. 2026, 00:14')).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: 'Ouvrir le remboursement de 1XP-261127-CONA0021' })
        .getAttribute('href'),
    ).toBe('/transactions?refunds=1&refund=pending');
    expect(screen.getByText(/^\d+ transactions? à régulariser/).textContent).toBe(
      '201 transactions à régulariser (la plus ancienne affichée)',
    );
  });

  it('says every franc is accounted for when there is no break, and when the check has not run yet', async () => {
    show(() => ({ status: 200, body: { data: [], total: 0, checkedAt: FOUND } }));
    expect(
      await screen.findByText(
        'Aucun écart\u202f: chaque franc encaissé a été livré ou remboursé.',
        asWritten,
      ),
    ).toBeTruthy();
    cleanup();
    show(() => ({ status: 200, body: { data: [], total: 0, checkedAt: null } }));
    expect(
      await screen.findByText(
        'La vérification n’a pas encore tourné\u202f: rien à montrer pour le moment.',
        asWritten,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Dernière vérification/)).toBeNull();
  });

  it('says so when the list cannot be read, and reads it again on demand', async () => {
    let down = true;
    const { calls } = show(() =>
      down
        ? { status: 500, body: { error: 'internal', message: 'Erreur interne.' } }
        : { status: 200, body: { data: [NOT_REFUNDED], total: 1, checkedAt: FOUND } },
    );
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('list', { name: 'Argent à régulariser' })).toBeNull();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Argent à régulariser' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/admin/money-rule/breaks')).toHaveLength(2);
  });

  it('is no view of an agent’s: no entry, and its address hears the server’s refusal', async () => {
    show(() => ({ status: 403, body: { error: 'forbidden', message: 'Action non permise.' } }), {
      isMaster: false,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Action non permise');
    expect(screen.queryByRole('button', { name: 'Argent à régulariser' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remboursements' })).toBeNull();
  });
});
