import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balances,
  isBalanced,
  type LedgerEntry,
  type LedgerEventKind,
  type LedgerTransaction,
  ledgerEntry,
  mayGoNegative,
} from './ledger.ts';

const deposit: LedgerTransaction = {
  reference: 'T1',
  type: 'deposit',
  currency: 'XOF',
  amount: 10_000n,
  fees: 100n,
  processor: 'sandbox',
};

describe('ledgerEntry', () => {
  it('books a collection: clearing debited with amount and fees, in transit and fees revenue credited', () => {
    expect(ledgerEntry('collection', deposit).postings).toEqual([
      { account: 'processor_clearing:sandbox', currency: 'XOF', amount: 10_100n },
      { account: 'customer_funds_in_transit', currency: 'XOF', amount: -10_000n },
      { account: 'fees_revenue', currency: 'XOF', amount: -100n },
    ]);
  });

  it('delivers a deposit to the partner, and a transfer out of the processor', () => {
    expect(ledgerEntry('delivery', deposit).postings).toEqual([
      { account: 'customer_funds_in_transit', currency: 'XOF', amount: 10_000n },
      { account: 'partner_payable:1xbet', currency: 'XOF', amount: -10_000n },
    ]);
    expect(ledgerEntry('delivery', { ...deposit, type: 'transfer' }).postings[1]).toEqual({
      account: 'processor_clearing:sandbox',
      currency: 'XOF',
      amount: -10_000n,
    });
  });

  it('reverses a collection into refunds due, fees included: the money has not moved yet', () => {
    expect(ledgerEntry('reversal', deposit).postings).toEqual([
      { account: 'customer_funds_in_transit', currency: 'XOF', amount: 10_000n },
      { account: 'fees_revenue', currency: 'XOF', amount: 100n },
      { account: 'refunds_due', currency: 'XOF', amount: -10_100n },
    ]);
    const entries = [ledgerEntry('collection', deposit), ledgerEntry('reversal', deposit)];
    expect(balances(entries)).toEqual(
      new Map([
        ['processor_clearing:sandbox|XOF', 10_100n],
        ['customer_funds_in_transit|XOF', 0n],
        ['fees_revenue|XOF', 0n],
        ['refunds_due|XOF', 10_100n],
      ]),
    );
  });

  it('undoes the collection entirely once the refund is sent, or records it paid outside', () => {
    const sent = [
      ledgerEntry('collection', deposit),
      ledgerEntry('reversal', deposit),
      ledgerEntry('refund', deposit),
    ];
    for (const [account, balance] of balances(sent)) expect([account, balance]).toEqual([account, 0n]);
    const outside = ledgerEntry('refund_outside', deposit);
    expect(outside.postings).toEqual([
      { account: 'refunds_due', currency: 'XOF', amount: 10_100n },
      { account: 'refunds_paid_outside', currency: 'XOF', amount: -10_100n },
    ]);
    const byHand = balances([ledgerEntry('collection', deposit), ledgerEntry('reversal', deposit), outside]);
    expect(byHand.get('refunds_due|XOF')).toBe(0n);
    expect(byHand.get('refunds_paid_outside|XOF')).toBe(10_100n);
  });
});

type Step = { tx: LedgerTransaction; kind: LedgerEventKind };

/** One transaction's money events: collected, then delivered or reversed (then refunded, or paid outside), or nothing yet. */
const lifecycle = fc
  .record({
    type: fc.constantFrom('deposit', 'withdrawal', 'transfer' as const),
    currency: fc.constantFrom('XOF', 'XAF'),
    amount: fc.bigInt({ min: 100n, max: 10n ** 12n }),
    fees: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    processor: fc.constantFrom('sandbox', 'fedapay'),
    ending: fc.constantFrom('delivered', 'reversed', 'refunded', 'paid outside', 'in flight', 'never paid'),
  })
  // A withdrawal's fees are taken from its amount, and one whose fees would take it all is refused at creation.
  .map(({ ending, ...rest }) => ({
    tx: {
      ...rest,
      fees: rest.type === 'withdrawal' ? rest.fees % rest.amount : rest.fees,
    } as Omit<LedgerTransaction, 'reference'>,
    ending,
  }));

describe('the ledger under random concurrent sequences', () => {
  it('keeps every entry balanced, every currency summing to zero, and no account below zero', () => {
    fc.assert(
      fc.property(
        fc.array(lifecycle, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat()),
        (lives, shuffle) => {
          // Each transaction's events in order; transactions interleaved at random, as concurrent requests would be.
          const queues: Step[][] = lives.map(({ tx, ending }, index) => {
            const full = { ...tx, reference: `T${index}` };
            if (ending === 'never paid') return [];
            const steps: Step[] = [{ tx: full, kind: 'collection' }];
            if (ending === 'delivered') steps.push({ tx: full, kind: 'delivery' });
            if (ending !== 'delivered' && ending !== 'in flight') steps.push({ tx: full, kind: 'reversal' });
            if (ending === 'refunded') steps.push({ tx: full, kind: 'refund' });
            if (ending === 'paid outside') steps.push({ tx: full, kind: 'refund_outside' });
            return steps;
          });
          const journal: LedgerEntry[] = [];
          let turn = 0;
          while (queues.some((queue) => queue.length > 0)) {
            const open = queues.filter((queue) => queue.length > 0);
            const queue = open[(shuffle[turn] ?? turn) % open.length];
            turn += 1;
            const step = queue?.shift();
            if (step === undefined) continue;
            const entry = ledgerEntry(step.kind, step.tx);
            expect(isBalanced(entry.postings)).toBe(true);
            journal.push(entry);
            for (const [key, balance] of balances(journal)) {
              const account = key.split('|')[0] ?? '';
              if (!mayGoNegative(account)) expect(balance >= 0n, `${key} went to ${balance}`).toBe(true);
            }
          }
          const sums = new Map<string, bigint>();
          for (const posting of journal.flatMap((entry) => entry.postings)) {
            sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amount);
          }
          for (const sum of sums.values()) expect(sum).toBe(0n);
        },
      ),
    );
  });
});
