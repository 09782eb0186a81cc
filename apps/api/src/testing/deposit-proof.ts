import {
  balances,
  isBalanced,
  type LedgerEntry,
  type LedgerEventKind,
  ledgerEntry,
  type Posting,
} from '@1xpay/domain';
import type pg from 'pg';
import { expect } from 'vitest';
import { PURGE_ATTEMPTS_JOB } from '../auth/purge-sign-in-attempts.ts';
import { BETTING_PARTNER } from '../common/transitions.ts';
import { PURGE_IDENTITY_FILES_JOB } from '../identity/purge-identity-files.ts';
import { MONEY_RULE_JOB, PURGE_JOB, SWEEP_JOB } from '../payments/index.ts';
import { PURGE_DELIVERIES_JOB } from '../push/purge-push-deliveries.ts';
import { waitUntil } from './deposit-load.ts';

/**
 * What the database holds after a load of deposits, read directly with SQL and summed up as plain counts, so a
 * test can compare the whole of it with one exact expectation (and a failure shows every difference at once).
 */
export type DepositProof = {
  transactions: number;
  /** Status code → number of transactions. */
  statuses: Record<string, number>;
  /** `state:outcome kind` (`done:answer`, `done:refusal`…) → number of idempotency keys. */
  keys: Record<string, number>;
  /** Keys whose stored answer names no transaction. */
  keysWithoutTransaction: number;
  /** Transactions that no key's stored answer names. */
  transactionsWithoutKey: number;
  /** Transactions named by more than one key. */
  transactionsWithSeveralKeys: number;
  /** Status history, as `from>to` steps in order → number of transactions that went that way. */
  histories: Record<string, number>;
  /** Delivery operations, and how many transactions have more than one. */
  operations: { total: number; duplicated: number };
  /** Ledger entry kind → number of entries. */
  entries: Record<string, number>;
  /** Transactions with more than one entry of a kind (the unique index should make it impossible). */
  duplicatedEntries: number;
  /** Entries whose postings do not sum to zero in every currency. */
  unbalancedEntries: number;
  /** Entries whose postings differ from what the domain's ledgerEntry() says for their transaction. */
  entriesUnlikeDomain: number;
  /** Sum of every posting, per currency (a balanced ledger sums to zero). */
  ledgerSums: Record<string, string>;
  /** Jobs not done: `kind:status` → number. */
  openJobs: Record<string, number>;
};

type Row = Record<string, unknown>;

async function rows<T extends Row>(client: pg.Pool | pg.Client, text: string): Promise<T[]> {
  return (await client.query<T>(text)).rows;
}

async function countOf(client: pg.Pool | pg.Client, text: string): Promise<number> {
  const [row] = await rows<{ n: number }>(client, `select count(*)::int as n from (${text}) as counted`);
  return row?.n ?? 0;
}

async function tally(client: pg.Pool | pg.Client, text: string): Promise<Record<string, number>> {
  const tallied = await rows<{ label: string; n: number }>(client, text);
  return Object.fromEntries(tallied.map((row) => [String(row.label), row.n]));
}

const STORED_REFERENCE = `k.outcome->'body'->>'reference'`;

/** Reads the proof. Readable while servers still run; the test decides when the load has settled. */
export async function readDepositProof(client: pg.Pool | pg.Client): Promise<DepositProof> {
  const transactions = await rows<{
    reference: string;
    type: 'deposit' | 'withdrawal' | 'transfer';
    currency: string;
    amount: string;
    fees: string;
    processor: string;
  }>(client, 'select reference, type, currency, amount::text, fees::text, processor from transactions');
  const postings = await rows<{
    id: string;
    reference: string;
    kind: LedgerEventKind;
    account: string;
    currency: string;
    amount: string;
  }>(
    client,
    `select e.id::text, e.reference, e.kind, p.account, p.currency, p.amount::text
       from ledger_entries e left join ledger_postings p on p.entry_id = e.id order by p.id`,
  );

  const entries = new Map<string, LedgerEntry>();
  for (const row of postings) {
    const entry = entries.get(row.id) ?? { kind: row.kind, reference: row.reference, postings: [] };
    if (row.account !== null)
      entry.postings.push({ account: row.account, currency: row.currency, amount: BigInt(row.amount) });
    entries.set(row.id, entry);
  }
  const byReference = new Map(transactions.map((row) => [row.reference, row]));
  const canonical = (list: readonly Posting[]) =>
    JSON.stringify(list.map((posting) => `${posting.account}|${posting.currency}|${posting.amount}`).sort());
  const unlikeDomain = [...entries.values()].filter((entry) => {
    const row = byReference.get(entry.reference);
    if (row === undefined) return true;
    const expected = ledgerEntry(entry.kind, {
      reference: row.reference,
      type: row.type,
      currency: row.currency,
      amount: BigInt(row.amount),
      fees: BigInt(row.fees),
      processor: row.processor,
      partner: BETTING_PARTNER,
    });
    return canonical(expected.postings) !== canonical(entry.postings);
  });
  const sums = new Map<string, bigint>();
  for (const entry of entries.values())
    for (const posting of entry.postings)
      sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amount);

  return {
    transactions: transactions.length,
    statuses: await tally(
      client,
      'select status_code as label, count(*)::int as n from transactions group by 1 order by 1',
    ),
    keys: await tally(
      client,
      `select state || ':' || coalesce(outcome->>'kind', '-') as label, count(*)::int as n
         from idempotency_keys group by 1 order by 1`,
    ),
    keysWithoutTransaction: await countOf(
      client,
      `select 1 from idempotency_keys k
        where not exists (select 1 from transactions t where t.reference = ${STORED_REFERENCE})`,
    ),
    transactionsWithoutKey: await countOf(
      client,
      `select 1 from transactions t
        where not exists (select 1 from idempotency_keys k where ${STORED_REFERENCE} = t.reference)`,
    ),
    transactionsWithSeveralKeys: await countOf(
      client,
      `select 1 from idempotency_keys k where ${STORED_REFERENCE} is not null
        group by ${STORED_REFERENCE} having count(*) > 1`,
    ),
    histories: await tally(
      client,
      `select steps as label, count(*)::int as n from (
         select string_agg(coalesce(from_code::text, '') || '>' || to_code, ' ' order by id) as steps
           from transaction_events group by reference) as history
        group by 1 order by 1`,
    ),
    operations: {
      total: await countOf(client, 'select 1 from operations'),
      duplicated: await countOf(
        client,
        'select 1 from operations group by transaction_reference having count(*) > 1',
      ),
    },
    entries: await tally(
      client,
      'select kind as label, count(*)::int as n from ledger_entries group by 1 order by 1',
    ),
    duplicatedEntries: await countOf(
      client,
      'select 1 from ledger_entries group by reference, kind having count(*) > 1',
    ),
    unbalancedEntries: [...entries.values()].filter((entry) => !isBalanced(entry.postings)).length,
    entriesUnlikeDomain: unlikeDomain.length,
    ledgerSums: Object.fromEntries([...sums].map(([currency, sum]) => [currency, String(sum)])),
    openJobs: await tally(
      client,
      `select kind || ':' || status as label, count(*)::int as n from jobs
        where status <> 'done' group by 1 order by 1`,
    ),
  };
}

