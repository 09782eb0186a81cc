import type {
  AdminTransaction,
  StatusClass,
  TransactionsFilter,
  TransactionsPageQuery,
} from '@1xpay/contract';
import { BLOCKED_CODE, methodOf, operatorsOfMethod, PENDING_LABELS, SUCCESS_CODE } from '@1xpay/domain';
import { and, eq, gte, inArray, like, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { everyRow } from '../../common/every-row.ts';
import { microsOf, newestFirst, newestFirstPage } from '../../common/keyset-pages.ts';
import { phoneCandidates } from '../../common/phone-search.ts';
import { assertRole } from '../../common/roles.ts';
import { visibleTransactions } from '../../common/visibility.ts';
import { toHistoryItem, toSafeNumber } from '../../common/wire.ts';
import { ledgerEntries, ledgerPostings, operations, transactions, users } from '../../db/schema.ts';

const PENDING_CODES = Object.keys(PENDING_LABELS).map(Number);

/** The status codes of a §4 class, as stored (a failed operation has already made its transaction 528). */
function inClass(statusClass: StatusClass): SQL | undefined {
  const { statusCode } = transactions;
  switch (statusClass) {
    case 'success':
      return eq(statusCode, SUCCESS_CODE);
    case 'blocked':
      return eq(statusCode, BLOCKED_CODE);
    case 'pending':
      return inArray(statusCode, PENDING_CODES);
    case 'error':
      return notInArray(statusCode, [SUCCESS_CODE, BLOCKED_CODE, ...PENDING_CODES]);
  }
}

/** A reference or its beginning (any case), or a payer's or beneficiary's phone number. */
function matching(text: string): SQL | undefined {
  const prefix = `${text.toUpperCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const phones = phoneCandidates(text);
  return or(
    like(transactions.reference, prefix),
    phones.length === 0 ? undefined : inArray(transactions.payerPhone, phones),
    phones.length === 0 ? undefined : inArray(transactions.beneficiaryPhone, phones),
  );
}

/** Midnight UTC of a calendar day (`YYYY-MM-DD`, already checked by the schema), shifted by `days`. */
function dayStart(day: string, days = 0): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at;
}

function filtered(actor: Actor, filter: TransactionsFilter): SQL | undefined {
  const status = filter.status;
  return and(
    visibleTransactions(actor),
    filter.q === undefined ? undefined : matching(filter.q),
    status === undefined
      ? undefined
      : typeof status === 'number'
        ? eq(transactions.statusCode, status)
        : inClass(status),
    filter.type === undefined ? undefined : eq(transactions.type, filter.type),
    filter.country === undefined ? undefined : eq(transactions.country, filter.country),
    filter.operator === undefined ? undefined : eq(transactions.operator, filter.operator),
    // The rail's operator slugs, so the operator's index serves the method too (nothing stored for it).
    filter.method === undefined
      ? undefined
      : inArray(transactions.operator, operatorsOfMethod(filter.method)),
    filter.user === undefined ? undefined : eq(transactions.senderId, filter.user),
    filter.from === undefined ? undefined : gte(transactions.createdAt, dayStart(filter.from)),
    filter.to === undefined ? undefined : lt(transactions.createdAt, dayStart(filter.to, 1)),
  );
}

/**
 * The sum of the transaction's postings to a processor's clearing account in its ledger entries of `kinds` whose
 * sign is `sign` (null without one): what reached the processor or left it for this transaction.
 */
const clearingSum = (kinds: SQL, sign: SQL) =>
  sql`(select sum(${ledgerPostings.amount}) from ${ledgerPostings} inner join ${ledgerEntries} on ${ledgerEntries.id} = ${ledgerPostings.entryId} where ${ledgerEntries.reference} = ${transactions.reference} and ${ledgerEntries.kind} in ${kinds} and ${ledgerPostings.account} like 'processor\\_clearing:%' and ${ledgerPostings.amount} ${sign} 0)`;

/** Collected from the payer, fees included, once the processor had it (a withdrawal's money is the partner's). */
const COLLECTED = sql<string | null>`(${clearingSum(sql`('collection')`, sql`>`)})::text`;
/** Paid out by the processor in the transaction's currency: a transfer delivered, a withdrawal paid, a refund sent. */
const LEDGER_OUT = sql`(-${clearingSum(sql`('delivery', 'refund')`, sql`<`)})`;
/** A transfer across currencies delivered: the beneficiary received `received_amount` in `received_currency`. */
const DELIVERED_ACROSS = sql`(${transactions.type} = 'transfer' and ${transactions.receivedCurrency} is not null and exists (select 1 from ${ledgerEntries} where ${ledgerEntries.reference} = ${transactions.reference} and ${ledgerEntries.kind} = 'delivery'))`;
const PAID_OUT = sql<
  string | null
>`(case when ${DELIVERED_ACROSS} then ${transactions.receivedAmount} else ${LEDGER_OUT} end)::text`;
const PAID_OUT_CURRENCY = sql<
  string | null
>`case when ${DELIVERED_ACROSS} then ${transactions.receivedCurrency} when ${LEDGER_OUT} is not null then ${transactions.currency} end`;

/** Minor units the database wrote as text, or null. */
const amountOf = (text: string | null) => (text === null ? null : toSafeNumber(BigInt(text)));

/**
 * A page of transactions; with `money` (the export's), also what the ledger says was collected and paid out for
 * each, computed by the database (three lookups by the entries' reference index per row; the list skips them).
 */
async function readPage(deps: Deps, actor: Actor, query: TransactionsPageQuery, money = false) {
  const keyset = newestFirst(transactions.createdAt, transactions.reference, 'text', query);
  const none = sql<string | null>`null`;
  const rows = await deps.db
    .select({
      row: transactions,
      operationStatus: operations.operationStatus,
      firstName: users.firstName,
      lastName: users.lastName,
      senderPhone: users.phoneNumber,
      micros: microsOf(transactions.createdAt),
      collected: money ? COLLECTED : none,
      paidOut: money ? PAID_OUT : none,
      paidOutCurrency: money ? PAID_OUT_CURRENCY : none,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.senderId))
    .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
    .where(and(filtered(actor, query), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const { page, next, previous } = newestFirstPage(
    rows,
    query.limit,
    query,
    (last) => `${last.micros}_${last.row.reference}`,
  );
  return {
    data: page.map(({ row, operationStatus, firstName, lastName, senderPhone, ...flows }) => ({
      transaction: {
        ...toHistoryItem(row),
        statusCode: row.statusCode,
        message: row.message,
        finished: row.finished,
        senderName: `${firstName} ${lastName}`,
        senderPhone,
        operationStatus: operationStatus as 'pending' | 'success' | 'error' | null,
        method: methodOf(row.operator),
      },
      money: {
        collected: amountOf(flows.collected),
        paidOut: amountOf(flows.paidOut),
        paidOutCurrency: flows.paidOutCurrency,
      },
    })),
    next,
    previous,
  };
}

/**
 * A row of the CSV export: the list's, with what was collected from the payer (amount + fees, once collected) and
 * what was paid out for it (a transfer's delivery, in the beneficiary's currency when it differs; a withdrawal's
 * amount − fees once paid; a refund's amount + fees once sent), and that currency; null when nothing was.
 */
export type ExportedTransaction = AdminTransaction & {
  collected: number | null;
  paidOut: number | null;
  paidOutCurrency: string | null;
};

/**
 * A page of the transactions an admin may see (the master all of them; an agent their own and those assigned to
 * them, as for one transaction's detail), newest first, searched and filtered by the database.
 */
export async function searchTransactions(deps: Deps, actor: Actor, query: TransactionsPageQuery) {
  assertRole(actor, 'admin');
  const { data, next, previous } = await readPage(deps, actor, query);
  return { data: data.map((item) => item.transaction), next, previous };
}

/** Every transaction the filter selects, newest first, read a page at a time: the CSV export's rows. */
export function exportTransactions(deps: Deps, actor: Actor, filter: TransactionsFilter) {
  assertRole(actor, 'admin');
  return everyRow(async (cursor: string | undefined) => {
    const { data, next } = await readPage(
      deps,
      actor,
      { ...filter, limit: 500, ...(cursor === undefined ? {} : { before: cursor }) },
      true,
    );
    return {
      rows: data.map(({ transaction, money }): ExportedTransaction => ({ ...transaction, ...money })),
      next,
    };
  });
}
