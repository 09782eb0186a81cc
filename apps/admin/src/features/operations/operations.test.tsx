// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/admin/operations"}
import type { QueuedOperation } from '@1xpay/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDashboard } from '../../testing/fake-api.tsx';
import { QueueLiveProvider } from './live.tsx';
import { Operations } from './operations.tsx';

const AGENT = '5b0c4f2e-8d7a-4a51-9c3e-1f2a3b4c5d6e';
const NOW = Date.UTC(2026, 10, 28, 10, 0);

const DEPOSIT: QueuedOperation = {
  reference: '1XP-261128-AAAA0001',
  type: 'deposit',
  amount: 25_000,
  currency: 'XOF',
  country: 'BJ',
  operator: 'mtn',
  customerName: 'Awa Traoré',
  customerPhone: '+2290196123400',
  payerPhone: '+2290196123400',
  beneficiaryPhone: null,
  accountId1xBet: '123456789',
  operationStatus: 'pending',
  failureMessage: null,
  deliveryReference: null,
  adminId: AGENT,
  claimedAt: null,
  createdAt: NOW - 20 * 60_000,
  updatedAt: NOW - 20 * 60_000,
};
const TRANSFER: QueuedOperation = {
  ...DEPOSIT,
  reference: '1XP-261128-BBBB0002',
  type: 'transfer',
  amount: 10_000,
  currency: 'XAF',
  country: 'CM',
  operator: 'orange',
  customerName: 'Ibrahim Sow',
  customerPhone: '+237670000001',
  beneficiaryPhone: '+237690112233',
  accountId1xBet: null,
  createdAt: NOW - 3 * 60_000,
  updatedAt: NOW - 3 * 60_000,
};

const WITHDRAWAL: QueuedOperation = {
  ...DEPOSIT,
  reference: '1XP-261128-CCCC0003',
  type: 'withdrawal',
  amount: 10_000,
  receivedAmount: 9_800,
  receivedCurrency: 'XOF',
  withdrawalCodeHint: '4821',
  partnerReference: 'sbx_w_1XP-261128-CCCC0003',
  createdAt: NOW - 5 * 60_000,
  updatedAt: NOW - 5 * 60_000,
};

type Sent = { method: string; url: URL; body: unknown };

/** The API at the HTTP boundary, every request kept with its query. */
function stubApi(answer: (method: string, url: URL) => { status: number; body?: unknown }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = answer(method, url);
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** A stand-in for the browser's EventSource: the test opens it and sends its events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, () => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.setItem('1xpay.admin', JSON.stringify({ uuid: AGENT, isMaster: false }));
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  FakeEventSource.last = undefined;
});

const queryOf = (sent: Sent[]) =>
  sent
    .filter((call) => call.url.pathname === '/1xpay/admin/operation-queue')
    .map((call) => Object.fromEntries(call.url.searchParams));

function show(answer: Parameters<typeof stubApi>[0], path = '/operations') {
  const sent = stubApi(answer);
  const router = createMemoryRouter(
    [
      { path: '/operations', element: <Operations /> },
      { path: '/transactions/:reference', element: <p>Détail de la transaction</p> },
    ],
    { initialEntries: [path] },
  );
  renderInDashboard(
    <QueueLiveProvider enabled>
      <RouterProvider router={router} />
    </QueueLiveProvider>,
  );
  return { sent, router };
}

const queueAnswer =
  (rows: QueuedOperation[]) =>
  (method: string, url: URL): { status: number; body?: unknown } => {
    if (url.pathname.endsWith('/operation-queue/counts'))
      return { status: 200, body: { todo: rows.length, claimed: 0, oldestSince: null } };
    if (url.pathname.endsWith('/operation-queue')) return { status: 200, body: { data: rows, next: null } };
    if (method === 'POST')
      return {
        status: 200,
        body: { transactionReference: DEPOSIT.reference, operationStatus: 'success', failureMessage: null },
      };
    return { status: 404 };
  };

