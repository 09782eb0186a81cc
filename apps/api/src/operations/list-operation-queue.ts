import type { QueueTab } from '@1xpay/contract';
import { and, eq, ilike, inArray, isNotNull, isNull, like, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import {
  microsOf,
  newestFirst,
  newestFirstPage,
  oldestFirst,
  oldestFirstPage,
} from '../common/keyset-pages.ts';
import { toDeliveryPayout } from '../common/payout-wire.ts';
import { phoneCandidates } from '../common/phone-search.ts';
import { assertRole } from '../common/roles.ts';
import { toSafeNumber } from '../common/wire.ts';
import { operations, payouts, transactions, users } from '../db/schema.ts';

export type OperationQueueQuery = {
  tab: QueueTab;
  q?: string | undefined;
  country?: string | undefined;
  operator?: string | undefined;
  type?: string | undefined;
  limit: number;
  after?: string | undefined;
  before?: string | undefined;
};

/** An agent's queue holds what is assigned to them; the master's, every operation. */
function whose(actor: Actor): SQL | undefined {
  return actor.user.isMaster ? undefined : eq(operations.adminId, actor.user.id);
}

function inTab(tab: QueueTab): SQL | undefined {
  if (tab === 'done') return ne(operations.operationStatus, 'pending');
  return and(
    eq(operations.operationStatus, 'pending'),
    tab === 'todo' ? isNull(operations.claimedAt) : isNotNull(operations.claimedAt),
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What a search may mean: a reference or its beginning (any case), a phone number (the payer's, the
 * beneficiary's or the customer's, international or local), a betting account, or a part of the customer's name.
 */
function matching(text: string): SQL | undefined {
  const phones = phoneCandidates(text);
  return or(
    like(transactions.reference, `${escapeLike(text.toUpperCase())}%`),
    phones.length === 0 ? undefined : inArray(transactions.payerPhone, phones),
    phones.length === 0 ? undefined : inArray(transactions.beneficiaryPhone, phones),
    phones.length === 0 ? undefined : inArray(users.phoneNumber, phones),
    eq(transactions.accountId1xBet, text),
    /\p{L}/u.test(text)
      ? ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${escapeLike(text)}%`)
      : undefined,
  );
}

function filtered(query: OperationQueueQuery): SQL | undefined {
  return and(
    query.q === undefined ? undefined : matching(query.q),
    query.country === undefined ? undefined : eq(transactions.country, query.country),
    query.operator === undefined ? undefined : eq(transactions.operator, query.operator),
    query.type === undefined ? undefined : eq(transactions.type, query.type),
  );
}

/**
 * GET /admin/operation-queue: a page of the caller's queue (decision 049). « À traiter » (todo: waiting, not taken in
 * hand) and « En cours » (claimed) read the oldest first, by arrival, `after` the cursor of the page before;
 * « Terminées » (done) the latest finished first, `before` the cursor. Searched and filtered by the database; each
 * row carries what an agent needs to deliver it: amount, customer, beneficiary or betting account, operator.
 */
export async function listOperationQueue(deps: Deps, actor: Actor, query: OperationQueueQuery) {
  assertRole(actor, 'admin');
  const waiting = query.tab !== 'done';
  const time = waiting ? operations.createdAt : operations.updatedAt;
  const keyset = waiting
    ? oldestFirst(time, operations.transactionReference, 'text', query.after)
    : newestFirst(time, operations.transactionReference, 'text', { before: query.before });
  const rows = await deps.db
    .select({
      operation: operations,
      transaction: transactions,
      firstName: users.firstName,
      lastName: users.lastName,
      customerPhone: users.phoneNumber,
      micros: microsOf(time),
      payout: payouts,
    })
    .from(operations)
    .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
    .innerJoin(users, eq(users.id, transactions.senderId))
    .leftJoin(payouts, eq(payouts.reference, operations.transactionReference))
    .where(and(whose(actor), inTab(query.tab), filtered(query), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const cursorOf = (row: (typeof rows)[number]) => `${row.micros}_${row.operation.transactionReference}`;
  const { page, next } = waiting
    ? oldestFirstPage(rows, query.limit, cursorOf)
    : newestFirstPage(rows, query.limit, { before: query.before }, cursorOf);
  return {
    data: page.map(({ operation, transaction, firstName, lastName, customerPhone, payout }) => ({
      reference: operation.transactionReference,
      type: transaction.type as 'deposit' | 'withdrawal' | 'transfer',
      amount: toSafeNumber(transaction.amount),
      currency: transaction.currency,
      ...(transaction.receivedAmount === null || transaction.receivedCurrency === null
        ? {}
        : {
            receivedAmount: toSafeNumber(transaction.receivedAmount),
            receivedCurrency: transaction.receivedCurrency,
          }),
      country: transaction.country,
      operator: transaction.operator,
      customerName: `${firstName} ${lastName}`,
      customerPhone,
      payerPhone: transaction.payerPhone,
      beneficiaryPhone: transaction.beneficiaryPhone,
      // Where a transfer is delivered: the agent sends the money to the beneficiary's country and operator.
      ...(transaction.type !== 'transfer' || transaction.beneficiaryCountry === null
        ? {}
        : { beneficiaryCountry: transaction.beneficiaryCountry }),
      ...(transaction.type !== 'transfer' || transaction.beneficiaryOperator === null
        ? {}
        : { beneficiaryOperator: transaction.beneficiaryOperator }),
      accountId1xBet: transaction.accountId1xBet,
      ...(transaction.withdrawalCodeHint === null
        ? {}
        : { withdrawalCodeHint: transaction.withdrawalCodeHint }),
      ...(transaction.partnerReference === null ? {} : { partnerReference: transaction.partnerReference }),
      operationStatus: operation.operationStatus as 'pending' | 'success' | 'error',
      failureMessage: operation.failureMessage,
      deliveryReference: operation.deliveryReference,
      // Only a delivery the processor's payout tried or set aside carries it (decision 061).
      ...(payout === null ? {} : { payout: toDeliveryPayout(payout) }),
      adminId: operation.adminId,
      claimedAt: operation.claimedAt?.getTime() ?? null,
      createdAt: operation.createdAt.getTime(),
      updatedAt: operation.updatedAt.getTime(),
    })),
    next,
  };
}

/**
 * GET /admin/operation-queue/counts: how many operations wait in the caller's queue, not taken in hand and taken
 * in hand, and since when the oldest waits: the navigation's count.
 */
export async function countOperationQueue(deps: Deps, actor: Actor) {
  assertRole(actor, 'admin');
  const [row] = await deps.db
    .select({
      todo: sql<number>`(count(*) filter (where ${operations.claimedAt} is null))::int`,
      claimed: sql<number>`(count(*) filter (where ${operations.claimedAt} is not null))::int`,
      oldest: min(operations.createdAt),
    })
    .from(operations)
    .where(and(whose(actor), eq(operations.operationStatus, 'pending')));
  return {
    todo: Number(row?.todo ?? 0),
    claimed: Number(row?.claimed ?? 0),
    oldestSince: row?.oldest == null ? null : new Date(row.oldest).getTime(),
  };
}
