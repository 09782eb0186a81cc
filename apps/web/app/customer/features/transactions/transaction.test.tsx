// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/transaction"}
import type { TransactionDetail } from '@1xpay/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowserPush, removeBrowserPush } from '../../testing/browser-push.ts';
import { ME, storeSignedIn } from '../../testing/fixtures.ts';
import { fakeApi, renderRoutes, renderScreen } from '../../testing/render.tsx';
import { TransactionScreen } from './transaction.tsx';

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removeBrowserPush();
  localStorage.clear();
});

const REFERENCE = '1XP-261125-ABCD1234';
const AT = 1_795_600_000_000;

/** The detail of a deposit at `statusCode`, with the steps it went through. */
function detail(
  statusCode: number,
  {
    finished = false,
    message = null as string | null,
    steps = [201, 202, 203, 204],
    type = 'deposit' as 'deposit' | 'transfer' | 'withdrawal',
  } = {},
): TransactionDetail {
  const withdrawal =
    type === 'withdrawal'
      ? { receivedAmount: 4950, receivedCurrency: 'XOF', withdrawalCodeHint: '4821' }
      : {};
  return {
    transaction: {
      reference: REFERENCE,
      senderUuid: ME.uuid,
      type,
      country: 'BJ',
      operator: 'mtn',
      payerPhone: '+2290197000057',
      beneficiaryPhone: type === 'transfer' ? '+22890123456' : null,
      beneficiaryCountry: type === 'transfer' ? 'TG' : null,
      accountId1xBet: type === 'transfer' ? null : '123456789',
      amount: 5000,
      fees: 50,
      currency: 'XOF',
      createdAt: AT,
      updatedAt: AT,
      ...withdrawal,
    },
    status: { transactionReference: REFERENCE, statusCode, message, finished },
    operation: null,
    timeline: steps.map((code, index) => ({ statusCode: code, message: null, at: AT + index * 1000 })),
    sandbox: true,
    receiptToken: '0123456789abcdef0123456789abcdef',
    payerAction: null,
  };
}

/** The short word of the live status's chip. */
const chip = () => document.querySelector('[data-status]')?.textContent;

