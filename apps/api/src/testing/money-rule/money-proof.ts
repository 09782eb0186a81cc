import type pg from 'pg';
import type { FakeFedapay } from '../fedapay/fake-fedapay.ts';

/**
 * What a run of the money-rule simulation left, read from the database and from FedaPay's fake (what really moved:
 * the collections FedaPay approved, the payouts it sent), and every breach of the rule found in it. The rule: once
 * money is collected, the transaction ends delivered or refunded, never neither; the ledger moves only with what
 * really moved. `violations` is empty when the run kept it: breach kind → how many, and a few references.
 */
export type MoneyProof = {
  transactions: number;
  /** How each transaction ended: `delivered`, `refunded`, `refundFailed` (awaiting the master), `notCollected`. */
  outcomes: Record<string, number>;
  /** Status code → number of transactions. */
  statuses: Record<string, number>;
  /** Refund status → number of refunds. */
  refunds: Record<string, number>;
  /** Sum of every posting per currency (zero when the ledger balances). */
  ledgerSums: Record<string, string>;
  /** `account|currency` → balance of the accounts that must end at zero (refunds due: but for failed refunds). */
  openBalances: Record<string, string>;
  violations: Record<string, { count: number; examples: string[] }>;
  /** Reference → how it ended (`outcomes`' labels) and its status code: for the figures per script. */
  endings: Map<string, string>;
};

/** FedaPay's own "was paid" statuses (its SDKs' `wasPaid`). */
const PAID = new Set([
  'approved',
  'transferred',
  'refunded',
  'approved_partially_refunded',
  'transferred_partially_refunded',
]);

const IN_TRANSIT = 'customer_funds_in_transit';
const REFUNDS_DUE = 'refunds_due';

type TransactionRow = {
  reference: string;
  status_code: number;
  finished: boolean;
  amount: string;
  fees: string;
  currency: string;
  processor_reference: string | null;
};
type PostingRow = { reference: string; kind: string; account: string; currency: string; amount: string };
type RefundRow = { reference: string; status: string; amount: string };

function tally(labels: readonly string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const label of [...labels].sort()) result[label] = (result[label] ?? 0) + 1;
  return result;
}

/**
 * Reads the proof once the run has drained. `refusedForGood`: the references whose refund the script had FedaPay
 * refuse every time (those refunds, and only those, may end `failed`, awaiting the master).
 */
