import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { adminGrants, operations, type transactions, users } from '../db/schema.ts';

/**
 * Creates the delivery operation of a paid, verified transaction and assigns it to the least-loaded regular admin
 * whose grant covers its country and type (pending operations counted; ties by id); the master admin when nobody
 * is eligible.
 */
export async function assignOperation(tx: Executor, row: typeof transactions.$inferSelect, now: Date) {
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
    .where(
      and(
        eq(users.isAdmin, true),
        eq(users.isMaster, false),
        eq(users.authenticationStatus, 'active'),
        sql`${row.country} = any(${adminGrants.countries})`,
        sql`${row.type} = any(${adminGrants.allowedOperationsTypes})`,
      ),
    )
    .orderBy(sql`coalesce(${load.pending}, 0)`, asc(users.id))
    .limit(1);
  const [master] =
    eligible === undefined
      ? await tx.select({ id: users.id }).from(users).where(eq(users.isMaster, true))
      : [];
  const adminId = eligible?.id ?? master?.id;
  if (adminId === undefined)
    throw new Error('no admin to assign the operation to: the master admin must exist');
  await tx.insert(operations).values({
    transactionReference: row.reference,
    adminId,
    operationStatus: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  return adminId;
}
