import { LEDGER_EVENT_KINDS, type LedgerEventKind, methodOf } from '@1xpay/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { toDeliveryPayout } from '../../common/payout-wire.ts';
import { assertRole } from '../../common/roles.ts';
import { visibleTransactions } from '../../common/visibility.ts';
import { toHistoryItem, toSafeNumber } from '../../common/wire.ts';
import {
  ledgerEntries,
  ledgerPostings,
  operations,
  payouts,
  refunds,
  transactionEvents,
  transactions,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { liveJobsOf, stageOf } from '../collection/stages.ts';

/**
 * One transaction as the dashboard shows it: the list's row and its sender, every status it went through with who
 * moved it, its operation and assignee, its ledger entries and postings, its refund, and, while unfinished, its
 * stage, that stage's deadline and the jobs moving it. Whoever may not see it (an agent it is not assigned to) gets
 * the 404 of an unknown reference.
 */
export async function getAdminTransaction(deps: Deps, actor: Actor, reference: string) {
  assertRole(actor, 'admin');
  const [found] = await deps.db
    .select({ row: transactions, operation: operations, sender: users })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.senderId))
    .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
    .where(and(eq(transactions.reference, reference), visibleTransactions(actor)));
  if (found === undefined) throw notFound('transactionNotFound');
  const { row, operation, sender } = found;
  const [steps, assignee, entries, [refund], live, [payout]] = await Promise.all([
    deps.db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.reference, reference))
      .orderBy(asc(transactionEvents.id)),
    operation === null
      ? Promise.resolve([])
      : deps.db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, operation.adminId)),
    deps.db
      .select({ entry: ledgerEntries, posting: ledgerPostings })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
      .where(eq(ledgerEntries.reference, reference))
      .orderBy(asc(ledgerEntries.id), asc(ledgerPostings.id)),
    deps.db.select().from(refunds).where(eq(refunds.reference, reference)),
    liveJobsOf(deps.db, [reference]),
    deps.db.select().from(payouts).where(eq(payouts.reference, reference)),
  ]);
  const ledger = new Map<bigint, { kind: LedgerEventKind; at: number; postings: Posting[] }>();
  for (const { entry, posting } of entries) {
    const kind = LEDGER_EVENT_KINDS.find((known) => known === entry.kind) ?? 'collection';
    const into = ledger.get(entry.id) ?? { kind, at: entry.at.getTime(), postings: [] };
    into.postings.push({
      account: posting.account,
      currency: posting.currency,
      amount: toSafeNumber(posting.amount),
    });
    ledger.set(entry.id, into);
  }
  // Undefined once settled (stageOf knows the final codes; a payment paid after it expired keeps its stage).
  const stage = stageOf(deps.config, row);
  const name = assignee[0];
  return {
    transaction: {
      ...toHistoryItem(row),
      statusCode: row.statusCode,
      message: row.message,
      finished: row.finished,
      senderName: `${sender.firstName} ${sender.lastName}`,
      senderPhone: sender.phoneNumber,
      operationStatus: (operation?.operationStatus ?? null) as 'pending' | 'success' | 'error' | null,
      method: methodOf(row.operator),
    },
    sender: {
      uuid: sender.id,
      fullName: `${sender.firstName} ${sender.lastName}`,
      phoneNumber: sender.phoneNumber,
      email: sender.email,
    },
    timeline: steps.map((step) => ({
      statusCode: step.toCode,
      message: step.message,
      source: step.source,
      at: step.at.getTime(),
    })),
    operation:
      operation === null
        ? null
        : {
            operationStatus: operation.operationStatus as 'pending' | 'success' | 'error',
            failureMessage: operation.failureMessage,
            adminId: operation.adminId,
            adminName: name === undefined ? '' : `${name.firstName} ${name.lastName}`,
            claimedAt: operation.claimedAt?.getTime() ?? null,
            deliveryReference: operation.deliveryReference,
            deliveryNote: operation.deliveryNote,
            createdAt: operation.createdAt.getTime(),
            updatedAt: operation.updatedAt.getTime(),
          },
    ledger: [...ledger.values()],
    refund:
      refund === undefined
        ? null
        : {
            status: refund.status as 'pending' | 'sent' | 'failed' | 'paid_outside',
            amount: toSafeNumber(refund.amount),
            currency: refund.currency,
            phone: refund.phone,
            lastError: refund.failure,
            destination: refundDestinationOf(deps, row, refund),
          },
    stage:
      stage === undefined
        ? null
        : {
            stage: stage.stage,
            since: stage.since.getTime(),
            deadline: stage.deadline.getTime(),
            liveJobs: live.get(reference) ?? [],
          },
    processor: row.processor,
    processorReference: row.processorReference,
    ...(payout === undefined ? {} : { payout: toDeliveryPayout(payout) }),
  };
}

type Posting = { account: string; currency: string; amount: number };

/**
 * Where a refund's money goes, as refund-transaction.ts sends it (decision 070): back the way it came (mobile money
 * to its number, a bank transfer to the payer's alias, a card to the card when its processor refunds cards), or, for
 * a card its processor cannot refund, to the customer's mobile money (`fallback`: the operator once chosen at the
 * first try), or nowhere the system can reach (`outside`: no mobile-money account of the customer was known).
 */
function refundDestinationOf(
  deps: Deps,
  row: typeof transactions.$inferSelect,
  refund: typeof refunds.$inferSelect,
): { to: 'mobileMoney' | 'card' | 'alias' | 'outside'; operator: string | null; fallback: boolean } {
  const method = methodOf(row.operator);
  if (method === 'bank') return { to: 'alias', operator: null, fallback: false };
  if (method === 'mobile_money') return { to: 'mobileMoney', operator: row.operator, fallback: false };
  if (refund.operator !== null) return { to: 'mobileMoney', operator: refund.operator, fallback: true };
  if (deps.processors.byName(row.processor)?.paysBack(row.country, row.operator) === true)
    return { to: 'card', operator: null, fallback: false };
  // Not routed yet (its first try chooses the operator), or no mobile-money account was known.
  const routed = refund.status === 'pending' || refund.status === 'sent';
  return { to: routed ? 'mobileMoney' : 'outside', operator: null, fallback: true };
}
