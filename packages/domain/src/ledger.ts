/**
 * Double-entry bookkeeping of the money the service moves. An entry is a set of postings that sum to zero in
 * every currency (debits positive, credits negative); balances are derived by adding postings, never edited.
 *
 * Accounts:
 *   processor_clearing:<processor>  asset      money held at the processor (collected, not yet paid out)
 *   customer_funds_in_transit       liability  collected money owed to a delivery (betting account, beneficiary)
 *   fees_revenue                    revenue    our fees
 *   partner_payable:<partner>       liability  owed to the betting partner for accounts we credited
 *   partner_receivable:<partner>    asset      owed by the betting partner for withdrawals it confirmed, until the
 *                                              money is taken from it (delivery) or put back on the betting account
 *   refunds_due                     liability  collected money owed back to the payer (a reversal), until the
 *                                              processor sends the refund or the master admin records it paid
 *   refunds_paid_outside            liability  refunds the master admin recorded as paid outside the system (by
 *                                              hand, from the processor's dashboard): what the processor still holds
 *                                              for them is to be settled with it by hand
 */
export type Posting = { account: string; currency: string; amount: bigint };
export type LedgerEntry = { kind: LedgerEventKind; reference: string; postings: Posting[] };
export type LedgerEventKind = 'collection' | 'delivery' | 'reversal' | 'refund' | 'refund_outside';

/** Every kind of entry, as the database's CHECK on `ledger_entries.kind` lists them (migration 0022). */
export const LEDGER_EVENT_KINDS: readonly LedgerEventKind[] = [
  'collection',
  'delivery',
  'reversal',
  'refund',
  'refund_outside',
];

export const ACCOUNTS = {
  processorClearing: (processor: string) => `processor_clearing:${processor}`,
  inTransit: 'customer_funds_in_transit',
  feesRevenue: 'fees_revenue',
  partnerPayable: (partner: string) => `partner_payable:${partner}`,
  partnerReceivable: (partner: string) => `partner_receivable:${partner}`,
  refundsDue: 'refunds_due',
  refundsPaidOutside: 'refunds_paid_outside',
} as const;

/**
 * Which side an account's balance lives on: assets (the processors' clearing accounts, what the partner owes) are
 * debit-normal, the others credit-normal. The database keeps the balances by the same rule (apps/api migrations
 * 0009 and 0031, `ledger_balances`): change both together.
 */
export function normalSide(account: string): 'debit' | 'credit' {
  return account.startsWith('processor_clearing:') || account.startsWith('partner_receivable:')
    ? 'debit'
    : 'credit';
}

/**
 * Every account of this ledger holds a balance on its normal side that may never go below zero. The database
 * enforces it (a CHECK on `ledger_balances`, migration 0009): an account allowed below zero needs that CHECK changed.
 */
export function mayGoNegative(_account: string): boolean {
  return false;
}

export type LedgerTransaction = {
  reference: string;
  type: 'deposit' | 'withdrawal' | 'transfer';
  currency: string;
  amount: bigint;
  fees: bigint;
  processor: string;
  partner?: string;
};

/**
 * The entry for one money event of a transaction:
 * - collection (paid at the processor): Dr clearing amount+fees; Cr in transit amount; Cr fees revenue fees.
 * - delivery: Dr in transit amount; Cr partner payable (a deposit credited to a betting account) or Cr clearing
 *   (a transfer paid out).
 * - reversal (a collected payment ended without delivery: delivery failed, reversed by the master admin, or paid
 *   after it had ended unpaid): the money is owed back, fees included, but has not moved yet: Dr in transit amount;
 *   Dr fees revenue fees; Cr refunds due amount+fees.
 * - refund (the processor says the refund is sent): Dr refunds due amount+fees; Cr clearing amount+fees.
 * - refund_outside (the master admin recorded the refund as paid outside the system): Dr refunds due amount+fees;
 *   Cr refunds paid outside amount+fees.
 *
 * A withdrawal (decision 062) is paid by the betting partner, not by the customer: `amount` is what the partner
 * pays, the fees are taken from it and the customer receives amount − fees (withdrawalReceived):
 * - collection (the partner confirmed the code): Dr partner receivable amount; Cr in transit amount − fees; Cr fees
 *   revenue fees.
 * - delivery: the money taken from the partner (Dr clearing amount; Cr partner receivable amount), then paid out to
 *   the customer's number (Dr in transit amount − fees; Cr clearing amount − fees): our fees stay in clearing.
 * - reversal: Dr in transit amount − fees; Dr fees revenue fees; Cr refunds due amount.
 * - refund (the partner put the money back on the betting account): Dr refunds due amount; Cr partner receivable
 *   amount. refund_outside as above, for amount.
 */
