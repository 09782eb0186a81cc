// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/transaction"}
import type { TransactionDetail } from '@1xpay/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ME, storeSignedIn } from '../../testing/fixtures.ts';
import { fakeApi, renderScreen } from '../../testing/render.tsx';
import { TransactionScreen } from './transaction.tsx';

beforeEach(storeSignedIn);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const REFERENCE = '1XP-261128-BA4K0001';
const AT = 1_795_600_000_000;
const QR = '00020136560012int.bceao.pi0136alias-de-test520400005303952540450505802BJ5901X6001X6304ABCD';

/** A deposit by bank at `statusCode`, with the PI-SPI request's action while it is open. */
function bankDetail(statusCode: number, steps: number[]): TransactionDetail {
  return {
    transaction: {
      reference: REFERENCE,
      senderUuid: ME.uuid,
      type: 'deposit',
      country: 'BJ',
      operator: 'bank',
      payerPhone: '+2290197000042',
      beneficiaryPhone: null,
      beneficiaryCountry: null,
      accountId1xBet: '123456789',
      amount: 5000,
      fees: 25,
      currency: 'XOF',
      createdAt: AT,
      updatedAt: AT,
    },
    status: { transactionReference: REFERENCE, statusCode, message: null, finished: false },
    operation: null,
    timeline: steps.map((code, index) => ({ statusCode: code, message: null, at: AT + index * 1000 })),
    sandbox: false,
    receiptToken: '0123456789abcdef0123456789abcdef',
    payerAction: { kind: 'scan', qr: QR, alias: '+2290197000042' },
  };
}

function show(detail: TransactionDetail) {
  fakeApi((_method, path) => {
    if (path === `/api/transactions/${REFERENCE}`) return { status: 200, body: detail };
    if (path === '/api/addresses') return { status: 200, body: [] };
    return undefined;
  });
  renderScreen(<TransactionScreen />, `/app/transaction?reference=${REFERENCE}`);
}

describe('a bank payment’s live status', () => {
  it('shows the PI-SPI QR code, the alias the request went to and what to do, not the phone’s approval', async () => {
    show(bankDetail(204, [201, 202, 203, 204]));
    const qr = await screen.findByRole('img', { name: 'QR code PI-SPI de la demande de paiement' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const request = document.querySelector('[data-bank-request]');
    // Spaced by narrow no-break spaces, as phone numbers are written.
    expect(request?.textContent?.replace(/\s/g, ' ')).toContain(
      'Demande de paiement envoyée à +229 01 97 00 00 42',
    );
    expect(request?.textContent).toContain(
      'Acceptez la demande dans l’application de votre banque ou scannez ce code.',
    );
    expect(screen.queryByText(/Approuvez le paiement sur le téléphone/)).toBeNull();
  });

  it('stops showing the code once the payment is collected', async () => {
    show(bankDetail(231, [201, 202, 203, 204, 230, 231]));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-bank-request]')).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code PI-SPI de la demande de paiement' })).toBeNull();
  });
});
