import { errorMessage, TEST_CARDS, THREE_DS_TEST_CODE } from '@1xpay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, transactions } from '../../db/schema.ts';
import { customer } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// Issue 36, decision 068: in the sandbox a card payment is paid on the sandbox's own card page, as on a card
// processor's hosted page; its test cards script every outcome, and no number is kept.

let t: TestApp;
let journeys: ReturnType<typeof paymentJourneys>;

beforeAll(async () => {
  t = await createTestApp();
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

const card = (outcome: string) => {
  const found = TEST_CARDS.find((one) => one.outcome === outcome);
  if (found === undefined) throw new Error(`no test card for ${outcome}`);
  return found.number.replace(/(\d{4})(?=\d)/g, '$1 ');
};
const VALID = { expiry: '12/99', cvc: '123' };

/** A card deposit waiting on its card page (204), by a number whose digits would approve mobile money at once. */
async function cardPayment() {
  const paid = await journeys.payFrom('00', { operator: 'card' });
  await journeys.runJobs();
  return paid;
}

describe('the card rail in the sandbox', () => {
  it('is offered in the XOF countries, never in Gabon, and pays nobody out; bank transfers wait for PI-SPI', async () => {
    const { body } = await t.visitor.get('/api/operators');
    const rail = (country: string, id: string) =>
      body.countries.find((one) => one.country === country)?.operators.find((one) => one.id === id);
    expect(rail('BJ', 'card')).toMatchObject({ offered: true, payoutAvailable: false });
    expect(rail('SN', 'card')).toMatchObject({ offered: true });
    expect(rail('GA', 'card')).toBeUndefined();
    expect(rail('BJ', 'bank')).toMatchObject({ offered: false, payoutAvailable: false });
  });

  it('waits for the card page, whatever the payer’s number, and says where it is', async () => {
    const { reference, payer } = await cardPayment();
    const detail = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(detail.body).toMatchObject({
      status: { statusCode: 204 },
      payerAction: { kind: 'redirect', url: `${TEST_ORIGIN}/app/card?reference=${reference}` },
    });
  });

  it('passes the 3-D Secure challenge with its test code, then the payment is paid', async () => {
    const { reference, payer } = await cardPayment();
    const path = `/sandbox/transactions/${reference}/card` as const;
    const first = await t.as(payer).post(path, { number: card('challenge'), ...VALID });
    expect(first.body).toEqual({ outcome: 'challenge' });
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
    const passed = await t
      .as(payer)
      .post(path, { number: card('challenge'), ...VALID, code: THREE_DS_TEST_CODE });
    expect(passed.body).toMatchObject({ outcome: 'settled', transaction: { reference, statusCode: 230 } });
    const detail = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(detail.body.payerAction).toBeNull();
  });

  it.each([
    ['the challenge failed', 'challenge', '000000', 450],
    ['a card without 3-D Secure', 'no3ds', undefined, 414],
    ['a declined card', 'declined', undefined, 450],
    ['insufficient funds', 'insufficientFunds', undefined, 460],
  ])('ends %s in its §8 code', async (_name, outcome, code, statusCode) => {
    const { reference, payer } = await cardPayment();
    const answer = await t.as(payer).post(`/sandbox/transactions/${reference}/card`, {
      number: card(outcome),
      ...VALID,
      ...(code === undefined ? {} : { code }),
    });
    expect(answer.body).toMatchObject({
      outcome: 'settled',
      transaction: { statusCode, finished: true },
    });
    // The customer's app reads the code's message of §8 in its language.
    const statuses = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(statuses.body.status).toMatchObject({ statusCode, finished: true });
    expect(errorMessage(statusCode)).not.toBe('');
  });

  it('refuses what no card page would take, in French, and keeps no card number', async () => {
    const { reference, payer } = await cardPayment();
    const path = `/sandbox/transactions/${reference}/card` as const;
    const luhn = await t.as(payer).post(path, { number: '4242 4242 4242 4241', ...VALID });
    expect([luhn.status, errorOf(luhn).error]).toEqual([400, 'validation_failed']);
    expect(JSON.stringify(luhn.body)).toContain('number');
    const expired = await t.as(payer).post(path, { number: card('approved'), expiry: '01/20', cvc: '123' });
    expect([expired.status, errorOf(expired).message]).toEqual([
      400,
      'Cette carte a expiré\u202f: vérifiez la date d’expiration.',
    ]);
    const stranger = await customer(t.deps);
    const foreign = await t.as(stranger).post(path, { number: card('approved'), ...VALID });
    expect(foreign.status).toBe(404);
    const mobile = await journeys.payFrom('42');
    await journeys.runJobs();
    const notCard = await t
      .as(mobile.payer)
      .post(`/sandbox/transactions/${mobile.reference}/card`, { number: card('approved'), ...VALID });
    expect([notCard.status, errorOf(notCard).message]).toEqual([
      409,
      'Cette transaction ne se paie pas par carte.',
    ]);
    const paid = await t.as(payer).post(path, { number: card('approved'), ...VALID });
    expect(paid.body).toMatchObject({ outcome: 'settled', transaction: { statusCode: 230 } });
    const again = await t.as(payer).post(path, { number: card('approved'), ...VALID });
    expect(again.status).toBe(409);
    // Nothing of a card is kept: not in the transactions, not in the audit log.
    const kept = JSON.stringify(
      [await t.deps.db.select().from(transactions), await t.deps.db.select().from(auditLog)],
      (_key, value) => (typeof value === 'bigint' ? String(value) : value),
    );
    for (const number of TEST_CARDS.map((one) => one.number)) expect(kept).not.toContain(number);
    expect(kept).toContain('sandbox.card');
  });
});