export function ledgerEntry(kind: LedgerEventKind, tx: LedgerTransaction): LedgerEntry {
  const { currency } = tx;
  const clearing = ACCOUNTS.processorClearing(tx.processor);
  const post = (account: string, value: bigint): Posting => ({ account, currency, amount: value });
  const postings =
    tx.type === 'withdrawal' ? withdrawalPostings(kind, tx, post) : paymentPostings(kind, tx, clearing, post);
  return { kind, reference: tx.reference, postings: postings.filter((posting) => posting.amount !== 0n) };
}

type Post = (account: string, value: bigint) => Posting;

function paymentPostings(kind: LedgerEventKind, tx: LedgerTransaction, clearing: string, post: Post) {
  const { amount, fees } = tx;
  if (kind === 'collection')
    return [
      post(clearing, amount + fees),
      post(ACCOUNTS.inTransit, -amount),
      post(ACCOUNTS.feesRevenue, -fees),
    ];
  if (kind === 'delivery')
    return [
      post(ACCOUNTS.inTransit, amount),
      post(tx.type === 'deposit' ? ACCOUNTS.partnerPayable(tx.partner ?? '1xbet') : clearing, -amount),
    ];
  if (kind === 'reversal')
    return [
      post(ACCOUNTS.inTransit, amount),
      post(ACCOUNTS.feesRevenue, fees),
      post(ACCOUNTS.refundsDue, -(amount + fees)),
    ];
  return [
    post(ACCOUNTS.refundsDue, amount + fees),
    post(kind === 'refund' ? clearing : ACCOUNTS.refundsPaidOutside, -(amount + fees)),
  ];
}

function withdrawalPostings(kind: LedgerEventKind, tx: LedgerTransaction, post: Post) {
  const { amount, fees } = tx;
  const clearing = ACCOUNTS.processorClearing(tx.processor);
  const receivable = ACCOUNTS.partnerReceivable(tx.partner ?? '1xbet');
  const received = amount - fees;
  if (kind === 'collection')
    return [post(receivable, amount), post(ACCOUNTS.inTransit, -received), post(ACCOUNTS.feesRevenue, -fees)];
  if (kind === 'delivery')
    return [
      post(clearing, amount),
      post(receivable, -amount),
      post(ACCOUNTS.inTransit, received),
      post(clearing, -received),
    ];
  if (kind === 'reversal')
    return [
      post(ACCOUNTS.inTransit, received),
      post(ACCOUNTS.feesRevenue, fees),
      post(ACCOUNTS.refundsDue, -amount),
    ];
  return [
    post(ACCOUNTS.refundsDue, amount),
    post(kind === 'refund' ? receivable : ACCOUNTS.refundsPaidOutside, -amount),
  ];
}

/**
 * What the customer receives from a withdrawal of `amount` with `fees`: the fees are taken from what the partner
 * pays (zero when they would take it all: such a withdrawal is refused before it is created).
 */
export function withdrawalReceived(amount: bigint, fees: bigint): bigint {
  return amount > fees ? amount - fees : 0n;
}

/** What a transaction's collection brings in: amount and fees paid by the customer, or a withdrawal's amount. */
export function collectedAmount(tx: { type: string; amount: bigint; fees: bigint }): bigint {
  return tx.type === 'withdrawal' ? tx.amount : tx.amount + tx.fees;
}

/** True when the postings sum to zero in every currency. */
export function isBalanced(postings: readonly Posting[]): boolean {
  const sums = new Map<string, bigint>();
  for (const posting of postings)
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amount);
  return [...sums.values()].every((sum) => sum === 0n);
}

/** Balances per account and currency, each on its account's normal side (positive = normal). */
export function balances(entries: readonly LedgerEntry[]): Map<string, bigint> {
  const result = new Map<string, bigint>();
  for (const entry of entries) {
    for (const posting of entry.postings) {
      const key = `${posting.account}|${posting.currency}`;
      const signed = normalSide(posting.account) === 'debit' ? posting.amount : -posting.amount;
      result.set(key, (result.get(key) ?? 0n) + signed);
    }
  }
  return result;
}