export async function readMoneyProof(
  client: pg.Pool | pg.Client,
  fake: Pick<FakeFedapay, 'transactions' | 'payouts'>,
  refusedForGood: ReadonlySet<string>,
): Promise<MoneyProof> {
  const { rows: transactions } = await client.query<TransactionRow>(
    `select reference, status_code, finished, amount::text, fees::text, currency, processor_reference
       from transactions order by reference`,
  );
  const { rows: postings } = await client.query<PostingRow>(
    `select e.reference, e.kind, p.account, p.currency, p.amount::text
       from ledger_entries e join ledger_postings p on p.entry_id = e.id`,
  );
  const { rows: refunds } = await client.query<RefundRow>(
    'select reference, status, amount::text from refunds',
  );

  const collectedAt = new Map<string, bigint>();
  for (const transaction of fake.transactions)
    if (PAID.has(transaction.status)) collectedAt.set(String(transaction.id), BigInt(transaction.amount));
  const sentBack = new Map<string, bigint[]>();
  for (const payout of fake.payouts) {
    const reference = String(payout.custom_metadata?.reference ?? '');
    if (payout.status === 'sent')
      sentBack.set(reference, [...(sentBack.get(reference) ?? []), BigInt(payout.amount)]);
  }
  const postingsOf = new Map<string, PostingRow[]>();
  for (const row of postings) postingsOf.set(row.reference, [...(postingsOf.get(row.reference) ?? []), row]);
  const refundOf = new Map(refunds.map((row) => [row.reference, row]));

  const violations: MoneyProof['violations'] = {};
  const breach = (kind: string, reference: string, detail = '') => {
    const entry = violations[kind] ?? { count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < 5) entry.examples.push(detail === '' ? reference : `${reference} ${detail}`);
    violations[kind] = entry;
  };
  const outcomes: string[] = [];
  const endings = new Map<string, string>();

  for (const row of transactions) {
    const { reference } = row;
    const paid = BigInt(row.amount) + BigInt(row.fees);
    const mine = postingsOf.get(reference) ?? [];
    const net = (account: string, kind?: string) =>
      mine
        .filter(
          (p) =>
            (p.account === account || p.account.startsWith(`${account}:`)) &&
            (kind === undefined || p.kind === kind),
        )
        .reduce((sum, p) => sum + BigInt(p.amount), 0n);
    const kinds = new Set(mine.map((p) => p.kind));
    const collected =
      row.processor_reference === null ? 0n : (collectedAt.get(row.processor_reference) ?? 0n);
    const ledgerCollected = net('processor_clearing', 'collection');
    const delivered = row.status_code === 200 && kinds.has('delivery') ? paid : 0n;
    const sent = sentBack.get(reference) ?? [];
    const refunded = sent.reduce((sum, amount) => sum + amount, 0n);
    const refund = refundOf.get(reference);
    const awaitingMaster = refund?.status === 'failed' ? BigInt(refund.amount) : 0n;

    if (!row.finished) breach('not final', reference, `(status ${row.status_code})`);
    if (refund?.status === 'pending') breach('refund still pending after the drain', reference);
    if (collected !== ledgerCollected)
      breach(
        'the ledger’s collection differs from what FedaPay collected',
        reference,
        `(FedaPay ${collected}, ledger ${ledgerCollected}, status ${row.status_code})`,
      );
    if (collected !== delivered + refunded + awaitingMaster)
      breach(
        'collected ≠ delivered + refunded',
        reference,
        `(status ${row.status_code}: collected ${collected}, delivered ${delivered}, refunded ${refunded}, refund ${refund === undefined ? 'none' : `${refund.status} ${refund.amount}`})`,
      );
    if (sent.length > 1) breach('refunded more than once', reference, `(${sent.length} payouts sent)`);
    if (refund !== undefined && BigInt(refund.amount) !== paid)
      breach('refund of another amount than paid', reference, `(${refund.amount} for ${paid})`);
    if (refund?.status === 'sent' && !kinds.has('refund'))
      breach('refund sent without its ledger entry', reference);
    if (kinds.has('refund') && refund?.status !== 'sent')
      breach('ledger refund without a sent refund', reference);
    if (refund?.status === 'failed' && !refusedForGood.has(reference))
      breach('refund failed though FedaPay sent it on a retry', reference);
    if (collected > 0n && delivered === 0n && refusedForGood.has(reference) && refund?.status !== 'failed')
      breach('refund refused for good not failed', reference, `(refund ${refund?.status ?? 'none'})`);
    if (net(IN_TRANSIT) !== 0n) breach('customer funds still in transit', reference, `(${net(IN_TRANSIT)})`);
    if (-net(REFUNDS_DUE) !== awaitingMaster)
      breach(
        'refunds due differ from the failed refund',
        reference,
        `(due ${-net(REFUNDS_DUE)}, failed ${awaitingMaster})`,
      );

    const outcome =
      collected === 0n
        ? 'notCollected'
        : delivered > 0n
          ? 'delivered'
          : awaitingMaster > 0n
            ? 'refundFailed'
            : refunded > 0n
              ? 'refunded'
              : 'neither';
    outcomes.push(outcome);
    endings.set(reference, `${outcome} ${row.status_code}`);
  }

  const sums = new Map<string, bigint>();
  const open = new Map<string, bigint>();
  for (const posting of postings) {
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + BigInt(posting.amount));
    if (posting.account === IN_TRANSIT || posting.account === REFUNDS_DUE) {
      const key = `${posting.account}|${posting.currency}`;
      open.set(key, (open.get(key) ?? 0n) - BigInt(posting.amount));
    }
  }
  for (const [currency, sum] of sums) if (sum !== 0n) breach('ledger does not balance', currency, `(${sum})`);
  const failedDue = new Map<string, bigint>();
  for (const refund of refunds)
    if (refund.status === 'failed') {
      const currency = transactions.find((row) => row.reference === refund.reference)?.currency ?? '?';
      failedDue.set(currency, (failedDue.get(currency) ?? 0n) + BigInt(refund.amount));
    }
  for (const currency of new Set([...sums.keys(), ...failedDue.keys()])) {
    const inTransit = open.get(`${IN_TRANSIT}|${currency}`) ?? 0n;
    const due = open.get(`${REFUNDS_DUE}|${currency}`) ?? 0n;
    if (inTransit !== 0n) breach('in transit does not end at zero', currency, `(${inTransit})`);
    if (due !== (failedDue.get(currency) ?? 0n))
      breach(
        'refunds due do not end at the failed refunds',
        currency,
        `(due ${due}, failed ${failedDue.get(currency) ?? 0n})`,
      );
  }

  return {
    transactions: transactions.length,
    outcomes: tally(outcomes),
    statuses: tally(transactions.map((row) => String(row.status_code))),
    refunds: tally(refunds.map((row) => row.status)),
    ledgerSums: Object.fromEntries([...sums].sort().map(([currency, sum]) => [currency, String(sum)])),
    openBalances: Object.fromEntries([...open].sort().map(([key, balance]) => [key, String(balance)])),
    violations,
    endings,
  };
}
