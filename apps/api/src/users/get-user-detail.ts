import { RECENT_TRANSACTIONS, type UserDetail } from '@1xpay/contract';
import { resolveTransactionStatus } from '@1xpay/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { toRawUser, toSafeNumber } from '../common/wire.ts';
import { adminGrants, adminTotp, operations, transactions, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { countTransactionsBySender, noTransactions } from './count-transactions.ts';
import type { GrantView } from './grants.ts';
import { usersInSight } from './users-scope.ts';

/**
 * One user as the dashboard's detail shows them: identity, grant, §4's counters and their latest transactions
 * with each one's §4 class and French label. An agent sees only users of their countries: anyone else is "not
 * found", as in the list (the agent does not learn that the account exists).
 */
export async function getUserDetail(deps: Deps, actor: Actor, uuid: string): Promise<UserDetail> {
  assertRole(actor, 'admin');
  const [row] = await deps.db
    .select({ user: users, grant: adminGrants, totpConfirmedAt: adminTotp.confirmedAt })
    .from(users)
    .leftJoin(adminGrants, eq(adminGrants.adminId, users.id))
    .leftJoin(adminTotp, eq(adminTotp.userId, users.id))
    .where(and(eq(users.id, uuid), usersInSight(actor)))
    .limit(1);
  if (row === undefined) throw notFound('userNotFound');
  const { user, grant, totpConfirmedAt } = row;
  const counters = await countTransactionsBySender(deps, [user.id]);
  const recent = await deps.db
    .select({ transaction: transactions, operationStatus: operations.operationStatus })
    .from(transactions)
    .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
    .where(eq(transactions.senderId, user.id))
    .orderBy(desc(transactions.createdAt), desc(transactions.reference))
    .limit(RECENT_TRANSACTIONS);
  return {
    ...toRawUser(user),
    country: user.country,
    isMaster: user.isMaster,
    transactionCounters: counters.get(user.id) ?? noTransactions(),
    grant:
      grant === null
        ? null
        : {
            countries: grant.countries,
            allowedOperationsTypes: grant.allowedOperationsTypes as GrantView['allowedOperationsTypes'],
          },
    // Confirmed: a secret still being enrolled does not protect a sign-in yet.
    totpEnabled: user.isAdmin && totpConfirmedAt !== null,
    statusReason: user.statusReason,
    recentTransactions: recent.map(({ transaction, operationStatus }) => {
      const status = resolveTransactionStatus(
        { statusCode: transaction.statusCode, message: transaction.message, finished: transaction.finished },
        operationStatus === null ? null : { operationStatus },
      );
      return {
        reference: transaction.reference,
        type: transaction.type,
        amount: toSafeNumber(transaction.amount),
        currency: transaction.currency,
        country: transaction.country,
        operator: transaction.operator,
        createdAt: transaction.createdAt.getTime(),
        statusCode: status.code,
        statusKind: status.kind,
        statusLabel: status.label,
        finished: transaction.finished,
      };
    }),
  };
}
