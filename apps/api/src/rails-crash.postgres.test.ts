import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomers, waitUntil } from './testing/deposit-load.ts';
import { expectDepositsDelivered, waitUntilDelivered } from './testing/deposit-proof.ts';
import { startFakeParticipant } from './testing/pispi/fake-participant.ts';
import type { FakePispi } from './testing/pispi/fake-pispi.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';
import { kill } from './testing/servers/server-process.ts';

// Runs only in the PostgreSQL suite. The crash test of the card and bank rails (issue 36): a card payment and a bank
// payment are made on a server that is killed with SIGKILL at once, while their first jobs run; the other server and
// the restarted one take the jobs over (claims of 5 s). Each payment still reaches its payer's step, keeps what the
// payer acts on (the card page, the PI-SPI QR code), is paid once (the card page, the request accepted in the bank
// app), and is handed to delivery once, its ledger balanced.

describe('a card and a bank payment across a SIGKILL of the server that took them', () => {
  let cluster: ServerCluster;
  let fake: FakePispi;
  beforeAll(async () => {
    const participant = await startFakeParticipant('crash', 1);
    fake = participant.fake;
    cluster = await startServerCluster('rails', ['a', 'b'], undefined, {
      JOB_CLAIM_SECONDS: '5',
      ...participant.settings,
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await fake?.close();
  }, 60_000);

  it('pays each once and hands it to delivery once, the ledger balanced', async () => {
    const { client, servers } = cluster;
    const [first, second] = servers;
    if (first === undefined || second === undefined) throw new Error('servers did not start');
    const [customer] = await registerCustomers([second.base], 1);
    if (customer === undefined) throw new Error('no customer');
    const pay = async (base: string, operator: 'card' | 'bank', key: string) => {
      const response = await fetch(`${base}/1xpay/api/transactions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.apiKey}`,
          'idempotency-key': key,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          type: 'deposit',
          country: 'BJ',
          operator,
          // The fake's payer bank app waits for `answer` unless the alias ends in 00–03 or 99.
          payerPhone: operator === 'card' ? '+2290196111100' : '+2290196222242',
          amount: 5_000,
        }),
      });
      return { status: response.status, body: (await response.json()) as { reference?: string } };
    };
    const keys = { card: randomUUID(), bank: randomUUID() };
    const card = await pay(first.base, 'card', keys.card);
    const bank = await pay(first.base, 'bank', keys.bank);
    expect([card.status, bank.status]).toEqual([201, 201]);
    expect(await kill(first)).toBe('SIGKILL');
    const restarted = await cluster.startAnother('a2');
    // The same keys on the restarted server: the same payments, replayed, never a second one.
    const again = await pay(restarted.base, 'card', keys.card);
    expect(again.body.reference).toBe(card.body.reference);
    const references = [card.body.reference ?? '', bank.body.reference ?? ''];

    /** Where a payment stands, and what its payer acts on. */
    const state = async (reference: string) =>
      (
        await client.query<{ status_code: number; kind: string | null }>(
          `select status_code, payer_action->>'kind' as kind from transactions where reference = $1`,
          [reference],
        )
      ).rows[0];
    expect(
      await waitUntil(
        async () => {
          const [c, b] = await Promise.all(references.map(state));
          return c?.status_code === 204 && b?.status_code === 204;
        },
        { timeoutMs: 60_000, intervalMs: 100 },
      ),
    ).toBe(true);
    expect(await state(references[0] ?? '')).toEqual({ status_code: 204, kind: 'redirect' });
    expect(await state(references[1] ?? '')).toEqual({ status_code: 204, kind: 'scan' });
    // One payment request at the participant, whatever the crash did.
    expect([...fake.records.values()].filter((record) => record.txId === references[1])).toHaveLength(1);

    // The payers act: the card page with a test card, the request accepted in the bank app.
    const paid = await fetch(`${restarted.base}/1xpay/sandbox/transactions/${references[0]}/card`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' }),
    });
    expect(paid.status).toBe(200);
    fake.answer(references[1] ?? '', 'accept');

    // Each handed to delivery once, with one key, one operation and its collection booked; the ledger balanced.
    await waitUntilDelivered(client, 2, 60_000);
    await expectDepositsDelivered(client, 2, new Set(references));
  }, 240_000);
});