/** The balances (per account and currency) the ledger holds, and those its transactions' collections make. */
export async function collectionBalances(
  client: pg.Pool | pg.Client,
): Promise<{ actual: Record<string, string>; expected: Record<string, string> }> {
  const proof = await rows<{
    reference: string;
    type: 'deposit';
    currency: string;
    amount: string;
    fees: string;
    processor: string;
  }>(client, 'select reference, type, currency, amount::text, fees::text, processor from transactions');
  const expected = proof.map((row) =>
    ledgerEntry('collection', {
      ...row,
      amount: BigInt(row.amount),
      fees: BigInt(row.fees),
      partner: BETTING_PARTNER,
    }),
  );
  const postings = await rows<{ account: string; currency: string; amount: string }>(
    client,
    'select account, currency, amount::text from ledger_postings',
  );
  const actual: LedgerEntry[] = [
    {
      kind: 'collection',
      reference: 'all',
      postings: postings.map((row) => ({ ...row, amount: BigInt(row.amount) })),
    },
  ];
  const plain = (map: Map<string, bigint>) =>
    Object.fromEntries(
      [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => [key, String(value)]),
    );
  return { actual: plain(balances(actual)), expected: plain(balances(expected)) };
}

/**
 * Waits, at most `timeoutMs`, until `count` transactions are collected and handed to delivery (231) with no job of
 * a transaction left to run (those a dead or cut-off process had claimed are taken again once their claim lapses).
 * If not in time, the proof that follows shows what is left.
 */
export async function waitUntilDelivered(
  client: pg.Pool | pg.Client,
  count: number,
  timeoutMs: number,
): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = await client.query<{ collected: number; open: number }>(
        `select (select count(*)::int from transactions where status_code = 231) as collected,
                (select count(*)::int from jobs where status <> 'done' and kind like 'transaction.%') as open`,
      );
      return rows[0]?.collected === count && rows[0]?.open === 0;
    },
    { timeoutMs, intervalMs: 250 },
  );
}

/** The status history of a sandbox deposit paid at once (payer number …00) and handed to delivery. */
const DELIVERED_HISTORY = '>201 201>202 202>203 203>204 204>230 230>231';

/**
 * The end state both proofs require: `count` deposits, exactly the `references` the clients were given, each with
 * one key, one history to 231, one operation and one balanced collection entry; the ledger sums to zero and the
 * balances are what the transactions should produce; no job left but the maintenance chains.
 */
export async function expectDepositsDelivered(
  client: pg.Pool | pg.Client,
  count: number,
  references: ReadonlySet<string | undefined>,
): Promise<void> {
  expect(await readDepositProof(client)).toEqual({
    transactions: count,
    statuses: { 231: count },
    keys: { 'done:answer': count },
    keysWithoutTransaction: 0,
    transactionsWithoutKey: 0,
    transactionsWithSeveralKeys: 0,
    histories: { [DELIVERED_HISTORY]: count },
    operations: { total: count, duplicated: 0 },
    entries: { collection: count },
    duplicatedEntries: 0,
    unbalancedEntries: 0,
    entriesUnlikeDomain: 0,
    ledgerSums: { XOF: '0' },
    // The maintenance chains, one each however many processes ran: nothing else is left to do.
    openJobs: {
      [`${PURGE_JOB}:queued`]: 1,
      [`${PURGE_ATTEMPTS_JOB}:queued`]: 1,
      [`${SWEEP_JOB}:queued`]: 1,
      [`${MONEY_RULE_JOB}:queued`]: 1,
      [`${PURGE_DELIVERIES_JOB}:queued`]: 1,
      [`${PURGE_IDENTITY_FILES_JOB}:queued`]: 1,
    },
  });
  const { rows: stored } = await client.query<{ reference: string }>('select reference from transactions');
  expect(new Set(stored.map((row) => row.reference))).toEqual(references);
  const { actual, expected } = await collectionBalances(client);
  expect(actual).toEqual(expected);
}
