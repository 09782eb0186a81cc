import { randomUUID } from 'node:crypto';
import type { OperatorsConfig } from '@1xpay/contract';
import { findFeeRule, TARIFF_FEES } from '@1xpay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATORS } from '../../catalogue/default-operators.ts';
import { customer, master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { FAKE_OUR_ALIAS, startFakeParticipant } from '../../testing/pispi/fake-participant.ts';
import type { FakePispi } from '../../testing/pispi/fake-pispi.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pispiQrCrcHolds, pispiQrFields } from './pispi-qr.ts';

// The bank rail wired: PISPI_* settings make `bank` a rail of checkout, through the PI-SPI adapter and a fake
// participant over mutual TLS (its CA made here).

const OUR_ALIAS = FAKE_OUR_ALIAS;
const POLL_SECONDS = 5;

/** The default catalogue with `bank` enabled in Benin and in Gabon (where PI-SPI does not go). */
function withBank(config: OperatorsConfig): OperatorsConfig {
  const bank = {
    id: 'bank',
    enabled: true,
    delivery: 'payout' as const,
    minAmount: 100,
    maxAmount: 2_000_000,
  };
  return {
    ...config,
    countries: config.countries.map((country) =>
      ['BJ', 'GA'].includes(country.country) && !country.operators.some((entry) => entry.id === 'bank')
        ? { ...country, operators: [...country.operators, bank] }
        : country,
    ),
  };
}

async function offeredBank(t: TestApp) {
  const listed = await t.visitor.get('/api/operators');
  expect(listed.status).toBe(200);
  const bankIn = (country: string) =>
    listed.body.countries.find((entry) => entry.country === country)?.operators.find((o) => o.id === 'bank');
  return { BJ: bankIn('BJ')?.offered, GA: bankIn('GA')?.offered };
}

describe('the default catalogue', () => {
  it('lists bank in every UEMOA country it serves, never in Gabon, with its own fees', () => {
    const withBankIn = DEFAULT_OPERATORS.countries
      .filter((country) => country.operators.some((operator) => operator.id === 'bank'))
      .map((country) => country.country);
    expect(withBankIn).toEqual(['BJ', 'BF', 'CI', 'ML', 'SN', 'TG']);
    const deposit = findFeeRule(TARIFF_FEES, {
      type: 'deposit',
      country: 'CI',
      operator: 'bank',
      currency: 'XOF',
    });
    expect(deposit?.operator).toBe('bank');
  });
});

describe('bank without PI-SPI settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const boss = await master(t.deps);
    expect((await t.as(boss).post('/api/operators', withBank(DEFAULT_OPERATORS))).status).toBe(200);
  });
  afterAll(() => t.close());

  it('is not offered, even where the catalogue lists it, and a payment by bank is refused with 462', async () => {
    expect(await offeredBank(t)).toEqual({ BJ: false, GA: false });
    const payer = await customer(t.deps, { phoneNumber: '+2290196000155' });
    const created = await t
      .as(payer)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'BJ', operator: 'bank', payerPhone: '+2290196000155', amount: 5_000 },
        { idempotencyKey: randomUUID() },
      );
    expect(created.status).toBe(422);
    expect(created.text).toContain('462');
  });
});

describe('bank through PI-SPI', () => {
  let t: TestApp;
  let fake: FakePispi;
  let boss: Signed;
  beforeAll(async () => {
    const participant = await startFakeParticipant('checkout', POLL_SECONDS);
    fake = participant.fake;
    t = await createTestApp(participant.settings);
    boss = await master(t.deps);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('offers the default catalogue’s bank in its UEMOA countries only, once a bank processor is configured', async () => {
    const listed = await t.visitor.get('/api/operators');
    const offering = listed.body.countries
      .filter((country) => country.operators.some((o) => o.id === 'bank' && o.offered))
      .map((country) => country.country);
    expect(offering).toEqual(['BJ', 'BF', 'CI', 'ML', 'SN', 'TG']);
  });

  it('offers bank in the UEMOA, never in Gabon', async () => {
    expect((await t.as(boss).post('/api/operators', withBank(DEFAULT_OPERATORS))).status).toBe(200);
    expect(await offeredBank(t)).toEqual({ BJ: true, GA: false });
  });

  it('sends a request to pay and shows its QR code and alias in the detail, then is paid once accepted', async () => {
    const journeys = paymentJourneys(t);
    // An alias ending 42: the fake's payer app waits for an answer.
    const { reference, payer, phone } = await journeys.payFrom('42', { operator: 'bank' });
    await journeys.runDueJobs();
    const row = await journeys.statusOf(reference);
    expect([row?.processor, row?.statusCode]).toEqual(['pispi', 204]);
    const asked = fake.records.get(`demande:${reference}`);
    expect(asked).toMatchObject({ payeurAlias: phone, payeAlias: OUR_ALIAS, statut: 'ENVOYE' });
    expect(asked?.montant).toBe(Number((row?.amount ?? 0n) + (row?.fees ?? 0n)));

    const detail = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(detail.status).toBe(200);
    const action = detail.body.payerAction;
    if (action?.kind !== 'scan') throw new Error(`no scan action: ${JSON.stringify(action)}`);
    expect(action.alias).toBe(phone);
    expect(pispiQrCrcHolds(action.qr)).toBe(true);
    const fields = pispiQrFields(action.qr);
    expect(fields?.get('54')).toBe(String(asked?.montant));
    expect(fields?.get('58')).toBe('BJ');
    expect(fields?.get('36')).toContain(OUR_ALIAS);
    expect(fields?.get('62')).toContain(reference);

    fake.answer(reference, 'accept');
    t.clock.advance(POLL_SECONDS * 1000);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBeGreaterThanOrEqual(230);
    expect(await journeys.ledgerKinds(reference)).toContain('collection');
    const after = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(after.body.status.statusCode).not.toBe(204);
  });

  it('ends a request the payer refuses in their bank app with 450', async () => {
    const journeys = paymentJourneys(t);
    const { reference } = await journeys.payFrom('43', { operator: 'bank' });
    await journeys.runDueJobs();
    fake.answer(reference, 'refuse');
    t.clock.advance(POLL_SECONDS * 1000);
    await journeys.runDueJobs();
    const row = await journeys.statusOf(reference);
    expect([row?.statusCode, row?.finished]).toEqual([450, true]);
  });
});