describe('the operations queue', () => {
  it('opens on « À traiter », oldest first, with what delivering each operation needs', async () => {
    const { sent } = show(queueAnswer([DEPOSIT, TRANSFER]));
    const list = await screen.findByRole('list', { name: '2 opérations' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (first === undefined || second === undefined) throw new Error('two rows expected');
    expect(
      within(first).getByRole('link', { name: `Ouvrir la transaction ${DEPOSIT.reference}` }),
    ).toBeTruthy();
    expect(first.textContent).toContain('25\u202f000\u00a0XOF');
    expect(first.textContent).toContain('Awa Traoré');
    expect(first.textContent).toContain('+229 01 96 12 34 00');
    expect(first.textContent).toContain('1xBet n° 123456789');
    expect(first.textContent).toContain('MTN MoMo · Bénin');
    expect(first.textContent).toContain('En retard');
    expect(second.textContent).toContain('10\u202f000\u00a0XAF');
    expect(second.textContent).toContain('+237 690 11 22 33');
    expect(second.textContent).toContain('Reste 12 min');
    expect(screen.getByRole('tab', { name: 'À traiter (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(queryOf(sent)[0]).toEqual({ tab: 'todo', limit: '50' });
    // Nothing finished here says « Pas encore ».
    expect(document.body.textContent).not.toContain('Pas encore');
  });

  it('shows a withdrawal with what the agent pays, the number paid and the end of the confirmed code', async () => {
    show(queueAnswer([WITHDRAWAL]));
    const list = await screen.findByRole('list', { name: '1 opération' });
    const [row] = within(list).getAllByRole('listitem');
    // What the customer receives (the amount less the fees taken from it), to their own number.
    expect(row?.textContent).toContain('9\u202f800\u00a0XOF');
    expect(row?.textContent).not.toContain('10\u202f000');
    expect(row?.textContent).toContain('+229 01 96 12 34 00');
    expect(row?.textContent).toContain('Code de retrait confirmé …4821');
    fireEvent.click(screen.getByRole('button', { name: `Terminer l’opération ${WITHDRAWAL.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer cette opération\u202f?' });
    expect(dialog.textContent).toContain('9\u202f800\u00a0XOF');
    expect(dialog.textContent).toContain('+229 01 96 12 34 00 · code confirmé …4821');
  });

  it('keeps its tab, search and filters in the URL and asks the API with them', async () => {
    const { sent, router } = show(queueAnswer([DEPOSIT]));
    await screen.findByRole('list', { name: '1 opération' });
    fireEvent.click(screen.getByRole('tab', { name: 'Terminées' }));
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'BJ' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
    await waitFor(() =>
      expect(queryOf(sent).at(-1)).toEqual({ tab: 'done', country: 'BJ', type: 'deposit', limit: '50' }),
    );
    expect(router.state.location.search).toBe('?tab=done&country=BJ&type=deposit');
    // The tabs' keyboard: → from « Terminées » comes back to « À traiter ».
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Terminées' }), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?country=BJ&type=deposit'));
    expect(document.activeElement?.textContent).toMatch(/^À traiter/);
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'Awa' } });
    await waitFor(() => expect(queryOf(sent).at(-1)?.q).toBe('Awa'), { timeout: 2_000 });
  });

  it('completes an operation from its row with the operator’s reference, after showing what is delivered', async () => {
    const { sent } = show(queueAnswer([DEPOSIT]));
    await screen.findByRole('list', { name: '1 opération' });
    fireEvent.click(screen.getByRole('button', { name: `Terminer l’opération ${DEPOSIT.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer cette opération\u202f?' });
    expect(dialog.textContent).toContain('25\u202f000\u00a0XOF');
    expect(dialog.textContent).toContain('Compte 1xBet 123456789');
    expect(dialog.textContent).toContain('MTN MoMo · Bénin');
    // Without the operator's reference, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la livraison' }));
    expect(
      await within(dialog).findByText('Recopiez le numéro de la transaction donné par l’opérateur.'),
    ).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Référence de la livraison'), {
      target: { value: ' MP241128.1532 ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Note (facultative)'), {
      target: { value: 'Fait à 10 h.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la livraison' }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1));
    const [post] = sent.filter((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(`/1xpay/admin/operations/${DEPOSIT.reference}/complete`);
    expect(post?.body).toEqual({ deliveryReference: 'MP241128.1532', note: 'Fait à 10 h.' });
  });

  it('delivers a transfer across currencies in the beneficiary’s currency, at the figures the customer accepted', async () => {
    const toGabon: QueuedOperation = {
      ...TRANSFER,
      amount: 25_000,
      currency: 'XOF',
      country: 'BJ',
      receivedAmount: 25_062,
      receivedCurrency: 'XAF',
      beneficiaryPhone: '+24174123456',
      beneficiaryCountry: 'GA',
      beneficiaryOperator: 'airtel',
    };
    show(queueAnswer([toGabon]));
    const list = await screen.findByRole('list', { name: '1 opération' });
    expect(list.textContent).toContain('25\u202f062\u00a0XAF');
    // Where the agent sends it: the beneficiary's operator and country, not the payer's MTN in Benin.
    expect(list.textContent).toContain('Airtel Money · Gabon');
    expect(list.textContent).not.toContain('Bénin');
    fireEvent.click(screen.getByRole('button', { name: `Terminer l’opération ${toGabon.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer cette opération\u202f?' });
    const summary = within(dialog).getByLabelText('L’opération');
    expect(summary.textContent).toContain('25\u202f062\u00a0XAF · Transfert');
    expect(summary.textContent).toContain('Envoyé par le client25\u202f000\u00a0XOF');
  });

  it('moves between rows by keyboard, completes with « t » and opens with Entrée', async () => {
    const { router } = show(queueAnswer([DEPOSIT, TRANSFER]));
    const list = await screen.findByRole('list', { name: '2 opérations' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (first === undefined || second === undefined) throw new Error('two rows expected');
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'j' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(second, { key: 't' });
    const dialog = await screen.findByRole('dialog', { name: 'Terminer cette opération\u202f?' });
    expect(dialog.textContent).toContain(TRANSFER.reference);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(second, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/transactions/${TRANSFER.reference}`));
  });

  it('shows a new operation when the event stream says the queue changed, without a reload', async () => {
    let rows = [DEPOSIT];
    show((method, url) => queueAnswer(rows)(method, url));
    await screen.findByRole('list', { name: '1 opération' });
    const source = FakeEventSource.last;
    if (source === undefined) throw new Error('no event stream opened');
    expect(source.url).toBe('/1xpay/admin/operation-queue/events');
    act(() => source.onopen?.());
    expect(await screen.findByText('En direct')).toBeTruthy();
    rows = [DEPOSIT, TRANSFER];
    act(() => source.listeners.get('changed')?.());
    expect(await screen.findByRole('list', { name: '2 opérations' })).toBeTruthy();
  });

  it('polls while the event stream is refused', async () => {
    show(queueAnswer([DEPOSIT]));
    await screen.findByRole('list', { name: '1 opération' });
    const source = FakeEventSource.last;
    if (source === undefined) throw new Error('no event stream opened');
    source.readyState = FakeEventSource.CLOSED;
    act(() => source.onerror?.());
    expect(await screen.findByText('Mise à jour toutes les 5 s')).toBeTruthy();
  });
});