describe('live status', () => {
  it('asks the phone’s approval at 204 (sandbox buttons), follows the payment to "Réussi", then stops asking', async () => {
    let current = detail(204);
    const api = fakeApi((method, path) => {
      if (path === `/api/transactions/${REFERENCE}`) return { status: 200, body: current };
      if (path === '/api/addresses') return { status: 200, body: [] };
      if (method === 'POST' && path === `/sandbox/transactions/${REFERENCE}/approve`) {
        current = detail(231, { steps: [201, 202, 203, 204, 230, 231] });
        return { status: 200, body: current.status };
      }
      return undefined;
    });
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    const label = await screen.findByRole('heading', { level: 1 });
    expect(label.textContent).toBe('En attente de l’approbation du paiement');
    expect(chip()).toBe('En attente');
    // The number grouped, kept whole by no-break spaces (the matcher reads them as spaces).
    const approve = screen.getByText('Approuvez le paiement sur le téléphone +229 01 97 00 00 57 (MTN MoMo)');
    expect(approve.textContent).toContain('+229\u00a001\u00a097\u00a000\u00a000\u00a057');
    // The operator's USSD menu, as a number the phone dials.
    expect(screen.getByRole('link', { name: '*880#' }).getAttribute('href')).toBe('tel:*880%23');

    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(label.textContent).toBe('Payé, dépôt en cours'));
    expect(chip()).toBe('Payé');
    current = detail(200, { finished: true, steps: [201, 202, 203, 204, 230, 231, 200] });
    await waitFor(() => expect(chip()).toBe('Réussi'), { timeout: 3000 });
    expect(label.textContent).toBe('Dépôt effectué');
    expect(screen.getByText('Votre compte de paris est crédité.')).toBeTruthy();
    expect(screen.queryByText('Mise à jour en direct')).toBeNull();

    const asked = () => api.calls.filter((call) => call.path === `/api/transactions/${REFERENCE}`).length;
    const then = asked();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(asked()).toBe(then);
  });

  it('shows a failure in §8’s French words, and the receipt with its QR code and short link', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(450, { finished: true, steps: [201, 202, 203, 204, 450] }) }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Annulée\u202f: vous avez annulé la transaction.',
    );
    expect(chip()).toBe('Échec');
    // Nothing was collected: the total is the one asked, never « payé ».
    expect(screen.getAllByText('Total demandé').length).toBe(2);
    expect(screen.queryByText('Total payé')).toBeNull();
    expect(screen.getByRole('img', { name: 'QR code de vérification du reçu' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'localhost:3000/r/0123456789abcdef0123456789abcdef' }),
    ).toBeTruthy();
    expect(screen.getAllByText('25 novembre 2026 à 09:46').length).toBeGreaterThan(0);
  });

  it('writes its times in the device’s zone, and the receipt names it (decision 040)', async () => {
    // Paid at 00:14 in Cotonou on 28 November 2026: 23:14Z the day before.
    const paid = detail(200, { finished: true });
    paid.transaction.createdAt = Date.UTC(2026, 10, 27, 23, 14);
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}` ? { status: 200, body: paid } : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`, {
      timeZone: 'Africa/Porto-Novo',
    });
    expect((await screen.findAllByText('28 novembre 2026 à 00:14')).length).toBe(2);
    const receipt = screen.getByRole('heading', { name: 'Reçu' }).closest('section');
    expect(receipt?.textContent).toContain('Fuseau horaire');
    expect(receipt?.textContent).toContain('Porto-Novo (UTC+1)');
    expect(receipt?.textContent).toContain('28 novembre 2026 à 00:14');
  });

  it('says a reference it cannot see is not found', async () => {
    fakeApi(() => undefined);
    renderScreen(<TransactionScreen />, '/app/transaction?reference=1XP-INCONNUE');
    expect(await screen.findByText('Transaction introuvable')).toBeTruthy();
  });

  it('copies the reference and says so (§8’s words), or that the browser cannot copy', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(200, { finished: true }) }
        : undefined,
    );
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Copier la référence' }));
    await waitFor(() => expect(screen.getByText('Texte copié')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(REFERENCE);
  });

  it('offers notifications under the live status, where the browser can and has not asked yet', async () => {
    fakeBrowserPush();
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(204) }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    const card = await screen.findByRole('region', {
      name: 'Être prévenu quand votre paiement avance\u202f?',
    });
    const status = screen.getByRole('heading', { level: 1 });
    expect(status.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activer les notifications' })).toBeTruthy();
  });
});

