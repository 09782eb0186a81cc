import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, RequestMeta } from '../common/context.ts';
import { BLOCKED_STATUSES } from '../common/sessions.ts';
import type { Executor } from '../db/client.ts';
import { adminGrants, operations, transactions, users } from '../db/schema.ts';

/** What an operation asks of its agent: a transaction of this country and type. */
type Work = Pick<typeof transactions.$inferSelect, 'country' | 'type'>;

/**
 * Who may take this work: a regular admin outside the blocked group (§4.4) whose grant covers its country and type
 * (decision 019: a granted admin is eligible whatever their other status, `pending` included).
 */
function eligibleFor(work: Work) {
  return and(
    eq(users.isAdmin, true),
    eq(users.isMaster, false),
    notInArray(users.authenticationStatus, [...BLOCKED_STATUSES]),
    sql`${work.country} = any(${adminGrants.countries})`,
    sql`${work.type} = any(${adminGrants.allowedOperationsTypes})`,
  );
}

/** The least-loaded eligible admin (pending operations counted; ties by id), else the master admin. */
async function assigneeFor(tx: Executor, work: Work): Promise<string> {
  const load = tx
    .select({ adminId: operations.adminId, pending: count().as('pending') })
    .from(operations)
    .where(eq(operations.operationStatus, 'pending'))
    .groupBy(operations.adminId)
    .as('load');
  const [eligible] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(adminGrants, eq(adminGrants.adminId, users.id))
    .leftJoin(load, eq(load.adminId, users.id))
    .where(eligibleFor(work))
    .orderBy(sql`coalesce(${load.pending}, 0)`, asc(users.id))
    .limit(1)
    // Until this transaction ends, a lock or a revocation of the chosen admin waits for it, then hands this
    // operation on with their others; one already under way makes them ineligible here.
    .for('share', { of: [users, adminGrants] });
  if (eligible !== undefined) return eligible.id;
  const [master] = await tx.select({ id: users.id }).from(users).where(eq(users.isMaster, true));
  if (master === undefined)
    throw new Error('no admin to assign the operation to: the master admin must exist');
  return master.id;
}

/**
 * Creates the delivery operation of a paid, verified transaction and assigns it to the least-loaded eligible
 * regular admin; the master admin when nobody is eligible.
 */
export async function assignOperation(tx: Executor, row: typeof transactions.$inferSelect, now: Date) {
  const adminId = await assigneeFor(tx, row);
  await tx.insert(operations).values({
    transactionReference: row.reference,
    adminId,
    operationStatus: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  return adminId;
}

export type Reassigned = { reference: string; from: string; to: string };

/**
 * After an admin's rights or status changed (inside that change's transaction): each of their pending operations
 * they may no longer do (grant no longer covering it, blocked, no longer an admin) goes to whoever assignment would
 * choose now, and the audit log records each move as the actor's (null: the start-up's, from the configuration).
 * Operations they still may do stay with them.
 */
export async function reassignPendingOperations(
  tx: Executor,
  input: { adminId: string; actor: Actor | null; meta: RequestMeta | null; now: Date },
): Promise<Reassigned[]> {
  const pending = await tx
    .select({
      reference: operations.transactionReference,
      country: transactions.country,
      type: transactions.type,
    })
    .from(operations)
    .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
    .where(and(eq(operations.adminId, input.adminId), eq(operations.operationStatus, 'pending')))
    .orderBy(asc(operations.createdAt), asc(operations.transactionReference))
    .for('update', { of: operations });
  const moved: Reassigned[] = [];
  for (const work of pending) {
    const [stillEligible] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(adminGrants, eq(adminGrants.adminId, users.id))
      .where(and(eq(users.id, input.adminId), eligibleFor(work)));
    if (stillEligible !== undefined) continue;
    const to = await assigneeFor(tx, work);
    if (to === input.adminId) continue;
    await tx
      .update(operations)
      .set({ adminId: to, updatedAt: input.now })
      .where(eq(operations.transactionReference, work.reference));
    await recordAudit(tx, {
      actor: input.actor,
      meta: input.meta,
      action: 'operation.reassign',
      target: `transaction:${work.reference}`,
      before: { adminId: input.adminId },
      after: { adminId: to },
      at: input.now,
    });
    moved.push({ reference: work.reference, from: input.adminId, to });
  }
  return moved;
}
