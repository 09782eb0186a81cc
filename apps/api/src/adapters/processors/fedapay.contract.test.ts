import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeFedapay,
} from '../../testing/fedapay/fake-fedapay.ts';
import { fedapayProcessor } from './fedapay.ts';
import type { CollectionStatus, PaymentProcessor } from './processor.ts';

/**
 * The adapter's contract with FedaPay: what the payments engine relies on, checked over HTTP. It always runs
 * against the fake FedaPay; with `FEDAPAY_SANDBOX_KEY` (a sandbox secret key, `sk_sandbox_…`) it runs the same
 * checks against FedaPay's sandbox (`FEDAPAY_SANDBOX_URL`, default https://sandbox-api.fedapay.com), so an operator
 * proves the integration in one command before going live:
 *
 *   FEDAPAY_SANDBOX_KEY=sk_sandbox_… npx vitest run --project api fedapay.contract
 *
 * `FEDAPAY_SANDBOX_PHONE` is the Beninese MTN number asked to pay (default +22966000001, a sandbox number).
 */

type Target = { apiUrl: string; secretKey: string; phone: string };

const SANDBOX_KEY = process.env.FEDAPAY_SANDBOX_KEY ?? '';
const LIMIT_MS = 30_000;
if (SANDBOX_KEY === '') {
  // biome-ignore lint/suspicious/noConsole: whoever runs the suite must read that the sandbox half did not run.
  console.info(
    'FedaPay contract: checked against the fake FedaPay only; set FEDAPAY_SANDBOX_KEY to check it against FedaPay’s sandbox.',
  );
}

function contract(target: () => Target) {
  let processor: PaymentProcessor;
  const reference = `1XP-CONTRACT-${randomBytes(4).toString('hex').toUpperCase()}`;
  const request = () => ({
    reference,
    amount: 200n,
    currency: 'XOF',
    country: 'BJ',
    operator: 'mtn',
    payerPhone: target().phone,
    description: `Contrat ${reference}`,
    customer: {
      firstName: 'Test',
      lastName: 'Contrat',
      email: `contrat.${reference.toLowerCase()}@example.bj`,
    },
  });
  let collection: string | undefined;

  beforeAll(() => {
    processor = fedapayProcessor({
      ...target(),
      webhookSecret: FAKE_WEBHOOK_SECRET,
      pollEveryMs: 60_000,
      callbackUrl: 'https://example.com/',
    });
  });

  it('opens a collection for a Beninese MTN payer, and finds the same one again by our reference', async () => {
    const opened = await processor.initiateCollection(request());
    if ('refused' in opened) throw new Error(`FedaPay refused the collection (${opened.refused})`);
    collection = opened.processorReference;
    expect(await processor.initiateCollection(request())).toEqual(opened);
  });

  it('pushes the payment request to the payer’s phone in its mode', async () => {
    if (collection === undefined) throw new Error('no collection opened');
    expect(await processor.requestPayment(collection, request())).toEqual({ kind: 'pending' });
  });

  it('reads where the collection stands as one of our statuses', async () => {
    if (collection === undefined) throw new Error('no collection opened');
    const status: CollectionStatus = await processor.getCollectionStatus(
      { processorReference: collection, payerPhone: target().phone, askedAt: new Date() },
      new Date(),
    );
    expect(['pending', 'paid', 'refused']).toContain(status.kind);
  });

  it('gives a card payment its hosted payment page, in XOF only: never in Gabon', async () => {
    const card = { ...request(), reference: `${reference}-C`, operator: 'card' };
    expect(processor.serves('BJ', 'card')).toBe(true);
    expect(processor.serves('GA', 'card')).toBe(false);
    expect(processor.paysBack('BJ', 'card')).toBe(false);
    const opened = await processor.initiateCollection(card);
    if ('refused' in opened) throw new Error(`FedaPay refused the card collection (${opened.refused})`);
    const asked = await processor.requestPayment(opened.processorReference, card);
    expect(asked).toEqual({ kind: 'pending', action: { kind: 'redirect', url: expect.any(String) } });
    const url = asked.kind === 'pending' && asked.action?.kind === 'redirect' ? asked.action.url : '';
    expect(new URL(url).protocol).toBe('https:');
    const found = await fetch(
      `${target().apiUrl}/v1/transactions/${encodeURIComponent(opened.processorReference)}`,
      { headers: { authorization: `Bearer ${target().secretKey}` } },
    );
    const created = (await found.json()) as { 'v1/transaction'?: { callback_url?: string } };
    // Back from the hosted page to the payment's live status screen.
    expect(created['v1/transaction']?.callback_url).toBe(
      `https://example.com/app/transaction?reference=${card.reference}`,
    );
    expect(
      await processor.initiateCollection({
        ...card,
        reference: `${reference}-G`,
        country: 'GA',
        currency: 'XAF',
      }),
    ).toEqual({ refused: 462 });
  });

  it('creates a payout, then sends it or says why not, one step a call', async () => {
    const payout = {
      reference,
      amount: 200n,
      currency: 'XOF',
      country: 'BJ',
      operator: 'mtn',
      phone: target().phone,
    };
    const created = await processor.payOut(payout);
    // Payouts are enabled per account by FedaPay: an account without them is refused, never left in doubt.
    if (created.kind === 'failed') return expect(created.message).not.toBe('');
    expect(created.kind).toBe('created');
    if (created.kind !== 'created') return;
    const next = await processor.payOut({ ...payout, payoutReference: created.payoutReference });
    expect(['pending', 'sent', 'failed']).toContain(next.kind);
  });
}

describe('FedaPay contract, against the fake FedaPay', () => {
  let url = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fake = await startFakeFedapay();
    url = fake.url;
    close = fake.close;
  });
  afterAll(() => close());
  contract(() => ({ apiUrl: url, secretKey: FAKE_SECRET_KEY, phone: '+22966000001' }));
});

describe.skipIf(SANDBOX_KEY === '')(
  `FedaPay contract, against FedaPay’s sandbox${SANDBOX_KEY === '' ? ' (skipped: FEDAPAY_SANDBOX_KEY is not set)' : ''}`,
  { timeout: LIMIT_MS },
  () => {
    contract(() => ({
      apiUrl: process.env.FEDAPAY_SANDBOX_URL ?? 'https://sandbox-api.fedapay.com',
      secretKey: SANDBOX_KEY,
      phone: process.env.FEDAPAY_SANDBOX_PHONE ?? '+22966000001',
    }));
  },
);