describe('a card payment waiting for its card', () => {
  it('opens the sandbox’s card page in the reader’s language: /en/app/card from /en/app', async () => {
    const waiting = detail(204);
    waiting.transaction.operator = 'card';
    waiting.payerAction = { kind: 'redirect', url: `/app/card?reference=${REFERENCE}` };
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: waiting }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderRoutes(
      [
        { path: '/en/app/transaction', element: <TransactionScreen /> },
        { path: '/en/app/card', element: <p>The card page in English</p> },
      ],
      `/en/app/transaction?reference=${REFERENCE}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Payer par carte' }));
    expect(await screen.findByText('The card page in English')).toBeTruthy();
  });
});

describe('a transfer, its steps and its receipt', () => {
  it('is worded as a transfer, never as a deposit, with the beneficiary’s number grouped', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(231, { type: 'transfer', steps: [201, 202, 203, 204, 230, 231] }) }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    const label = await screen.findByRole('heading', { level: 1 });
    expect(label.textContent).toBe('Payé, transfert en cours');
    expect(chip()).toBe('Payé');
    expect(document.body.textContent).not.toMatch(/dépôt/i);
    expect(screen.getByText('Paiement reçu : nous envoyons l’argent au bénéficiaire.').textContent).toContain(
      '\u202f:',
    );
    expect(screen.getByText('+228 90 12 34 56').textContent).toBe('+228\u00a090\u00a012\u00a034\u00a056');
    expect(screen.getByText('Le bénéficiaire reçoit')).toBeTruthy();
  });

  it('says, across currencies, what the beneficiary receives at the rate fixed at creation, with currency codes', async () => {
    const toGabon = detail(231, { type: 'transfer', steps: [201, 202, 203, 204, 230, 231] });
    toGabon.transaction.beneficiaryCountry = 'GA';
    toGabon.transaction.beneficiaryPhone = '+24107123456';
    toGabon.transaction.receivedAmount = 25_062;
    toGabon.transaction.receivedCurrency = 'XAF';
    toGabon.transaction.rate = '1.0025';
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: toGabon }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Payé, transfert en cours');
    const received = screen.getByText('Le bénéficiaire reçoit').closest('div');
    expect(received?.textContent?.replace(/\s/g, ' ')).toContain('25 062 XAF');
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('1 XOF = 1,0025 XAF');
    expect(screen.getByText('+241 07 12 34 56')).toBeTruthy();
  });

  it('leaves out what arrives across currencies when the transaction predates those figures', async () => {
    const toGabon = detail(231, { type: 'transfer', steps: [201, 202, 203, 204, 230, 231] });
    toGabon.transaction.beneficiaryCountry = 'GA';
    toGabon.transaction.beneficiaryPhone = '+24107123456';
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: toGabon }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Payé, transfert en cours');
    expect(screen.queryByText('Le bénéficiaire reçoit')).toBeNull();
  });

  it('shows done, current (with what to do now) and next steps apart', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(204) }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    await screen.findByRole('heading', { level: 1 });
    const steps = [...document.querySelectorAll<HTMLElement>('[data-timeline] > li')];
    expect(steps.map((step) => step.dataset.step)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'next',
      'next',
    ]);
    const current = steps[3] as HTMLElement;
    expect(current.textContent).toContain('En cours\u202f: En attente de l’approbation du paiement');
    expect(current.textContent).toContain(
      'À faire maintenant\u202f: Approuvez la demande de paiement sur votre téléphone.',
    );
    expect(steps.slice(4).map((step) => step.textContent)).toEqual([
      'À venir\u202f: Paiement reçu',
      'À venir\u202f: Compte de paris crédité',
    ]);
    expect(steps[0]?.textContent).toContain('Fait\u202f: Validation des informations en cours');
  });

  it('issues no receipt before a final status: a « Demande de paiement » instead, without QR code', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(235, { steps: [201, 202, 203, 204, 230, 235] }) }
        : path === '/api/addresses'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    expect(await screen.findByRole('heading', { name: 'Demande de paiement' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reçu' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code de vérification du reçu' })).toBeNull();
    expect(chip()).toBe('Bloqué');
    // Blocked, the money is collected: « Total payé » in the details and in the request.
    expect(screen.getAllByText('Total payé').length).toBe(2);
    expect(screen.queryByText('Total à payer')).toBeNull();
  });

  it('keeps references, numbers and amounts whole, and its buttons 44 px high', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? { status: 200, body: detail(200, { finished: true }) }
        : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    const reference = (await screen.findAllByText(REFERENCE))[0] as HTMLElement;
    expect(reference.className).toContain('whitespace-nowrap');
    expect(screen.getAllByText('5 050 F CFA', { selector: '.whitespace-nowrap' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Total payé').length).toBeGreaterThan(0);
    for (const button of screen.getAllByRole('button')) expect(button.className).toContain('min-h-11');
  });
});

describe('the live status of a withdrawal', () => {
  const text = (element: Element | null | undefined) => element?.textContent?.replace(/[\u00a0\u202f]/g, ' ');
  const moneyOf = (label: string) =>
    screen
      .getAllByText(label)
      .map((term) => text(term.nextElementSibling ?? term.parentElement?.lastElementChild));

  it('waits for the betting site, then says the code is confirmed and the money on its way, never a payment', async () => {
    let current = detail(201, { type: 'withdrawal', steps: [201] });
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}` ? { status: 200, body: current } : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    const label = await screen.findByRole('heading', { level: 1 });
    expect(label.textContent).toBe('Validation des informations en cours');
    expect(screen.getByText('Nous vérifions votre code de retrait auprès du site de paris.')).toBeTruthy();
    // No approval on the phone, no payment received: the partner confirms, then the money arrives.
    const ahead = [...document.querySelectorAll('[data-step="next"]')].map((step) => step.textContent);
    expect(ahead).toEqual([
      'À venir\u202f: Code confirmé par le site de paris',
      'À venir\u202f: Argent reçu sur votre numéro',
    ]);
    expect(screen.queryByText(/Approbation|Paiement reçu|Approuvez/)).toBeNull();
    expect(screen.getByText('Demande de retrait')).toBeTruthy();
    expect(moneyOf('Montant du retrait')).toEqual(['5 000 F CFA']);
    expect(moneyOf('Frais')).toEqual(['50 F CFA']);
    expect(moneyOf('Vous recevez')).toEqual(['4 950 F CFA', '4 950 F CFA']);
    expect(screen.queryByText(/Total/)).toBeNull();
    expect(screen.getByText('…4821')).toBeTruthy();
    expect(screen.getByText('Numéro payé')).toBeTruthy();

    current = detail(231, { type: 'withdrawal', steps: [201, 230, 231] });
    await waitFor(
      () => expect(label.textContent).toBe('Code confirmé, versement sur votre numéro en cours'),
      {
        timeout: 3000,
      },
    );
    expect(chip()).toBe('Confirmé');
    expect(
      screen.getByText(
        'Le site de paris a confirmé votre code\u202f: nous envoyons l’argent sur votre numéro.',
        {
          normalizer: (value) => value,
        },
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Payé|Paiement reçu|Total payé/);
  });

  it('ends « Réussi » with a receipt of the withdrawal’s amount and what was received', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? {
            status: 200,
            body: detail(200, { type: 'withdrawal', finished: true, steps: [201, 230, 231, 200] }),
          }
        : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Retrait effectué');
    expect(chip()).toBe('Réussi');
    expect(
      screen.getByText('L’argent de votre retrait est arrivé sur votre numéro mobile money.'),
    ).toBeTruthy();
    const receipt = screen.getByRole('heading', { name: 'Reçu' }).closest('section');
    expect(text(receipt)).toContain('Montant du retrait5 000 F CFA');
    expect(text(receipt)).toContain('Vous recevez4 950 F CFA');
    expect(document.body.textContent).not.toMatch(/Total/);
    expect(screen.getByRole('link', { name: 'Nouvelle opération' }).getAttribute('href')).toBe(
      '/app/withdraw',
    );
  });

  it('says a refused code in §8’s French sentence, and that nothing left the betting account', async () => {
    fakeApi((_method, path) =>
      path === `/api/transactions/${REFERENCE}`
        ? {
            status: 200,
            body: detail(470, {
              type: 'withdrawal',
              finished: true,
              steps: [201, 470],
              message: 'Code de retrait inconnu pour ce compte de paris.',
            }),
          }
        : undefined,
    );
    renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Code de retrait inconnu pour ce compte de paris.',
    );
    expect(chip()).toBe('Échec');
    expect(screen.getByText(/le montant reste sur votre compte de paris/)).toBeTruthy();
    const receipt = screen.getByRole('heading', { name: 'Reçu' }).closest('section');
    expect(text(receipt)).toContain('Montant du retrait5 000 F CFA');
    expect(text(receipt)).not.toContain('Vous recevez');
    // Nor do the details: nothing was paid out.
    expect(screen.queryByText('Vous recevez')).toBeNull();
    expect(screen.getByRole('link', { name: 'Réessayer' }).getAttribute('href')).toBe('/app/withdraw');
  });
});
